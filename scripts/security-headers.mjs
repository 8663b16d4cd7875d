#!/usr/bin/env node
/**
 * Response headers for the production host, from ONE list of definitions below:
 *
 *   public/_headers                      Netlify / Cloudflare Pages format
 *   deploy/nginx/generated/headers.conf  nginx: security and per-page CSP (add_header ... always)
 *   deploy/nginx/generated/csp-map.conf  nginx: map from $uri to that page's Content-Security-Policy
 *
 * Gatsby inlines scripts in every page's HTML, so script-src lists the SHA-256 hash of
 * each page's inline scripts instead of 'unsafe-inline'. The hashes change with every
 * build: `npm run build` (and build:e2e) runs this script afterwards, so they are never
 * stale. style-src allows 'unsafe-inline': Gatsby and GatsbyImage write style
 * attributes, which hashes cannot cover.
 *
 * Usage: node scripts/security-headers.mjs [publicDir] [nginxOutDir]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Third parties the pages embed or call (src/lib/email.ts, youtube.ts, map-embed.ts). */
const EMAILJS = "https://api.emailjs.com";
const YOUTUBE = "https://www.youtube-nocookie.com";
const MAP = "https://www.openstreetmap.org";

/** The Content-Security-Policy, given the page's inline-script hashes. */
export function contentSecurityPolicy(scriptHashes = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${EMAILJS}`,
    `frame-src ${YOUTUBE} ${MAP}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries. */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
};

/** Gatsby's caching rules (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** SHA-256 hashes (CSP source form, without quotes) of the inline scripts in an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc=/i.test(attributes)) continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** Every HTML page of the build, as [request path, file path relative to publicDir]. */
export function htmlPages(publicDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["static", "page-data"].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith(".html")) {
        const file = `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
        pages.push([file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file, file]);
      }
    }
  };
  walk(publicDir);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

const nginxString = (value) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;

export function writeHeaders(publicDir, nginxDir) {
  const pages = htmlPages(publicDir).map(([route, file]) => {
    const hashes = inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8"));
    return { route, file, hashes, csp: contentSecurityPolicy(hashes) };
  });
  if (pages.length === 0) throw new Error(`${publicDir}: no HTML page; build first`);

  // Netlify / Cloudflare Pages: every matching rule's headers apply.
  const block = (pattern, headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const rules = [
    block("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy() }),
    block("/static/*", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/*.js", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/*.css", { "Cache-Control": CACHE_IMMUTABLE }),
    block("/page-data/*", { "Cache-Control": CACHE_REVALIDATE }),
    ...pages.map(({ route, csp }) =>
      block(route, { "Cache-Control": CACHE_REVALIDATE, "Content-Security-Policy": csp }),
    ),
  ];
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    `# Generated by scripts/security-headers.mjs\n${rules.join("\n")}`,
  );

  // nginx: $uri is the file served (index.html already appended) or the route.
  fs.mkdirSync(nginxDir, { recursive: true });
  // nginx's map compares strings without regard to case: /technologies/Desalination/
  // and /technologies/desalination/ share one entry, allowing the scripts of both.
  const byKey = new Map();
  for (const { route, file, hashes } of pages) {
    for (const key of new Set([route.toLowerCase(), file.toLowerCase()])) {
      byKey.set(key, new Set([...(byKey.get(key) ?? []), ...hashes]));
    }
  }
  const entries = [...byKey].map(
    ([key, hashes]) => `  ${nginxString(key)} ${nginxString(contentSecurityPolicy([...hashes].sort()))};`,
  );
  fs.writeFileSync(
    path.join(nginxDir, "csp-map.conf"),
    `# Generated by scripts/security-headers.mjs: include in the http {} block.\nmap_hash_bucket_size 256;\nmap $uri $pure_oasis_csp {\n  default ${nginxString(contentSecurityPolicy())};\n${entries.join("\n")}\n}\n`,
  );
  const headers = { ...SECURITY_HEADERS };
  fs.writeFileSync(
    path.join(nginxDir, "headers.conf"),
    `# Generated by scripts/security-headers.mjs: include in every location (add_header does not inherit).\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`)
      .join("\n")}\nadd_header Content-Security-Policy $pure_oasis_csp always;\n`,
  );
  return pages.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(ROOT, "public"));
  const nginxDir = path.resolve(process.argv[3] ?? path.join(ROOT, "deploy", "nginx", "generated"));
  const count = writeHeaders(publicDir, nginxDir);
  console.log(
    `security headers: ${count} pages -> ${path.relative(ROOT, path.join(publicDir, "_headers"))}, ${path.relative(ROOT, nginxDir)}/`,
  );
}
