import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import { REACT_OWNED_ATTRIBUTE } from "../start-up/early-toggle";

/**
 * Hydrated, a disclosure button that the head's script answered for before React
 * (src/start-up/early-toggle.ts) takes over what the visitor's taps left: the script flipped
 * aria-expanded, which React does not correct while hydrating, so an open panel is opened in
 * React's state too. Then the button is marked, and the script lets React answer every tap.
 * In a layout effect: it runs in the hydration's commit, before the browser handles a tap.
 */
export function useEarlyToggle(button: { readonly current: HTMLElement | null }, setOpen: (open: boolean) => void) {
  useBrowserLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (element.getAttribute("aria-expanded") === "true") setOpen(true);
    element.setAttribute(REACT_OWNED_ATTRIBUTE, "");
  }, [button, setOpen]);
}
