import type { GatsbyBrowser } from "gatsby";
import { scrollOnRouteUpdate } from "./src/lib/scroll";

export { wrapPageElement } from "./src/wrap-page";

/** Marks the document once React has hydrated (browser tests wait for it before interacting). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
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
