#!/usr/bin/env node
// Generates every raster image the content references, as illustrative SVG compositions
// rasterised with sharp. Existing files are never overwritten (an editor may have replaced
// one with a real photo) unless --force is given. Root: env IMAGES_ROOT, else the repo root.
//   node scripts/generate-images.mjs [--force]
// The drawing lives in scripts/images/: svg.mjs (building blocks), motifs.mjs, scenes.mjs
// (photos) and marks.mjs (icons, certificates, logos); this file decides what goes where.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rngFor, svgDoc } from "./images/svg.mjs";
import { PROCESS, wideScene, lightScene, productScene } from "./images/scenes.mjs";
import { iconSvg, logoMark, certSvg, clientSvg, wordmarkSvg, loaderSvg } from "./images/marks.mjs";

const ROOT = path.resolve(process.env.IMAGES_ROOT || path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const FORCE = process.argv.includes("--force");

// ---------- what to render where ----------
const KINDS = {
  wide: [1600, 900],
  intro: [1200, 900],
  product: [800, 800],
  industry: [1200, 800],
  icon: [160, 160],
  cert: [360, 360],
  client: [400, 200],
};
function kindOf(rel) {
  const [a, b, folder, file, extra] = rel.split("/");
  if (a === "content" && b === "images" && file === undefined && /\.jpe?g$/i.test(folder)) return "wide"; // blog banners
  if (a !== "data" || b !== "images" || !file || extra !== undefined) return null;
  if (["technologies", "home", "about", "video-tour"].includes(folder))
    return /hero|banner/.test(file) ? "wide" : "intro";
  return (
    {
      banners: "wide",
      products: "product",
      industries: "industry",
      icons: "icon",
      certifications: "cert",
      clients: "client",
    }[folder] || null
  );
}
async function svgFor(kind, name, W, H) {
  const r = rngFor(name);
  switch (kind) {
    case "wide":
      return wideScene(r, name, W, H);
    case "intro":
      return lightScene(r, name, W, H, PROCESS);
    case "industry":
      return lightScene(r, name, W, H, ["factory", "factory", "tank", "pipes"]);
    case "product":
      return productScene(r, name, W, H);
    case "icon":
      return iconSvg(name);
    case "cert":
      return certSvg(r, name);
    case "client":
      return clientSvg(r, name);
  }
}
async function write(file, W, H, svg) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svgDoc(W, H, svg)));
  img = /\.jpe?g$/i.test(file)
    ? img.flatten({ background: "#ffffff" }).jpeg({ quality: 78, progressive: true, mozjpeg: true })
    : img.png({ compressionLevel: 9, palette: W <= 600, quality: 95 });
  await img.toFile(file);
  console.log(
    `generated ${path.relative(ROOT, file)} (${W}x${H}, ${((await fs.stat(file)).size / 1024).toFixed(0)} KB)`,
  );
}
const exists = (p) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

async function collect(errors) {
  const found = new Set(),
    dataDir = path.join(ROOT, "data"),
    blogDir = path.join(ROOT, "content/blog/en");
  const walk = (v) => {
    if (typeof v === "string") {
      if (/^\.\/images\/.+\.(jpe?g|png)$/i.test(v)) found.add(path.join(dataDir, v));
    } else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const e of await fs.readdir(dataDir, { recursive: true }).catch(() => [])) {
    if (!e.endsWith(".json") || e.startsWith("images")) continue;
    try {
      walk(JSON.parse(await fs.readFile(path.join(dataDir, e), "utf8")));
    } catch (err) {
      errors.push(`data/${e}: cannot parse JSON (${err.message})`);
    }
  }
  for (const e of (await fs.readdir(blogDir).catch(() => [])).filter((n) => n.endsWith(".mdx"))) {
    const fm = (await fs.readFile(path.join(blogDir, e), "utf8")).match(/^---\r?\n([\s\S]*?)\r?\n---/);
    const banner = fm && fm[1].match(/^banner:\s*["']?([^"'\r\n]+?)["']?\s*$/m);
    if (banner) found.add(path.resolve(blogDir, banner[1]));
  }
  return [...found].sort();
}

async function main() {
  const errors = [];
  let count = 0;
  const site = [
    ["static/loader.png", 150, 150, loaderSvg()],
    ["src/images/logo.png", 512, 512, logoMark(256, 256, 240)],
    ["static/logo-wordmark.png", 600, 160, await wordmarkSvg()],
  ];
  for (const [rel, W, H, svg] of site)
    if (FORCE || !(await exists(path.join(ROOT, rel)))) {
      await write(path.join(ROOT, rel), W, H, svg);
      count++;
    }
  for (const file of await collect(errors)) {
    const rel = path.relative(ROOT, file).split(path.sep).join("/"),
      kind = kindOf(rel);
    if (!kind) {
      errors.push(`${rel}: unknown image folder, cannot choose a size/style (typo?)`);
      continue;
    }
    if (!FORCE && (await exists(file))) continue;
    const [W, H] = KINDS[kind];
    try {
      await write(file, W, H, await svgFor(kind, path.basename(file).toLowerCase(), W, H));
      count++;
    } catch (err) {
      errors.push(`${rel}: ${err.message}`);
    }
  }
  console.log(`${count} image(s) generated under ${ROOT}`);
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):\n  ${errors.join("\n  ")}`);
    process.exitCode = 1;
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
