/**
 * Response headers for the production host, from one set of definitions, written by
 * this plugin's onPostBuild (gatsby-node.ts beside this file) from the final HTML of the build:
 *
 *   public/_headers                      Netlify / Cloudflare Pages format
 *   deploy/nginx/generated/headers.conf  nginx: security headers (add_header ... always)
 *   deploy/nginx/generated/page-maps.conf  nginx: maps from $uri to that page's Content-Security-Policy
 *                                          and to its Link header (page-preloads.ts)
 *   deploy/nginx/generated/preload.conf    nginx: adds that Link header to the pages' responses
 *
 * The policy lists no unsafe source: default-src 'none', then each kind of resource the
 * site loads. The one exception is 'wasm-unsafe-eval' in script-src, which lets the page
 * compile WebAssembly and nothing else (no eval, no inline script): the site search runs
 * Pagefind's WebAssembly module from /pagefind/ (plugins/site-search). Gatsby and our post-build rewrites put inline scripts and style blocks in
 * every page, so script-src and style-src list the SHA-256 hash of each page's own
 * instead of 'unsafe-inline'. The site's own components write no style attribute (they set
 * styles through the CSSOM after load, which CSP allows); Gatsby's server render writes two,
 * on its route announcer and its router's focus wrapper, which style-src allows by their
 * hashes with 'unsafe-hashes' (gatsbyjs/gatsby#24707: Gatsby's answer for a strict CSP), and
 * a browser test checks that no page reports a
 * violation. Build-time only (node:crypto).
 */
import crypto from "node:crypto";
import { EMAILJS_ORIGIN, OSM_ORIGIN, YOUTUBE_ORIGIN } from "../../src/lib/constants";
import { pageLink, type PagePreloads } from "./page-preloads";
import { nginxString, uriMapEntries } from "./nginx-map";

/** The source that lets a page compile WebAssembly (the site search's Pagefind), and run nothing else. */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/** The git host the editor signs in to in production (plugins/admin-editor). */
const GITHUB_API_ORIGIN = "https://api.github.com";
const GITHUB_CONTENT_ORIGINS = "https://avatars.githubusercontent.com https://raw.githubusercontent.com";
const NETLIFY_IDENTITY_ORIGIN = "https://*.netlify.app";

/** A page of the build: its request path, its file under public/ and its final HTML. */
export interface BuiltPage {
  /** "/about/" for /about/index.html, "/404.html" for a file served by its own name. */
  route: string;
  /** "/about/index.html": the path nginx's $uri holds once it has appended the index. */
  file: string;
  html: string;
  /** What its Link header asks for beyond its start-up scripts (page-preloads.ts). */
  preloads?: PagePreloads;
}

/** SHA-256 hashes (CSP source form, without quotes) of a page's inline scripts, style blocks and style attributes. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: readonly string[];
}

/** The Content-Security-Policy, given the page's inline hashes (none: a response that is not a page). */
export function contentSecurityPolicy({
  scripts = [],
  styles = [],
  styleAttributes = [],
}: Partial<InlineHashes> = {}): string {
  const withHashes = (directive: string, hashes: readonly string[]) =>
    [directive, ...hashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'none'",
    withHashes(`script-src 'self' ${WASM_SOURCE}`, scripts),
    withHashes(styleAttributes.length > 0 ? "style-src 'self' 'unsafe-hashes'" : "style-src 'self'", [
      ...styles,
      ...styleAttributes,
    ]),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${EMAILJS_ORIGIN}`,
    `frame-src ${YOUTUBE_ORIGIN} ${OSM_ORIGIN}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The content editor's policy (/admin/, plugins/admin-editor), never a page's: Decap CMS
 * compiles its form validation with new Function ('unsafe-eval') and styles its React
 * tree with inline <style> elements; it talks to decap-server on this computer
 * (localhost) or to the git host (GitHub's API and its pictures), and shows pictures
 * being uploaded (blob:).
 */
export function editorContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_CONTENT_ORIGINS}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: http://localhost:* http://127.0.0.1:* ${GITHUB_API_ORIGIN} ${NETLIFY_IDENTITY_ORIGIN}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The editor's routes: its page and everything beside it. */
export const EDITOR_ROUTE = "/admin/";

/** Headers every response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No other site may load our files into its pages. No Cross-Origin-Opener-Policy: with
  // it, Chrome opens each arrival from another site (a search result) in a new browsing
  // context group, a cold renderer, and the side-by-side bench measured /parts/'s TBT at
  // 930 ms with it against 476 ms without, 9 runs each. A public brochure site with no
  // sign-in has little for it to guard.
  "Cross-Origin-Resource-Policy": "same-origin",
  // Only features the browsers know: Chromium has no "bluetooth" feature and logged a
  // warning for it on every page.
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
};

/** Gatsby's caching rules (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** The script types a browser runs (no type, JavaScript, a module); anything else is a data block. */
const RUNNABLE_TYPE = /^\s*$|^(text|application)\/(javascript|ecmascript)$|^module$/i;

const sha256 = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * SHA-256 hashes (CSP source form, without quotes) of the inline scripts of an HTML
 * document that a browser would run, sorted. Data blocks such as the JSON-LD are not
 * run, so script-src does not apply to them and they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !RUNNABLE_TYPE.test(type[1] ?? type[2] ?? type[3])) continue;
    hashes.add(sha256(body));
  }
  return [...hashes].sort();
}

