/**
 * Where the window scrolls when Gatsby's router changes location (used by
 * gatsby-browser's shouldUpdateScroll). SPEC.md section 2: each route change scrolls
 * to the top. A change of query only (the parts catalogue's filters) keeps the place.
 */
export type ScrollDecision = "restore" | "keep" | "hash" | "top";

export function scrollOnRouteUpdate(
  previousPathname: string | undefined,
  pathname: string,
  hash: string,
): ScrollDecision {
  // First render: Gatsby restores the position of a reload.
  if (previousPathname === undefined) return "restore";
  if (previousPathname === pathname) return "keep";
  if (hash) return "hash";
  return "top";
}
