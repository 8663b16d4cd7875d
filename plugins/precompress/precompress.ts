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

/**
 * Brotli's quality for a file of the build, by its path from the public folder. Quality 11
 * spends 40 to 70 times the CPU of quality 5 for copies about 10 % smaller (the home page's
 * HTML: 16.0 KB against 17.8 KB, 144 ms against 2 ms here). The files the pages share
 * (scripts, styles, shared data, the sprite, the catalogue's index) are few, fetched by
 * most visitors and cached for good: 11. Each page's own HTML and page data grow with the
 * content, two files per product: at 1,000 products quality 11 on them took about three
 * of a cold build's seven minutes (docs/catalogue-scale.md); they get 5, about what a web
 * server compressing on the fly uses.
 */
export const BROTLI_QUALITY = { shared: 11, pageOwn: 5 } as const;

/** A page's own files: its HTML, and its page data (not the shared app data or static queries). */
const PAGE_OWN_FILE = /(\.html|^page-data\/(?!sq\/).+\/page-data\.json)$/;

export function brotliQualityOf(pathFromPublic: string): number {
  return PAGE_OWN_FILE.test(pathFromPublic.split("\\").join("/")) ? BROTLI_QUALITY.pageOwn : BROTLI_QUALITY.shared;
}
