/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { restorePages, snapshotPages } from "../pristine";

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("snapshotPages and restorePages", () => {
  let publicDir: string;
  let keepDir: string;
  beforeEach(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pristine-"));
    publicDir = path.join(tmp, "public");
    keepDir = path.join(tmp, "cache", "pages");
    write(publicDir, "index.html", "<p>home as Gatsby wrote it</p>");
    write(publicDir, "about/index.html", "<p>about as Gatsby wrote it</p>");
  });

  it("puts the pages back as Gatsby wrote them after a step rewrote them", () => {
    snapshotPages(publicDir, keepDir, [path.join(publicDir, "index.html"), path.join(publicDir, "about/index.html")]);
    write(publicDir, "index.html", "<p>home rewritten by below-fold</p>");
    write(publicDir, "about/index.html", "<p>about rewritten</p>");
    expect(restorePages(keepDir, publicDir)).toBe(2);
    expect(read(publicDir, "index.html")).toBe("<p>home as Gatsby wrote it</p>");
    expect(read(publicDir, "about/index.html")).toBe("<p>about as Gatsby wrote it</p>");
  });

  it("leaves a page that is gone from public/ to Gatsby, and forgets pages the last build did not have", () => {
    write(publicDir, "old/index.html", "<p>a page of an earlier build</p>");
    snapshotPages(publicDir, keepDir, [path.join(publicDir, "index.html"), path.join(publicDir, "old/index.html")]);
    snapshotPages(publicDir, keepDir, [path.join(publicDir, "index.html")]);
    fs.rmSync(path.join(publicDir, "old"), { recursive: true });
    fs.rmSync(path.join(publicDir, "index.html"));
    expect(restorePages(keepDir, publicDir)).toBe(0);
    expect(fs.existsSync(path.join(publicDir, "index.html"))).toBe(false);
    expect(fs.existsSync(path.join(keepDir, "old/index.html"))).toBe(false);
  });

  it("restores nothing before the first build", () => {
    expect(restorePages(keepDir, publicDir)).toBe(0);
  });
});
