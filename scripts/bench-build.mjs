#!/usr/bin/env node
/**
 * npm run bench:build: a cold build, then an incremental one after a one-line content
 * edit, timed in the same run, and a check that the incremental build is right.
 *
 *   1. `gatsby clean`, then one line of the first product's file (data/products/) is changed (the first
 *      product's name gets a marker), then a cold `gatsby build`;
 *   2. the line is put back, then `gatsby build` again, on the cache of step 1.
 *
 * The second build must show the edit (the /parts/ page and its data name the product
 * as the file does, and no page shows the marker: not the product's own, nor the pages
 * that list it as related) and must not have written any image again
 * (no file under public/static/ newer than the start of that build). It fails, with
 * exit code 1, when either is wrong. The two times are printed, not judged: timing is
 * noisy on a shared machine (docs/performance.md).
 *
 * `--e2e` builds with GATSBY_ACTIVE_ENV=e2e (the browser tests' EmailJS keys), so
 * `npm test` uses this as its build: the public/ it leaves is that of the committed content.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "./bench/options.mjs";
import { createRequire } from "node:module";
const { readCollection } = createRequire(import.meta.url)("./read-collection.cjs");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const MARKER = " (incremental build check)";
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  ...(commandLine().flag("e2e") ? { GATSBY_ACTIVE_ENV: "e2e" } : {}),
};

function gatsby(...args) {
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", ...args], { cwd: ROOT, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`gatsby ${args.join(" ")} failed (exit ${result.status})`);
  return (Date.now() - started) / 1000;
}

/** The images below a folder written since `since` (ms). */
function imagesNewerThan(directory, since) {
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    const image = entry.isFile() && /\.(webp|avif|jpe?g|png|gif)$/.test(entry.name);
    return image && fs.statSync(full).mtimeMs >= since ? [path.relative(ROOT, full)] : [];
  });
}

// The first product of the catalogue, in its own file (data/products/<slug>.json).
const { records } = readCollection("products", "slug", ROOT);
const PRODUCTS = records[0].file;
const original = fs.readFileSync(PRODUCTS, "utf8");
const { name, slug } = records[0].data;
// The same file with one line changed: the first "name" gets the marker.
const edited = original.replace(`"name": ${JSON.stringify(name)}`, `"name": ${JSON.stringify(name + MARKER)}`);
if (edited === original) throw new Error(`${path.relative(ROOT, PRODUCTS)}: could not find the name line of "${slug}"`);

// A run stopped half-way (Ctrl-C, a killed CI job) must not leave the edit in the file.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    fs.writeFileSync(PRODUCTS, original);
    process.exit(1);
  });
}

let cold;
try {
  gatsby("clean");
  fs.writeFileSync(PRODUCTS, edited);
  cold = gatsby("build");
} finally {
  fs.writeFileSync(PRODUCTS, original);
}
// Whole seconds of file times: start the clock on a fresh second.
const warmStart = Math.floor(Date.now() / 1000) * 1000;
const warm = gatsby("build");

const problems = [];
const partsHtml = fs.readFileSync(path.join(ROOT, "public", "parts", "index.html"), "utf8");
const partsData = fs.readFileSync(path.join(ROOT, "public", "page-data", "parts", "page-data.json"), "utf8");
for (const [label, text] of [
  ["public/parts/index.html", partsHtml],
  ["public/page-data/parts/page-data.json", partsData],
]) {
  if (text.includes(MARKER)) problems.push(`${label} still shows the edit the incremental build undid`);
  if (!text.includes(name.replace(/&/g, "&amp;")) && !text.includes(name)) problems.push(`${label} lacks "${name}"`);
}
// Every page that showed the product's name (its own, /parts/, the products that list it as
// related, in each language) must have been built again without the marker.
const stale = fs
  .readdirSync(path.join(ROOT, "public"), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
  .filter((file) => fs.readFileSync(file, "utf8").includes(MARKER))
  .map((file) => path.relative(ROOT, file));
if (stale.length > 0) {
  problems.push(
    `${stale.length} page(s) still show the edit the incremental build undid, e.g. ${stale.slice(0, 3).join(", ")}`,
  );
}
const rewritten = imagesNewerThan(path.join(ROOT, "public", "static"), warmStart);
if (rewritten.length > 0) {
  problems.push(
    `the incremental build wrote ${rewritten.length} image file(s) again, e.g. ${rewritten.slice(0, 3).join(", ")}`,
  );
}

console.log(
  `\nbench:build: cold ${cold.toFixed(1)} s, incremental after a one-line edit of a product's file ` +
    `${warm.toFixed(1)} s (${((warm / cold) * 100).toFixed(0)}% of cold)`,
);
if (problems.length > 0) {
  console.error(`bench:build: the incremental build is wrong:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("bench:build: the incremental build shows the edit and wrote no image again");
