#!/usr/bin/env node
/**
 * npm run bench:scale: the parts catalogue with more products. For each size (total
 * products: the real ones, then generated ones, scripts/scale-products.cjs), in a scratch
 * copy of the site in /tmp (the checkout's data/ is never touched):
 *
 *   - cold build (`gatsby clean`, then `gatsby build`) and incremental build (after one
 *     product's description is edited), in seconds;
 *   - /parts/: HTML and page-data bytes, the JavaScript the page loads, and everything
 *     but images the first load fetches (gzip level 9 of each file, as served);
 *   - keystroke to result list at 4x CPU (Chromium's CDP Emulation.setCPUThrottlingRate):
 *     a MutationObserver in the page notes the last change of the dropdown's list and of
 *     the results after each key (from the key event's timeStamp); median and spread.
 *
 *   node scripts/bench-scale.mjs [--sizes 28,100,300,1000] [--source DIR] [--label NAME]
 *     [--port 9600] [--keys "filter ro"] [--no-precompress]
 *
 * `--source` measures another checkout of the site (the code before a change, e.g. from
 * `git worktree add`), with this checkout's node_modules. Writes reports/bench-scale-<label>.json.
 */
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { measureSearch } from "./scale-search.mjs";
const { readCollection, writeCollection } = createRequire(import.meta.url)("./read-collection.cjs");

const require = createRequire(import.meta.url);
const { scaleProducts } = require("./scale-products.cjs");
const CHROMIUM_FLAGS = require("./chromium-flags.json");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const SIZES = option("sizes", "28,100,300,1000").split(",").map(Number);
const SOURCE = path.resolve(option("source", ROOT));
const LABEL = option("label", "current");
const PORT = Number(option("port", process.env.E2E_PORT ?? 9600));
const KEYS = option("keys", "filter ro");
// --no-precompress: the scratch copy's build leaves out the precompress plugin (gzip and
// brotli of every file), which on a busy machine takes most of a build at 1,000 products.
const PRECOMPRESS = !args.includes("--no-precompress");
const SCRATCH = path.join("/tmp", `bench-scale-${LABEL}`);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A copy of the site without its build output, and node_modules linked entry by entry (its own .cache). */
function scratchCopy() {
  fs.rmSync(SCRATCH, { recursive: true, force: true });
  fs.rmSync(LOGS, { recursive: true, force: true });
  const excluded = ["node_modules", ".cache", "public", ".git", "reports", "test-results", "playwright-report"];
  fs.cpSync(SOURCE, SCRATCH, {
    recursive: true,
    filter: (from) => !excluded.includes(path.relative(SOURCE, from).split(path.sep)[0]),
  });
  if (!PRECOMPRESS) {
    const config = path.join(SCRATCH, "gatsby-config.ts");
    const text = fs.readFileSync(config, "utf8");
    if (!text.includes('    "precompress",\n')) throw new Error("gatsby-config.ts: no precompress plugin line");
    fs.writeFileSync(config, text.replace('    "precompress",\n', ""));
  }
  const modules = path.join(ROOT, "node_modules");
  fs.mkdirSync(path.join(SCRATCH, "node_modules"));
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== ".cache") fs.symlinkSync(path.join(modules, entry), path.join(SCRATCH, "node_modules", entry));
  }
}

// The logs stay out of the scratch copy: Gatsby hashes the site's own gatsby-* files into
// its plugins' state, so a log named gatsby-build.log there, growing between the builds,
// made every "incremental" build start from an empty cache.
const LOGS = `${SCRATCH}-logs`;

