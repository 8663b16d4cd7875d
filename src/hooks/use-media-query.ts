import { useEffect, useState } from "react";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";

/** Whether a media query matches; false during server rendering and the first client render. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * The viewport width in CSS pixels; null until mounted (server rendering). Read in a layout
 * effect, so the render with the real width (a carousel's visible count) follows hydration
 * in the same task: no click can land in between on a layout the page does not have.
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}
