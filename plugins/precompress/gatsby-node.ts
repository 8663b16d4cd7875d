/**
 * precompress: every text file of the build gets its brotli and gzip copies (precompress.ts),
 * last, once no step changes a file any more. Compressing a file takes long (Zopfli), so
 * the copies are kept in this plugin's folder of Gatsby's cache by the content's digest: an
 * incremental build compresses only the files whose content changed.
 */
import type { GatsbyNode } from "gatsby";
import { publicDirOf } from "../../build/site-files";
import { writePrecompressed } from "./write-precompressed";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, cache, reporter }) => {
  const { files, compressed } = await writePrecompressed(publicDirOf(store), cache.directory);
  reporter.info(`precompress: ${files} files with .br and .gz beside them, ${compressed} compressed by this build`);
};
