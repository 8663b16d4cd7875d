/**
 * webpack-tuning: four changes to Gatsby's webpack configuration (see webpack-config.ts):
 * short CSS module class names in production, each page's CSS in its own chunk, CSS
 * evaluated without child compilations (a stable compilation hash), and two of react-slick's
 * dependencies left out: the browser's own ResizeObserver instead of its polyfill, and
 * json2mq, which only its unused `responsive` setting calls.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteDirOf } from "../../build/site-files";
import { allowAnyCssOrder, cssPerPage, extractCssWithImportModule, shortenModuleClassNames } from "./webpack-config";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  const config = getConfig();
  if (stage === "build-javascript" || stage === "build-html") shortenModuleClassNames(config.module?.rules ?? []);
  allowAnyCssOrder(config);
  if (stage === "build-javascript") {
    cssPerPage(config);
    extractCssWithImportModule(config);
  }
  if (stage === "build-javascript" || stage === "develop") {
    config.resolve = config.resolve ?? {};
    config.resolve.alias = {
      ...config.resolve.alias,
      // react-slick's dependency: the browser's own ResizeObserver instead of a polyfill.
      "resize-observer-polyfill": path.join(siteDirOf(store), "src/lib/native-resize-observer.ts"),
      // Only react-slick's `responsive` setting calls it; the Carousel sets slidesToShow itself.
      json2mq: path.join(siteDirOf(store), "src/lib/no-json2mq.ts"),
    };
  }
  actions.replaceWebpackConfig(config);
};
