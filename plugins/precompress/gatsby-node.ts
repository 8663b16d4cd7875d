/**
 * precompress: every text file of the build gets its brotli and gzip copies (precompress.ts),
 * last, once no step changes a file any more. Brotli at its highest quality takes long, so
 * the copies are kept in this plugin's folder of Gatsby's cache by the content's digest: an
 * incremental build compresses only the files whose content changed, in worker threads,
 * one per core (compress-pool.ts).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { publicDirOf } from "../site-files";
import { writePrecompressed } from "./write-precompressed";

/**
 * The worker threads' script, in this plugin's own folder: Gatsby runs this file from a
 * bundle in its cache, so the folder comes from the plugin list, not from __dirname.
 */
function workerFile(plugins: { name: string; resolve: string }[]): string {
  const self = plugins.find((plugin) => plugin.name === "precompress");
  if (!self) throw new Error("precompress: the plugin is not in Gatsby's plugin list");
  return path.join(self.resolve, "compress-worker.js");
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, cache, reporter }) => {
  // Its time in the build's log ("success precompress - 1.9s").
  const activity = reporter.activityTimer("precompress");
  activity.start();
  const { files, compressed } = await writePrecompressed(
    publicDirOf(store),
    cache.directory,
    workerFile(store.getState().flattenedPlugins),
  );
  activity.setStatus(`${files} files with .br and .gz beside them, ${compressed} compressed by this build`);
  activity.end();
};
