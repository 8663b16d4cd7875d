/**
 * stale-asset-check: an incremental build never deploys pages that load another build's files.
 *
 * `npm run build` keeps Gatsby's cache (.cache/ and public/), so a content edit renders
 * only the pages whose data changed and encodes no image again. But Gatsby does not render
 * a page again when only CSS changed, so such a page would deploy with scripts or
 * stylesheets that are gone (build-assets.ts): the build then fails, asking for
 * `npm run clean` first.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlPages, publicDirOf, sitePath } from "../site-files";
import { builtAssets, staleAssets, type WebpackStats } from "./build-assets";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const publicDir = publicDirOf(store);
  const pages = htmlPages(publicDir);
  if (pages.length === 0) {
    reporter.panicOnBuild("stale-asset-check: public/ has no HTML page");
    return;
  }
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const built = builtAssets(stats);
  const stale = pages.flatMap((full) => {
    const files = staleAssets(fs.readFileSync(full, "utf8"), built);
    return files.length > 0 ? [`${sitePath(publicDir, full)}: ${files.join(", ")}`] : [];
  });
  if (stale.length > 0) {
    reporter.panicOnBuild(
      `stale-asset-check: ${stale.length} page(s) load files of an earlier build (${stale.slice(0, 3).join("; ")}). ` +
        "Gatsby does not render pages again when only styles changed: run npm run clean, then build again.",
    );
  }
};
