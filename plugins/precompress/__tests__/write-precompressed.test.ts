/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { writePrecompressed } from "../write-precompressed";
import { BROTLI_QUALITY, precompress } from "../precompress";

const WORKER = path.join(__dirname, "..", "compress-worker.js");

const page = (words: string) => `<!DOCTYPE html><html><body>${`<p>${words}</p>`.repeat(40)}</body></html>`;

describe("writePrecompressed", () => {
  let publicDir: string;
  let cacheDir: string;
  beforeEach(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    publicDir = path.join(tmp, "public");
    cacheDir = path.join(tmp, "cache");
    fs.mkdirSync(path.join(publicDir, "about"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "index.html"), page("home"));
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), page("about"));
    fs.writeFileSync(path.join(publicDir, "tiny.txt"), "small");
  });

  it("writes .br and .gz copies that decompress to the file, none for a small file", async () => {
    expect(await writePrecompressed(publicDir, cacheDir, WORKER)).toEqual({ files: 2, compressed: 3 });
    const html = path.join(publicDir, "index.html");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(page("home"));
    expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page("home"));
    expect(fs.existsSync(path.join(publicDir, "tiny.txt.gz"))).toBe(false);
  });

  it("compresses again only what changed, and the copies follow the change", async () => {
    await writePrecompressed(publicDir, cacheDir, WORKER);
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), page("about, edited"));
    expect(await writePrecompressed(publicDir, cacheDir, WORKER)).toEqual({ files: 2, compressed: 1 });
    const about = path.join(publicDir, "about", "index.html");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${about}.br`)).toString()).toBe(page("about, edited"));
    expect(zlib.gunzipSync(fs.readFileSync(`${about}.gz`)).toString()).toBe(page("about, edited"));
  });

  it("removes the copies of a deleted file, and forgets cached copies no file uses", async () => {
    await writePrecompressed(publicDir, cacheDir, WORKER);
    const cachedBefore = fs.readdirSync(cacheDir).length;
    fs.rmSync(path.join(publicDir, "about"), { recursive: true, force: true });
    fs.mkdirSync(path.join(publicDir, "about"));
    await writePrecompressed(publicDir, cacheDir, WORKER);
    expect(fs.readdirSync(path.join(publicDir, "about"))).toEqual([]);
    expect(fs.readdirSync(cacheDir).length).toBeLessThan(cachedBefore);
  });

  it("gives a product page's files the product page quality and every other file the highest", async () => {
    const script = `window.site = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i % 17} of the list`))};`;
    fs.writeFileSync(path.join(publicDir, "app.js"), script);
    const product = page("a product, with a long description ".repeat(20));
    fs.mkdirSync(path.join(publicDir, "parts", "ro-membrane"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "parts", "ro-membrane", "index.html"), product);
    fs.mkdirSync(path.join(publicDir, "page-data", "parts", "ro-membrane"), { recursive: true });
    const data = JSON.stringify({ result: { data: { words: product.split("") } } });
    fs.writeFileSync(path.join(publicDir, "page-data", "parts", "ro-membrane", "page-data.json"), data);
    await writePrecompressed(publicDir, cacheDir, WORKER);
    const brotli = (file: string) => fs.readFileSync(path.join(publicDir, `${file}.br`));
    const copy = async (content: string, quality: number) => (await precompress(Buffer.from(content), quality)).br;
    expect(brotli("app.js")).toEqual(await copy(script, BROTLI_QUALITY.site));
    expect(brotli("about/index.html")).toEqual(await copy(page("about"), BROTLI_QUALITY.site));
    expect(brotli("parts/ro-membrane/index.html")).toEqual(await copy(product, BROTLI_QUALITY.productPage));
    expect(brotli("parts/ro-membrane/index.html")).not.toEqual(await copy(product, BROTLI_QUALITY.site));
    expect(brotli("page-data/parts/ro-membrane/page-data.json")).toEqual(await copy(data, BROTLI_QUALITY.productPage));
  });
});
