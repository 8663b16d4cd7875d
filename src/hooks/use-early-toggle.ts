import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import { EARLY_TOGGLE_ATTRIBUTE, EARLY_TOGGLE_SETS_HIDDEN, REACT_OWNED_ATTRIBUTE } from "../start-up/early-toggle";

/**
 * A disclosure button that the head's script (src/start-up/early-toggle.ts) answers for before
 * React: returns the attribute that marks it for the script, to spread on the button, and,
 * once hydrated, takes over what the visitor's taps left. The script flipped aria-expanded,
 * which React does not correct while hydrating, so an open panel is opened in React's state
 * too. Then the button is marked React's, and the script lets React answer every tap.
 * In a layout effect: it runs in the hydration's commit, before the browser handles a tap.
 * One call does both, so no button is marked for the script without React taking it over.
 *
 * `setsHidden`: the panel shows by its `hidden` attribute (the script sets it too), not by
 * the button's aria-expanded in CSS.
 */
export function useEarlyToggle(
  button: { readonly current: HTMLElement | null },
  setOpen: (open: boolean) => void,
  { setsHidden = false }: { setsHidden?: boolean } = {},
) {
  useBrowserLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (element.getAttribute("aria-expanded") === "true") setOpen(true);
    element.setAttribute(REACT_OWNED_ATTRIBUTE, "");
  }, [button, setOpen]);
  return { [EARLY_TOGGLE_ATTRIBUTE]: setsHidden ? EARLY_TOGGLE_SETS_HIDDEN : "" };
}
