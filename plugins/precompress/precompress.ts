/**
 * Compressed copies of the build's text files, written once at build time at the
 * highest settings, so the web server sends them as they are (nginx brotli_static /
 * gzip_static) instead of compressing every answer again at a lower level. The
 * compression itself is compress.js (brotli 11 and gzip 9), run in worker threads by
 * compress-pool.ts. Build-time only.
 */
import { TRANSLATED_LANGUAGES } from "../../src/lib/languages";
import { PARTS_PATH } from "../../src/lib/routes";

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
 * HTML: 16.3 KB against 18.2 KB, its page data 9.3 against 11.2; 144 ms against 2 ms here).
 * A page's HTML comes before its first paint and its page data before it answers a tap, so
 * 11 is the rule. The exception is the files that grow with the catalogue: each product's page, two files per product and
 * language. At 1,000 products quality 11 on every page's files took about three of a cold
 * build's seven minutes (docs/catalogue-scale.md); the product pages get 5, about what a web
 * server compressing on the fly uses. So a cold build spends the same at 28 products or
 * 1,000 on the rest of the site (about 70 routes).
 */
export const BROTLI_QUALITY = { site: 11, productPage: 5 } as const;

/**
 * A product page's own files (routes.ts productPath, one folder under PARTS_PATH, in every
 * language): its HTML and its page data. Not /parts/ itself, nor the catalogue's index in static/.
 */
const PRODUCT_PAGE_FILE = new RegExp(
  `^(page-data/)?((${TRANSLATED_LANGUAGES.join("|")})/)?${PARTS_PATH.slice(1)}[^/]+/(index\\.html|page-data\\.json)$`,
);

export function brotliQualityOf(pathFromPublic: string): number {
  return PRODUCT_PAGE_FILE.test(pathFromPublic.split("\\").join("/"))
    ? BROTLI_QUALITY.productPage
    : BROTLI_QUALITY.site;
}
