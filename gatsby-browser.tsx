import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement } from "./src/wrap-page";

/** Marks the document once React has hydrated (browser tests wait for it before interacting). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
