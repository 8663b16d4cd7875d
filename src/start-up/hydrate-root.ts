import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * Gatsby's renderer (gatsby-browser replaceHydrateFunction): React hydrates the page as a
 * transition, in slices of a few milliseconds that give the main thread back between
 * them, where React 18 hydrates a root at its default, blocking priority: the whole
 * frame and first screen in one task, which on a phone is a long task in the middle of
 * the page's load. A press or key before it is done still works: React then finishes the
 * hydration at once for that event.
 *
 * As Gatsby's own renderers decide, an element with no server HTML in it (Gatsby's focus
 * wrapper for the page's root) is rendered instead: every page under `gatsby develop`,
 * and the loading indicators `gatsby develop` mounts with the same renderer. Returns the
 * function that unmounts it, which `gatsby develop` calls for those indicators.
 */
export function hydrateInSlices(element: ReactNode, container: Element | Document | DocumentFragment | null) {
  if (!(container instanceof Element)) throw new Error("Gatsby's root element ___gatsby is missing");
  const content = container.querySelector("#gatsby-focus-wrapper") ?? container;
  let root: Root | undefined;
  startTransition(() => {
    if (content.children.length > 0) {
      root = hydrateRoot(container, element);
    } else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
}
