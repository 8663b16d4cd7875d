/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  BROTLI_QUALITY,
  COMPRESSED_TYPES,
  PRECOMPRESSED_FILE,
  PRECOMPRESS_MIN_BYTES,
  brotliQualityOf,
  precompress,
} from "../precompress";

const text = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `<p class="card">Water treatment system ${i} for UAE homes</p>`).join("\n"),
);

describe("precompress", () => {
  it("writes brotli and gzip copies that decompress to the content, both much smaller", async () => {
    const { br, gz } = await precompress(text);
    expect(zlib.brotliDecompressSync(br!)).toEqual(text);
    expect(zlib.gunzipSync(gz!)).toEqual(text);
    expect(br!.length).toBeLessThan(text.length / 10);
    expect(gz!.length).toBeLessThan(text.length / 10);
  });

  it("compresses harder than the server would on the fly: brotli 11 and gzip 9, against nginx's 5 and 6", async () => {
    const html = Buffer.from(
      Array.from(
        { length: 300 },
        (_, i) => `<li data-i="${(i * 7919) % 1000}">${i.toString(36)} ${"reverse osmosis ".repeat(i % 5)}</li>`,
      ).join(""),
    );
    const { br, gz } = await precompress(html);
    const onTheFly = {
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      gz: zlib.gzipSync(html, { level: 6 }).length,
    };
    expect(br!.length).toBeLessThan(onTheFly.br);
    expect(gz).toEqual(zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }));
    expect(gz!.length).toBeLessThan(onTheFly.gz);
  });

  it("leaves small files and incompressible ones as they are", async () => {
    expect(await precompress(Buffer.alloc(PRECOMPRESS_MIN_BYTES - 1, "a"))).toEqual({});
    // Random bytes do not compress: a copy would only be larger.
    expect(await precompress(crypto.randomBytes(2000))).toEqual({});
  });
});

describe("PRECOMPRESSED_FILE", () => {
  it("takes the text files the server would compress, not images, maps or copies", () => {
    for (const name of ["index.html", "app-1a2b.js", "styles.css", "page-data.json", "sprite.svg", "sitemap-0.xml"])
      expect(name).toMatch(PRECOMPRESSED_FILE);
    for (const name of ["photo.webp", "logo.png", "app.js.map", "index.html.br", "index.html.gz", "_headers"])
      expect(name).not.toMatch(PRECOMPRESSED_FILE);
  });
});

describe("COMPRESSED_TYPES and the server", () => {
  const siteConf = fs.readFileSync(path.join(__dirname, "../../../deploy/nginx/site.conf"), "utf8");

  /** The types of a directive of site.conf, which may span lines; comments removed. */
  function directive(name: string): string[] {
    const conf = siteConf.replace(/#.*$/gm, "");
    const match = new RegExp(`\\b${name}\\s+([^;]+);`).exec(conf);
    if (!match) throw new Error(`site.conf has no ${name}`);
    return match[1].split(/\s+/).filter(Boolean).sort();
  }

  it("site.conf's gzip_types are exactly the precompressed types (text/html is nginx's default)", () => {
    const precompressed = Object.values(COMPRESSED_TYPES).filter((type) => type !== "text/html");
    expect(directive("gzip_types")).toEqual([...new Set(precompressed)].sort());
  });

  it("names a type for every extension it precompresses, and only those", () => {
    for (const extension of Object.keys(COMPRESSED_TYPES)) expect(`file.${extension}`).toMatch(PRECOMPRESSED_FILE);
    expect(`file.${Object.keys(COMPRESSED_TYPES)[0]}x`).not.toMatch(PRECOMPRESSED_FILE);
  });
});

describe("brotliQualityOf", () => {
  it("gives the product pages' HTML and page data the lower quality, every other file the highest", () => {
    for (const productPage of [
      "parts/ro-membrane/index.html",
      "ar/parts/ro-membrane/index.html",
      "page-data/parts/ro-membrane/page-data.json",
      "page-data/ar/parts/ro-membrane/page-data.json",
      "parts\\ro-membrane\\index.html",
    ]) {
      expect([productPage, brotliQualityOf(productPage)]).toEqual([productPage, BROTLI_QUALITY.productPage]);
    }
    for (const site of [
      "index.html",
      "parts/index.html",
      "ar/parts/index.html",
      "page-data/parts/page-data.json",
      "page-data/index/page-data.json",
      "technologies/reverse-osmosis/index.html",
      "404.html",
      "app-8946.js",
      "styles.css",
      "page-data/app-data.json",
      "page-data/sq/d/1729496749.json",
      "static/catalogue-en-1a2b.json",
      "sitemap-0.xml",
      "static/sprite.svg",
    ]) {
      expect([site, brotliQualityOf(site)]).toEqual([site, BROTLI_QUALITY.site]);
    }
  });
});
