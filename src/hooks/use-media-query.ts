import { useEffect, useState } from "react";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import { visibleCount, type CarouselPreset } from "../lib/carousel";

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
 * How many slides a carousel shows at the viewport's width: the widest count during
 * server rendering and the first client render, then the count for the real width, read
 * in a layout effect, so the render with it follows hydration in the same task and no
 * click can land in between on a layout the page does not have. The state is the count,
 * not the width: where the page already shows the server's count (the hero at every
 * width) hydration renders nothing again, and neither does a resize that keeps it.
 */
export function useVisibleCount(visible: CarouselPreset["visible"]): number {
  const [count, setCount] = useState(visible.base);
  useBrowserLayoutEffect(() => {
    const update = () => setCount(visibleCount(window.innerWidth, visible));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [visible]);
  return count;
}
