/**
 * The compression itself, in plain CommonJS so a worker thread can load it as it is:
 * Gatsby bundles a local plugin's gatsby-node.ts into its cache, so there is no compiled
 * TypeScript module a worker could load (compress-worker.js). precompress.ts holds the
 * rest of the plugin's rules and re-exports `precompress` from here with its types
 * (compress.d.ts).
 *
 * - brotli at quality 11, text mode, for every current browser: the home page's HTML is
 *   about 17% smaller than with gzip;
 * - gzip written by Zopfli, for clients without brotli: a gzip stream any client reads,
 *   2 to 3% smaller than zlib's level 9 (the home page: 0.4 KB).
 * Build-time only (node:zlib and @gfx/zopfli, WebAssembly with no native binary).
 */
"use strict";
const zlib = require("node:zlib");
const { gzipAsync } = require("@gfx/zopfli");

/** Below this size a file goes as it is, as nginx's gzip_min_length says. */
const PRECOMPRESS_MIN_BYTES = 256;

/** Zopfli's passes over each file: its authors' suggestion for small files. */
const ZOPFLI_ITERATIONS = 5;

/**
 * The compressed copies of a file's content worth keeping: none for a small file, and
 * only those smaller than the content itself.
 * @param {Uint8Array} content
 * @returns {Promise<{ br?: Buffer; gz?: Buffer }>}
 */
async function precompress(content) {
  if (content.length < PRECOMPRESS_MIN_BYTES) return {};
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = Buffer.from(await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

module.exports = { precompress, PRECOMPRESS_MIN_BYTES };
