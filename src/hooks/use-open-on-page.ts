import { useCallback, useState, type SetStateAction } from "react";

/**
 * Whether a menu or panel of the frame is open: closed at first, and closed again when the
 * visitor moves to another page. The page is kept with the state and compared while
 * rendering, not reset by an effect: such an effect also ran once after hydration, and a tap
 * that came between the hydration's commit and its effects (a visitor on a slow phone who taps
 * the menu as soon as it answers) was undone by it.
 */
export function useOpenOnPage(pathname: string) {
  const [state, setState] = useState({ pathname, open: false });
  if (state.pathname !== pathname) setState({ pathname, open: false });
  const setOpen = useCallback(
    (next: SetStateAction<boolean>) =>
      setState((current) => ({
        pathname: current.pathname,
        open: typeof next === "function" ? next(current.open) : next,
      })),
    [],
  );
  return [state.pathname === pathname && state.open, setOpen] as const;
}
