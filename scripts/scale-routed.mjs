#!/usr/bin/env node
/**
 * The keystroke figures of npm run bench:scale without a build of N products, for a machine
 * too busy to build 1,000 (docs/catalogue-scale.md): a built site of today's 28 products,
 * served as it is, gets its /parts/ page data (and, in the new design, its index file)
 * replaced in flight by N products made from the real ones (scripts/scale-products.cjs:
 * names, slugs and descriptions; each keeps its source's card fields and image data).
 * The server HTML stays that of 28 products, so React renders the first view again at
 * hydration; the keystrokes come after that. Prints the page data's (and index's) gzip size.
 *
 *   node scripts/scale-routed.mjs <first-view|all-in-page> <site URL> <its public/ dir> [N=1000] [rounds=2]
 *
 * `first-view`: the new design (page data with the first view, index file); `all-in-page`:
 * the design before it (every product in the page data).
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { measureSearch } from "./scale-search.mjs";
const require = createRequire(import.meta.url);
const { scaleProducts } = require("./scale-products.cjs");
const { english, arabic } = require("./read-collection.cjs").readCollection("products");
const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;
const [variant, base, publicDir] = process.argv.slice(2);
const N = Number(process.argv[5] ?? 1000);
const pageData = JSON.parse(fs.readFileSync(`${publicDir}/page-data/parts/page-data.json`, "utf8"));
let cards;
if (variant === "first-view") {
  const indexFile = fs.readdirSync(`${publicDir}/static`).find((f) => f.startsWith("catalogue-en-"));
  cards = JSON.parse(fs.readFileSync(`${publicDir}/static/${indexFile}`, "utf8")).products;
} else cards = pageData.result.data.allProduct.nodes;
const bySlug = new Map(cards.map((c) => [c.slug, c]));
const scaled = scaleProducts(english, arabic, N).english.map((p) => {
  const source =
    bySlug.get(p.slug) ?? bySlug.get(english.find((e) => p.slug.startsWith(`${e.slug}-`) && bySlug.has(e.slug)).slug);
  return { ...source, slug: p.slug, name: p.name, englishName: p.name, description: p.description };
});
let indexText = null;
if (variant === "first-view") {
  const counts = { commercial: 0, domestic: 0, industrial: 0 };
  const first = [];
  for (const p of scaled) {
    counts[p.category] += 1;
    if (counts[p.category] <= 12) first.push(p);
  }
  pageData.result.data.allProduct.nodes = first;
  pageData.result.pageContext.categoryCounts = counts;
  pageData.result.pageContext.firstView = first.map((p) => p.slug);
  indexText = JSON.stringify({ products: scaled });
} else {
  pageData.result.data.allProduct.nodes = scaled;
}
const pageDataText = JSON.stringify(pageData);
console.log(
  variant,
  N,
  "page-data gzip KB",
  (gz(pageDataText) / 1024).toFixed(1),
  indexText ? `index gzip KB ${(gz(indexText) / 1024).toFixed(1)}` : "",
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: require("./chromium-flags.json"),
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.route("**/page-data/parts/page-data.json", (route) =>
  route.fulfill({ body: pageDataText, contentType: "application/json" }),
);
if (indexText)
  await context.route("**/static/catalogue-en-*.json", (route) =>
    route.fulfill({ body: indexText, contentType: "application/json" }),
  );
for (let round = 0; round < Number(process.argv[6] ?? 2); round += 1) {
  const result = await measureSearch(context, `${base}/parts/`, "filter ro");
  console.log(variant, N, "round", round, JSON.stringify(result));
}
await browser.close();
