/**
 * lean-browser-bundle: code that does nothing in this site stays out of the browser's
 * bundle. The browser modules of plugins with no work in this build (Gatsby's partytown,
 * the manifest's; idle-modules.ts checks each against its installed source), and two of
 * react-slick's dependencies: the browser's own ResizeObserver instead of its polyfill,
 * and json2mq, which only its unused `responsive` setting calls.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteDirOf } from "../site-files";
import { IDLE_BROWSER_MODULES } from "./idle-modules";

const HERE = "plugins/lean-browser-bundle";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  store,
  plugins,
  reporter,
}) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const siteDir = siteDirOf(store);
  if (stage === "build-javascript") {
    const resolve = createRequire(path.join(siteDir, "package.json")).resolve;
    const { flattenedPlugins } = store.getState() as {
      flattenedPlugins: Array<{ name: string; pluginOptions: object }>;
    };
    const noBrowserApis = path.join(siteDir, HERE, "no-browser-apis.ts");
    for (const { plugin, file, request, idle } of IDLE_BROWSER_MODULES) {
      const options = flattenedPlugins.find((candidate) => candidate.name === plugin)?.pluginOptions ?? {};
      const source = fs.readFileSync(resolve(file), "utf8");
      if (!idle(source, options)) {
        reporter.warn(`lean-browser-bundle: ${file} has work in this build now, so it stays in the bundle`);
        continue;
      }
      config.plugins.push(plugins.normalModuleReplacement(request, noBrowserApis));
    }
  }
  config.resolve = config.resolve ?? {};
  config.resolve.alias = {
    ...config.resolve.alias,
    // react-slick's dependency: the browser's own ResizeObserver instead of a polyfill.
    "resize-observer-polyfill": path.join(siteDir, HERE, "native-resize-observer.ts"),
    // Only react-slick's `responsive` setting calls it; the Carousel sets slidesToShow itself.
    json2mq: path.join(siteDir, HERE, "no-json2mq.ts"),
  };
  actions.replaceWebpackConfig(config);
};
