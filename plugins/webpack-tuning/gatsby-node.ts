/**
 * webpack-tuning: five changes to Gatsby's webpack configuration (see webpack-config.ts):
 * short CSS module class names in production, each page's CSS in its own chunk, CSS
 * evaluated without child compilations (a stable compilation hash), two of react-slick's
 * dependencies left out (the browser's own ResizeObserver instead of its polyfill, and
 * json2mq, which only its unused `responsive` setting calls), and the browser modules of
 * plugins that do nothing in this build (Gatsby's partytown, the manifest's) left out.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteDirOf } from "../../build/site-files";
import {
  allowAnyCssOrder,
  cssPerPage,
  extractCssWithImportModule,
  IDLE_BROWSER_MODULES,
  shortenModuleClassNames,
} from "./webpack-config";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  store,
  plugins,
  reporter,
}) => {
  const config = getConfig();
  if (stage === "build-javascript" || stage === "build-html") shortenModuleClassNames(config.module?.rules ?? []);
  allowAnyCssOrder(config);
  if (stage === "build-javascript") {
    cssPerPage(config);
    extractCssWithImportModule(config);
    const siteDir = siteDirOf(store);
    const resolve = createRequire(path.join(siteDir, "package.json")).resolve;
    const { flattenedPlugins } = store.getState() as {
      flattenedPlugins: Array<{ name: string; pluginOptions: object }>;
    };
    const noBrowserApis = path.join(siteDir, "plugins/webpack-tuning/no-browser-apis.ts");
    for (const { plugin, file, request, idle } of IDLE_BROWSER_MODULES) {
      const options = flattenedPlugins.find((candidate) => candidate.name === plugin)?.pluginOptions ?? {};
      const source = fs.readFileSync(resolve(file), "utf8");
      if (!idle(source, options)) {
        reporter.warn(`webpack-tuning: ${file} has work in this build now, so it stays in the bundle`);
        continue;
      }
      config.plugins.push(plugins.normalModuleReplacement(request, noBrowserApis));
    }
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