/** SHA-256 hashes of the <style> blocks of an HTML document (Gatsby inlines each page's stylesheets so), sorted. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body)))].sort();
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

/**
 * SHA-256 hashes of the values of the style attributes of an HTML document (as the browser
 * reads them: entities decoded), sorted. CSP allows an attribute by its hash only beside
 * 'unsafe-hashes'.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = [...html.matchAll(/<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi)].map(([, double, single]) =>
    (double ?? single).replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]),
  );
  return [...new Set(values.map(sha256))].sort();
}

/** Every kind of a page's inline hashes. */
export const inlineHashes = (html: string): InlineHashes => ({
  scripts: inlineScriptHashes(html),
  styles: inlineStyleHashes(html),
  styleAttributes: styleAttributeHashes(html),
});

/** The request path of a file under public/: "/about/index.html" is served as "/about/". */
export function routeOfFile(file: string): string {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

const GENERATED_BY = "Generated by the build (plugins/security-headers)";

/** public/_headers: every rule whose pattern matches a request adds its headers. */
export function netlifyHeaders(pages: readonly BuiltPage[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const rules = [
    block("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy() }),
    block("/static/*", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/*.js", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/*.css", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/page-data/*", { "Cache-Control": CACHE_REVALIDATE }),
    block(EDITOR_ROUTE, {
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Security-Policy": editorContentSecurityPolicy(),
    }),
    ...[...pages]
      .sort((a, b) => a.route.localeCompare(b.route))
      .map((page) => {
        const { route, html } = page;
        const link = pageLink(page);
        return block(route, {
          "Cache-Control": CACHE_REVALIDATE,
          "Content-Security-Policy": contentSecurityPolicy(inlineHashes(html)),
          ...(link ? { Link: link } : {}),
        });
      }),
  ];
  return `# ${GENERATED_BY}\n${rules.join("\n\n")}\n`;
}

/**
 * nginx: a map from $uri (the file served, index.html already appended, or the route) to
 * the page's CSP. nginx's map compares strings without regard to case, so
 * /technologies/Desalination/ and /technologies/desalination/ share one entry that
 * allows the scripts and styles of both.
 */
export function nginxCspMap(pages: readonly BuiltPage[]): string {
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  const entries = uriMapEntries(
    pages,
    ({ html }) => inlineHashes(html),
    (a, b): InlineHashes => ({
      scripts: union(a.scripts, b.scripts),
      styles: union(a.styles, b.styles),
      styleAttributes: union(a.styleAttributes, b.styleAttributes),
    }),
  ).map(
    ([key, { scripts, styles, styleAttributes }]) =>
      `  ${nginxString(key)} ${nginxString(contentSecurityPolicy({ scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes: [...styleAttributes].sort() }))};`,
  );
  return [
    `# ${GENERATED_BY}: include in the http {} block.`,
    "map_hash_bucket_size 256;",
    "map $uri $pure_oasis_csp {",
    `  default ${nginxString(contentSecurityPolicy())};`,
    ...[EDITOR_ROUTE, `${EDITOR_ROUTE}index.html`].map(
      (key) => `  ${nginxString(key)} ${nginxString(editorContentSecurityPolicy())};`,
    ),
    ...entries,
    "}",
    "",
  ].join("\n");
}

/** nginx: the Link header of the pages, from page-maps.conf's map (an empty value adds none). */
export function nginxPreloadHeader(): string {
  return [
    `# ${GENERATED_BY}: include in the locations that serve pages.`,
    "add_header Link $pure_oasis_preload always;",
    "",
  ].join("\n");
}

/** nginx: the add_header lines for every location (add_header does not inherit). */
export function nginxHeaders(): string {
  return [
    `# ${GENERATED_BY}: include in every location (add_header does not inherit).`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    "add_header Content-Security-Policy $pure_oasis_csp always;",
    "",
  ].join("\n");
}
