/**
 * For the webpack-tuning tests that build a real bundle: a temporary folder with the
 * sources, and a production build of its entry.js into one of its subfolders.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration } from "webpack";

/** A new temporary folder holding `sources` (file name -> text); remove it with fs.rmSync. */
export function writeSources(prefix: string, sources: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(sources)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/**
 * Builds dir/entry.js (the entry "app") for production into dir/out, with `options` on top
 * (output's path set here); resolves to the emitted scripts, file name -> code.
 */
export function buildBundle(dir: string, out: string, options: Configuration): Promise<Map<string, string>> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    ...options,
    output: { ...options.output, path: path.join(dir, out) },
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
