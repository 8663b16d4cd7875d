import { useEffect, useState, type RefObject } from "react";

/**
 * Whether at least half of the element is in the viewport (or, for an element taller
 * than two screens, half the viewport shows it). False on the server and until the
 * browser has reported it.
 */
export function useInView(element: RefObject<Element>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const viewport = entry.rootBounds?.height ?? window.innerHeight;
        setInView(entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= viewport / 2);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