/** Runs `gatsby <command>` in the scratch copy; its seconds. Its output: LOGS/<command>.log. */
function gatsby(...command) {
  const started = Date.now();
  fs.mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, `${command[0]}.log`);
  const before = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const log = fs.openSync(logFile, "a");
  const result = spawnSync("npx", ["gatsby", ...command], { cwd: SCRATCH, env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  if (result.status !== 0) throw new Error(`gatsby ${command.join(" ")} failed in ${SCRATCH} (see ${logFile})`);
  const output = fs.readFileSync(logFile, "utf8").slice(before);
  if (command[0] === "build" && /plugins have changed since the last time/.test(output))
    throw new Error(`gatsby build in ${SCRATCH} threw its cache away (see ${logFile})`);
  return (Date.now() - started) / 1000;
}

function writeProducts(total) {
  const source = readCollection("products", "slug", SOURCE);
  const { english, arabic } = scaleProducts(source.english, source.arabic, total);
  writeCollection("products", english, arabic, "slug", SCRATCH);
  return english;
}

/** One product's description gets a sentence more, as an editor's change would. */
function editOneProduct(english) {
  const target = english[Math.floor(english.length / 2)];
  const file = path.join(SCRATCH, "data/products", `${target.slug}.json`);
  const marker = "Now with a longer warranty.";
  const text = fs.readFileSync(file, "utf8");
  const line = `"description": ${JSON.stringify(target.description)}`;
  if (!text.includes(line)) throw new Error(`no description line for ${target.slug}`);
  fs.writeFileSync(file, text.replace(line, `"description": ${JSON.stringify(`${target.description} ${marker}`)}`));
  return { slug: target.slug, marker };
}

function serve() {
  const server = spawn("npx", ["gatsby", "serve", "-H", "127.0.0.1", "-p", String(PORT)], {
    cwd: SCRATCH,
    env,
    stdio: "ignore",
    detached: true,
  });
  return server;
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The bytes a first visit to /parts/ fetches, by kind (gzip of the built files; images as they are). */
async function firstLoad(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const seen = new Map();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== base) return;
    const file = path.join(
      SCRATCH,
      "public",
      decodeURIComponent(url.pathname),
      url.pathname.endsWith("/") ? "index.html" : "",
    );
    if (!fs.existsSync(file) || seen.has(url.pathname)) return;
    const type = response.request().resourceType();
    seen.set(url.pathname, { type, bytes: type === "image" ? fs.statSync(file).size : gzipBytes(file) });
  });
  await page.goto(`${base}/parts/`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.close();
  const sum = (test) => [...seen.values()].filter(test).reduce((total, entry) => total + entry.bytes, 0);
  return {
    scriptBytes: sum((entry) => entry.type === "script"),
    firstLoadBytes: sum((entry) => entry.type !== "image"),
    imageBytes: sum((entry) => entry.type === "image"),
  };
}

const results = [];
fs.mkdirSync(path.join(ROOT, "reports"), { recursive: true });
for (const size of SIZES) {
  console.log(`\n[bench:scale ${LABEL}] ${size} products: copying ${SOURCE} to ${SCRATCH}`);
  scratchCopy();
  const english = writeProducts(size);
  gatsby("clean");
  const cold = gatsby("build");
  const edit = editOneProduct(english);
  const incremental = gatsby("build");
  const productHtml = fs.readFileSync(path.join(SCRATCH, "public/parts", edit.slug, "index.html"), "utf8");
  if (!productHtml.includes(edit.marker)) throw new Error(`the incremental build lacks the edit of ${edit.slug}`);

  const server = serve();
  const base = `http://127.0.0.1:${PORT}`;
  let measured;
  try {
    await waitForServer(`${base}/parts/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    });
    try {
      const load = await firstLoad(browser, base);
      const search = await measureSearch(browser, `${base}/parts/`, KEYS);
      measured = { ...load, search };
    } finally {
      await browser.close();
    }
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
  const result = {
    size,

    coldSeconds: cold,
    incrementalSeconds: incremental,
    htmlBytes: gzipBytes(path.join(SCRATCH, "public/parts/index.html")),
    pageDataBytes: gzipBytes(path.join(SCRATCH, "public/page-data/parts/page-data.json")),
    ...measured,
  };
  results.push(result);
  const { search } = result;
  console.log(
    `[bench:scale ${LABEL}] ${size} products: cold ${cold.toFixed(1)} s, incremental ${incremental.toFixed(1)} s; ` +
      `/parts/ HTML ${kb(result.htmlBytes)} KB, page-data ${kb(result.pageDataBytes)} KB, JS ${kb(result.scriptBytes)} KB, ` +
      `first load without images ${kb(result.firstLoadBytes)} KB (gzip); keystroke to dropdown ${search.dropdown.median} ms ` +
      `(${search.dropdown.min}-${search.dropdown.max}), to results ${search.results.median} ms (${search.results.min}-${search.results.max}) at 4x CPU`,
  );
  fs.writeFileSync(path.join(ROOT, "reports", `bench-scale-${LABEL}.json`), `${JSON.stringify(results, null, 2)}\n`);
}

console.log(
  `\nbench:scale (${LABEL}${PRECOMPRESS ? "" : ", builds without precompress"}), gzip KB, ms at 4x CPU (median, min-max over ${results[0]?.search.keys} keys)`,
);
console.log(
  "| products | cold s | incremental s | HTML | page-data | JS | first load (no images) | key to dropdown | key to results |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(
    `| ${r.size} | ${r.coldSeconds.toFixed(1)} | ${r.incrementalSeconds.toFixed(1)} | ${kb(r.htmlBytes)} | ${kb(r.pageDataBytes)} | ` +
      `${kb(r.scriptBytes)} | ${kb(r.firstLoadBytes)} | ${r.search.dropdown.median} (${r.search.dropdown.min}-${r.search.dropdown.max}) | ` +
      `${r.search.results.median} (${r.search.results.min}-${r.search.results.max}) |`,
  );
}
