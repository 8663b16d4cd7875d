/**
 * Compressed copies of the build's text files, written once at build time at the
 * highest settings, so the web server sends them as they are (nginx brotli_static /
 * gzip_static) instead of compressing every answer again at a lower level. The
 * compression itself is compress.js (brotli 11 and gzip 9), run in worker threads by
 * compress-pool.ts. Build-time only.
 */
export { precompress, PRECOMPRESS_MIN_BYTES, type Precompressed } from "./compress";

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
