/**
 * @jest-environment node
 *
 * The compile hint on a real webpack build: first line of every emitted script, after
 * minification, with source maps that still point at the original lines and file names
 * whose hash changes with it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration } from "webpack";
import { SourceMapConsumer } from "source-map-js";
import { COMPILE_HINT, CompileHintsPlugin } from "../compile-hints";

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    [
      "/*! a licence the minifier keeps */",
      'import("./later").then((later) => later.greet("entry"));',
      "export const unused = 1;",
    ].join("\n"),
  );
  fs.writeFileSync(
    path.join(dir, "later.js"),
    ["export function greet(name) {", '  document.title = "hello " + name;', "}"].join("\n"),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds entry.js (and its lazy chunk) for production into out/; resolves to the emitted scripts by name. */
function build(out: string, plugins: Configuration["plugins"]): Promise<Map<string, string>> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    devtool: "source-map",
    output: { path: path.join(dir, out), filename: "[name]-[contenthash].js", chunkFilename: "[id]-[contenthash].js" },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString("errors-only")));
      const files = fs.readdirSync(path.join(dir, out)).filter((file) => file.endsWith(".js"));
      resolve(new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, out, file), "utf8")])));
    }),
  );
}

test("every emitted script starts with the hint, once, and only scripts carry it", async () => {
  const scripts = await build("hinted", [new CompileHintsPlugin()]);
  expect(scripts.size).toBe(2);
  for (const [file, code] of scripts) {
    expect({ file, start: code.slice(0, COMPILE_HINT.length) }).toEqual({ file, start: COMPILE_HINT });
    expect(code.split("allFunctionsCalledOnLoad")).toHaveLength(2);
  }
  const maps = fs.readdirSync(path.join(dir, "hinted")).filter((file) => file.endsWith(".map"));
  for (const map of maps) expect(fs.readFileSync(path.join(dir, "hinted", map), "utf8")).not.toContain("//#");
});

test("the source maps still map the minified code to its original line", async () => {
  const scripts = await build("mapped", [new CompileHintsPlugin()]);
  const [file, code] = [...scripts].find(([, text]) => text.includes("hello "))!;
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
  expect(plain).toHaveLength(2);
  for (const name of hinted) expect(plain).not.toContain(name);
});
