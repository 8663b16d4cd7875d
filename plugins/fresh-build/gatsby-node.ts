/**
 * fresh-build: incremental builds that stay correct.
 *
 * `npm run build` keeps Gatsby's cache (.cache/ and public/), so a content edit renders
 * only the pages whose data changed and encodes no image again. Gatsby decides what to
 * render and stitch from what it wrote itself, but the steps after it (the plugins listed
 * after this one) rewrite every page in place. So this plugin keeps each page as Gatsby
 * wrote it in its cache folder (onPostBuild, before any rewrite) and puts those copies
 * back before the next build (onPreBuild): Gatsby then re-renders and re-stitches its own
 * output, and the later steps run again on every page, the same way as in a clean build.
 *
 * It also fails a build whose pages load another build's scripts or stylesheets
 * (build-assets.ts): Gatsby does not render a page again when only CSS changed, so such a
 * page would deploy with styles that are gone. That needs `npm run clean` first.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlPages, publicDirOf, sitePath } from "../../build/site-files";
import { builtAssets, staleAssets, type WebpackStats } from "./build-assets";
import { restorePages, snapshotPages } from "./pristine";

/** Where the pages as Gatsby wrote them are kept: this plugin's own folder in Gatsby's cache. */
const pristineDir = (cache: { directory: string }) => path.join(cache.directory, "pages");

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, cache, reporter }) => {
  const restored = restorePages(pristineDir(cache), publicDirOf(store));
  if (restored > 0) reporter.info(`fresh-build: ${restored} page(s) restored as Gatsby wrote them`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, cache, reporter }) => {
  const publicDir = publicDirOf(store);
  const pages = htmlPages(publicDir);
  if (pages.length === 0) {
    reporter.panicOnBuild("fresh-build: public/ has no HTML page");
    return;
  }
  // First, so the copies always match what Gatsby knows it wrote, even when the check fails.
  snapshotPages(publicDir, pristineDir(cache), pages);
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const built = builtAssets(stats);
  const stale = pages.flatMap((full) => {
    const files = staleAssets(fs.readFileSync(full, "utf8"), built);
    return files.length > 0 ? [`${sitePath(publicDir, full)}: ${files.join(", ")}`] : [];
  });
  if (stale.length > 0) {
    reporter.panicOnBuild(
      `fresh-build: ${stale.length} page(s) load files of an earlier build (${stale.slice(0, 3).join("; ")}). ` +
        "Gatsby does not render pages again when only styles changed: run npm run clean, then build again.",
    );
  }
};
