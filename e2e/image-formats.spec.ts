import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { PUBLIC, ROOT } from "./built-site";

/**
 * The build's image formats (gatsby-config.ts, gatsby-plugin-sharp's defaults): photographs
 * as WebP; the flat graphics (client logos, certification badges, workflow icons) as palette
 * PNGs, which their queries ask for: a third to two thirds the size of a WebP of the same
 * logo. Read from the built pages of the home page and a technology page, which show all three.
 */
const FLAT_GRAPHICS = ["clients", "certifications", "icons"].flatMap((folder) =>
  fs.readdirSync(path.join(ROOT, "data/images", folder)).map((file) => path.parse(file).name),
);

/** Every file a page's <img> elements name (src and srcset), by the URL path under public/. */
function imageFiles(route: string): string[] {
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
  const urls = [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    const srcSet = /\ssrcSet="([^"]+)"/i.exec(tag)?.[1] ?? "";
    return [src, ...srcSet.split(",").map((entry) => entry.trim().split(/\s+/)[0])];
  });
  return [...new Set(urls.filter((url): url is string => !!url && url.startsWith("/static/")))];
}

/** A PNG file's first 8 bytes. Its colour type is byte 25 (in the IHDR chunk): 3 is a palette. */
const PNG_SIGNATURE = "89504e470d0a1a0a";

test("flat graphics are palette PNGs and photographs WebP", () => {
  const files = [...imageFiles("/"), ...imageFiles("/technologies/reverse-osmosis/")];
  const flat = files.filter((file) => FLAT_GRAPHICS.includes(path.parse(file).name));
  const photos = files.filter((file) => !flat.includes(file));
  // Every client logo and certification badge, and a technology's four workflow icons, at 1x and 2x.
  expect(new Set(flat.map((file) => path.parse(file).name)).size).toBe(FLAT_GRAPHICS.length);
  for (const file of flat) {
    const bytes = fs.readFileSync(path.join(PUBLIC, file));
    expect([file, bytes.subarray(0, 8).toString("hex"), bytes[25]]).toEqual([file, PNG_SIGNATURE, 3]);
  }
  expect(photos.length).toBeGreaterThan(0);
  for (const file of photos) expect(file).toMatch(/\.webp$/);
});
