#!/usr/bin/env node
/**
 * Compares what visitors read on two builds of the site: the text of every HTML page
 * (scripts, styles and tags left out; attributes a visitor reads, alt, title and
 * aria-label, kept), page by page. Used to show that a change of the content files'
 * shape (scripts/split-collections.mjs) leaves every page's text as it was:
 *
 *   node scripts/compare-site-text.mjs <public-before> <public-after>
 *
 * Prints each page whose text differs, with the first difference; exits 1 if any does.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

const READ_ATTRIBUTES = ["alt", "title", "aria-label", "content", "placeholder"];

function pages(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["static", "page-data", "_gatsby", "admin"].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith(".html")) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

export function pageText(html) {
  const words = [];
  let hidden = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" || name === "style") hidden += 1;
      for (const attribute of READ_ATTRIBUTES) if (attributes[attribute]) words.push(attributes[attribute]);
    },
    ontext(text) {
      if (hidden === 0) words.push(text);
    },
    onclosetag(name) {
      if (name === "script" || name === "style") hidden -= 1;
    },
  });
  parser.write(html);
  parser.end();
  return words.join(" ").replace(/\s+/g, " ").trim();
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-site-text.mjs <public-before> <public-after>");
  process.exit(2);
}
const beforePages = pages(before);
const afterPages = new Set(pages(after));
let differ = 0;
for (const page of beforePages) {
  if (!afterPages.has(page)) {
    console.log(`${page}: missing in ${after}`);
    differ += 1;
    continue;
  }
  afterPages.delete(page);
  const a = pageText(fs.readFileSync(path.join(before, page), "utf8"));
  const b = pageText(fs.readFileSync(path.join(after, page), "utf8"));
  if (a === b) continue;
  differ += 1;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  console.log(
    `${page}: differs at ${at}:\n  before: ${a.slice(Math.max(0, at - 60), at + 80)}\n  after:  ${b.slice(Math.max(0, at - 60), at + 80)}`,
  );
}
for (const page of afterPages) {
  console.log(`${page}: only in ${after}`);
  differ += 1;
}
console.log(`${beforePages.length} pages compared; ${differ} differ`);
process.exit(differ > 0 ? 1 : 0);
