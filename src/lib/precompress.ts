/**
 * Compressed copies of the build's text files, written once at build time at the
 * highest settings (brotli 11, gzip 9), so the web server sends them as they are
 * (nginx brotli_static / gzip_static) instead of compressing every answer again at a
 * lower level. Brotli at 11 makes the home page's HTML about 18% smaller than gzip
 * does, enough for the whole document to arrive in the first round trip (14.6 KB).
 * Build-time only (node:zlib).
 */
import zlib from "node:zlib";

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
  /** gzip, level 9: file.gz */
  gz?: Buffer;
}

/**
 * The compressed copies of a file's content worth keeping: none for a small file, and
 * only those smaller than the content itself.
 */
export function precompress(content: Buffer): Precompressed {
  if (content.length < PRECOMPRESS_MIN_BYTES) return {};
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}
