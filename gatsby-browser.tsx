import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { ownScrollRestoration, scrollOnRouteUpdate } from "./src/lib/scroll";
import { initialHydrationDone } from "./src/lib/hydration-gate";
import { paintPlaceholders } from "./src/lib/image-placeholder";
import { hydrateInSlices } from "./src/hydrate-root";
import { nextTask } from "./src/lib/next-task";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Before React starts: the images of the server HTML get their placeholder colours, also
 * those in sections that hydrate later or never (src/lib/image-placeholder.ts).
 *
 * In a task of its own: Gatsby waits for this promise before it asks for the page's data.
 * The app script's evaluation (every module, React DOM's among them) ends the task it
 * runs in, and Gatsby's start-up runs in the next one, not in the same long task.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => nextTask().then(() => paintPlaceholders(document));

/**
 * Once React has hydrated the first page: sections rendered from now on have no server
 * HTML to keep, so their hydration gates start open; the site takes over where Back and
 * Forward between its pages scroll (src/lib/scroll.ts); and the document is marked
 * (browser tests wait for it before interacting).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  initialHydrationDone();
  ownScrollRestoration(window);
  document.documentElement.dataset.hydrated = "true";
};

/**
 * React hydrates the page in slices, not in one long task (src/hydrate-root.ts). Gatsby
 * types a renderer with ReactDOM.render's legacy overloads, which return what they
 * rendered; ours returns the function that unmounts, which `gatsby develop` asks of it.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as unknown as Renderer;

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
