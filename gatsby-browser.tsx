import type { GatsbyBrowser } from "gatsby";
import { ownScrollRestoration, scrollOnRouteUpdate } from "./src/start-up/scroll";
import type { Renderer } from "react-dom";
import { paintPlaceholders } from "./src/start-up/image-placeholder";
import { hydrateInSlices } from "./src/start-up/hydrate-root";

export { wrapPageElement } from "./src/wrap-page";

/** Before React starts: the images of the server HTML get their placeholder colours (src/start-up/image-placeholder.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => paintPlaceholders(document);

/**
 * Once React has hydrated the first page: the site takes over where Back and Forward
 * between its pages scroll (src/start-up/scroll.ts), and the document is marked (browser tests
 * wait for it before interacting).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  ownScrollRestoration(window);
  document.documentElement.dataset.hydrated = "true";
};

/** Every route change starts at the top of the new page, at once (no smooth scrolling). */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) => {
  const { pathname, hash } = routerProps.location;
  const decision = scrollOnRouteUpdate(prevRouterProps?.location.pathname, pathname, hash);
  if (decision === "top") {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return false;
  }
  return decision !== "keep";
};

/**
 * React hydrates the page as a transition, in slices that give the main thread back between
 * them (src/start-up/hydrate-root.ts). Gatsby types a renderer with ReactDOM.render's legacy
 * overloads; ours returns the function that unmounts, which `gatsby develop` asks of it.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as unknown as Renderer;
