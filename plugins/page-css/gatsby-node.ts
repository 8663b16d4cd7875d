/**
 * page-css: each page carries the CSS of its own components, with short class names, and
 * the build's hash stays the same when no stylesheet changed (css-config.ts says why for
 * each): short CSS module class names in production, each page's CSS in its own chunk,
 * CSS modules in any order, and stylesheets evaluated without child compilations.
 */
import type { GatsbyNode } from "gatsby";
import { allowAnyCssOrder, cssPerPage, extractCssWithImportModule, shortenModuleClassNames } from "./css-config";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig();
  if (stage === "build-javascript" || stage === "build-html") shortenModuleClassNames(config.module?.rules ?? []);
  allowAnyCssOrder(config);
  if (stage === "build-javascript") {
    cssPerPage(config);
    extractCssWithImportModule(config);
  }
  actions.replaceWebpackConfig(config);
};
