/**
 * Writes file.br and file.gz beside every text file of a build, reusing the copies kept
 * in a cache folder by the digest of the content. Build-time only (node:fs).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { EDITOR_FOLDER, filesUnder } from "../site-files";
import { compressPool } from "./compress-pool";
import { PRECOMPRESSED_FILE, brotliQualityOf, type Precompressed } from "./precompress";

const ENCODINGS = ["br", "gz"] as const;

/** Writes a copy only when it differs from the file there: an unchanged file keeps its time. */
function writeIfChanged(file: string, content: Buffer): void {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(content)) return;
  fs.writeFileSync(file, content);
}

/** A file's compressed copies, from the cache when its content was compressed before. */
async function cachedPrecompress(
  content: Buffer,
  brotliQuality: number,
  cacheDir: string,
  precompress: (content: Buffer, brotliQuality: number) => Promise<Precompressed>,
): Promise<{ variants: Precompressed; hit: boolean; digest: string }> {
  const digest = `${crypto.createHash("sha256").update(content).digest("hex")}-q${brotliQuality}`;
  const stem = path.join(cacheDir, digest);
  if (fs.existsSync(`${stem}.done`)) {
    const variants: Precompressed = {};
    for (const encoding of ENCODINGS) {
      if (fs.existsSync(`${stem}.${encoding}`)) variants[encoding] = fs.readFileSync(`${stem}.${encoding}`);
    }
    return { variants, hit: true, digest };
  }
  const variants = await precompress(content, brotliQuality);
  for (const encoding of ENCODINGS) {
    const variant = variants[encoding];
    if (variant) fs.writeFileSync(`${stem}.${encoding}`, variant);
  }
  fs.writeFileSync(`${stem}.done`, "");
  return { variants, hit: false, digest };
}

/**
 * Gives every text file of `publicDir` its .br and .gz copies (only those smaller than the
 * file), removes copies whose file is gone or no longer worth compressing, and forgets the
 * cached copies this build did not use. The files not in the cache are compressed in
 * worker threads running `workerFile` (compress-worker.js), one per core. Returns how many
 * files have copies, and how many were compressed now rather than taken from the cache.
 */
export async function writePrecompressed(
  publicDir: string,
  cacheDir: string,
  workerFile: string,
): Promise<{ files: number; compressed: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const pool = compressPool(workerFile);
  let results: { variants: Precompressed; hit: boolean; digest: string; file: string }[];
  try {
    results = await Promise.all(
      filesUnder(publicDir, (name) => PRECOMPRESSED_FILE.test(name), [EDITOR_FOLDER]).map(async (file) => ({
        file,
        ...(await cachedPrecompress(
          fs.readFileSync(file),
          brotliQualityOf(path.relative(publicDir, file)),
          cacheDir,
          pool.compress,
        )),
      })),
    );
  } finally {
    await pool.close();
  }
  const used = new Set<string>();
  let files = 0;
  let compressed = 0;
  for (const { file, variants, hit, digest } of results) {
    used.add(digest);
    for (const encoding of ENCODINGS) {
      const variant = variants[encoding];
      if (variant) writeIfChanged(`${file}.${encoding}`, variant);
      else fs.rmSync(`${file}.${encoding}`, { force: true });
    }
    if (variants.br || variants.gz) files += 1;
    if (!hit) compressed += 1;
  }
  // Copies whose file an earlier build had and this one does not (a deleted page).
  for (const copy of filesUnder(publicDir, (name) => /\.(br|gz)$/.test(name))) {
    if (!fs.existsSync(copy.slice(0, -3))) fs.rmSync(copy);
  }
  for (const name of fs.readdirSync(cacheDir)) {
    if (!used.has(name.split(".")[0])) fs.rmSync(path.join(cacheDir, name));
  }
  return { files, compressed };
}
