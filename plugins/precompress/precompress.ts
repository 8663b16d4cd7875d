/**
 * Compressed copies of the build's text files, written once at build time at the
 * highest settings, so the web server sends them as they are (nginx brotli_static /
 * gzip_static) instead of compressing every answer again at a lower level:
 * - brotli at quality 11, for every current browser: the home page's HTML is about 17%
 *   smaller than with gzip;
 * - gzip written by Zopfli, for clients without brotli: a gzip stream any client reads,
 *   2 to 3% smaller than zlib's level 9 (the home page: 0.4 KB), at about 9 s per build
 *   for all files.
 * Build-time only (node:zlib and @gfx/zopfli, WebAssembly with no native binary).
 */
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/**
 * The build's text files by extension, with the type the server sends them as: the one
 * list of what is compressed. deploy/nginx/site.conf's gzip_types names exactly these
 * types (text/html is always compressed by nginx), scripts/serve-nginx.sh reads its
 * brotli_types from there, and a unit test keeps the two in step.
 */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  css: "text/css",
  js: "application/javascript",
  json: "application/json",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
  xml: "text/xml",
  txt: "text/plain",
};

/** The files that get compressed copies: the text types above, by file name. */
export const PRECOMPRESSED_FILE = new RegExp(`\\.(${Object.keys(COMPRESSED_TYPES).join("|")})$`);

/** Below this size a file goes as it is, as nginx's gzip_min_length says. */
export const PRECOMPRESS_MIN_BYTES = 256;

export interface Precompressed {
  /** Brotli, quality 11, text mode: file.br */
  br?: Buffer;
  /** gzip by Zopfli: file.gz */
  gz?: Buffer;
}

/** Zopfli's passes over each file: its authors' suggestion for small files, 9 s a build here. */
const ZOPFLI_ITERATIONS = 5;

/**
 * The compressed copies of a file's content worth keeping: none for a small file, and
 * only those smaller than the content itself.
 */
export async function precompress(content: Buffer): Promise<Precompressed> {
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
