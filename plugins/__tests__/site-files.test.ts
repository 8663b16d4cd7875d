/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { htmlPages, rewritePages, sitePath } from "../site-files";

describe("site files", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-files-")), "public");
    for (const file of [
      "index.html",
      "about/index.html",
      "404.html",
      "static/x/img.html",
      "page-data/a.html",
      "_gatsby/slices/s.html",
      "app.js",
    ]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), `<p>${file}</p>`);
    }
  });

  it("lists the pages: HTML files outside static/, page-data/ and Gatsby's slices", () => {
    expect(htmlPages(publicDir).map((full) => sitePath(publicDir, full))).toEqual([
      "/404.html",
      "/about/index.html",
      "/index.html",
    ]);
  });

  it("rewrites only the pages the transform changes, and says how many", () => {
    const before = fs.statSync(path.join(publicDir, "index.html")).mtimeMs;
    const changed = rewritePages(publicDir, (html) => html.replace("<p>about/index.html</p>", "<p>rewritten</p>"));
    expect(changed).toBe(1);
    expect(fs.readFileSync(path.join(publicDir, "about/index.html"), "utf8")).toBe("<p>rewritten</p>");
    expect(fs.statSync(path.join(publicDir, "index.html")).mtimeMs).toBe(before);
  });
});
