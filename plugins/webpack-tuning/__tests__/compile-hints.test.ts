/**
 * @jest-environment node
 *
 * The compile hint on a real webpack build: first line of every script a page runs at its
 * start (the entry's, a page template's), after minification, with source maps that still
 * point at the original lines and file names whose hash changes with it; a chunk loaded
 * on an interaction has none.
 */
import fs from "node:fs";
import path from "node:path";
import type { Configuration } from "webpack";
import { SourceMapConsumer } from "source-map-js";
import { COMPILE_HINT, CompileHintsPlugin } from "../compile-hints";
import { buildBundle, writeSources } from "./webpack-build";

let dir: string;

beforeAll(() => {
  dir = writeSources("compile-hints-", {
    "entry.js": [
      "/*! a licence the minifier keeps */",
      'import(/* webpackChunkName: "component---src-pages-later-tsx" */ "./later").then((later) => later.greet("entry"));',
      'document.addEventListener("click", () => import(/* webpackChunkName: "map" */ "./map").then((map) => map.show()));',
      "export const unused = 1;",
    ].join("\n"),
    "map.js": 'export function show() {\n  document.body.dataset.map = "shown";\n}',
    "later.js": ["export function greet(name) {", '  document.title = "hello " + name;', "}"].join("\n"),
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A script's chunk name: its file name without the content hash ("app-0a1b2c.js" -> "app"). */
const chunkName = (file: string) => file.replace(/-[0-9a-f]+\.js$/, "");

/** Builds entry.js (and its lazy chunks) for production into out/; resolves to the emitted scripts by name. */
function build(out: string, plugins: Configuration["plugins"]): Promise<Map<string, string>> {
  return buildBundle(dir, out, {
    devtool: "source-map",
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    plugins,
  });
}

test("the entry's and the page template's scripts start with the hint, once; the chunk of an interaction has none", async () => {
  const scripts = await build("hinted", [new CompileHintsPlugin()]);
  const hinted = [...scripts]
    .filter(([, code]) => code.startsWith(COMPILE_HINT))
    .map(([file]) => chunkName(file))
    .sort();
  expect(hinted).toEqual(["app", "component---src-pages-later-tsx"]);
  expect(scripts.size).toBe(3);
  for (const code of scripts.values()) expect(code.split("allFunctionsCalledOnLoad").length).toBeLessThanOrEqual(2);
  const maps = fs.readdirSync(path.join(dir, "hinted")).filter((file) => file.endsWith(".map"));
  for (const map of maps) expect(fs.readFileSync(path.join(dir, "hinted", map), "utf8")).not.toContain("//#");
});

test("the source maps still map the minified code to its original line", async () => {
  const scripts = await build("mapped", [new CompileHintsPlugin()]);
  const [file, code] = [...scripts].find(([, text]) => text.includes("hello "))!;
  expect(code.startsWith(COMPILE_HINT)).toBe(true);
  const lines = code.split("\n");
  const line = lines.findIndex((text) => text.includes("document.title"));
  expect(line).toBeGreaterThan(0);
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, "mapped", `${file}.map`), "utf8")));
  const original = map.originalPositionFor({ line: line + 1, column: lines[line].indexOf("document.title") });
  expect(original.source).toMatch(/later\.js$/);
  expect(original.line).toBe(2);
});

test("the files' names change with the hint: the hash is of the content served", async () => {
  const plain = [...(await build("plain", [])).keys()].sort();
  const hinted = [...(await build("hinted-again", [new CompileHintsPlugin()])).keys()].sort();
  expect(plain).toHaveLength(3);
  expect(hinted.filter((name) => plain.includes(name)).map(chunkName)).toEqual(["map"]);
});
