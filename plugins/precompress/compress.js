/**
 * The compression itself, in plain CommonJS so a worker thread can load it as it is:
 * Gatsby bundles a local plugin's gatsby-node.ts into its cache, so there is no compiled
 * TypeScript module a worker could load (compress-worker.js). precompress.ts holds the
 * rest of the plugin's rules and re-exports `precompress` from here with its types
 * (compress.d.ts).
 *
 * - brotli, text mode, for every current browser: at quality 11 the home page's HTML is
 *   about 17% smaller than with gzip. The quality is the caller's (precompress.ts
 *   brotliQualityOf): 11, lower for the product pages, which grow with the catalogue;
 * - gzip at zlib's level 9, for clients without brotli (every current browser sends
 *   br over HTTPS). Zopfli wrote 2 to 5 % smaller gzip copies, but took over four minutes
 *   of CPU a cold build (two on this machine's two cores) against under a second, for
 *   bytes a visitor's browser does not ask for.
 * Build-time only (node:zlib).
 */
"use strict";
const zlib = require("node:zlib");

/** Below this size a file goes as it is, as nginx's gzip_min_length says. */
const PRECOMPRESS_MIN_BYTES = 256;

/**
 * The compressed copies of a file's content worth keeping: none for a small file, and
 * only those smaller than the content itself.
 * @param {Uint8Array} content
 * @param {number} [brotliQuality] 0 to 11 (the highest, the default)
 * @returns {Promise<{ br?: Buffer; gz?: Buffer }>}
 */
async function precompress(content, brotliQuality = zlib.constants.BROTLI_MAX_QUALITY) {
  if (content.length < PRECOMPRESS_MIN_BYTES) return {};
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

module.exports = { precompress, PRECOMPRESS_MIN_BYTES };
