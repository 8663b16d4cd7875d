/**
 * Where the window scrolls when Gatsby's router changes location (used by
 * gatsby-browser's shouldUpdateScroll). docs/specification.md section 2: each route change scrolls
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

/** What ownScrollRestoration needs of the window (a fake one in unit tests). */
export type ScrollRestorationWindow = Pick<Window, "addEventListener"> & {
  history: Pick<History, "scrollRestoration">;
  document: Pick<Document, "readyState">;
};

/**
 * The site, not the browser, places the page on Back and Forward between its own pages
 * (scrollOnRouteUpdate: at the top). Left on, the browser restored the entry's old place
 * itself, as a smooth scroll (global.css) that went on after the site's jump to the top:
 * under load, a Back from 1500 px ended 10 px or 1,092 px down instead of at the top.
 *
 * Turned off only once the document has loaded, so this load's own restoration (a
 * reload's) is not cut short; turned on again when the document is left (a reload,
 * another site), so the next load of the entry opens where the visitor was, at once and
 * before any script; off again when the page comes back from the back-forward cache.
 */
export function ownScrollRestoration(win: ScrollRestorationWindow) {
  const own = () => {
    win.history.scrollRestoration = "manual";
  };
  if (win.document.readyState === "complete") own();
  else win.addEventListener("load", own, { once: true });
  win.addEventListener("pagehide", () => {
    win.history.scrollRestoration = "auto";
  });
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) own();
  });
}
