import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer (gatsby-browser replaceHydrateFunction): React hydrates the page as a
 * transition, in slices of a few milliseconds that give the main thread back between
 * them, where React 18 hydrates a root at its default, blocking priority: the whole
 * frame and first screen in one task, which on a phone is a long task in the middle of
 * the page's load. A press or key before it is done still works: React then finishes the
 * hydration at once for that event.
 *
 * A page with no server HTML in Gatsby's focus wrapper (`gatsby develop`) renders
 * instead of hydrating, as Gatsby's own renderer decides.
 */
export function hydrateInSlices(element: ReactNode, container: Element | Document | DocumentFragment | null) {
  if (!(container instanceof Element)) throw new Error("Gatsby's root element ___gatsby is missing");
  const serverRendered = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
