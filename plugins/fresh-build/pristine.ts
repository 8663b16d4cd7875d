/**
 * Copies of the pages as Gatsby wrote them, kept between builds (see gatsby-node.ts).
 * Build-time only (node:fs).
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder, sitePath } from "../../build/site-files";

/**
 * Keeps a copy of each page in `keepDir`, by its path on the site, and forgets the copies
 * of pages the build no longer has.
 */
export function snapshotPages(publicDir: string, keepDir: string, pages: readonly string[]): void {
  fs.rmSync(keepDir, { recursive: true, force: true });
  for (const full of pages) {
    const target = path.join(keepDir, sitePath(publicDir, full));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(full, target);
  }
}

/**
 * Puts the kept copies back into public/ where the page still exists there (a page
 * Gatsby deleted, or a public/ removed by hand, is left to Gatsby); returns how many.
 */
export function restorePages(keepDir: string, publicDir: string): number {
  let restored = 0;
  for (const kept of filesUnder(keepDir, () => true)) {
    const target = path.join(publicDir, sitePath(keepDir, kept));
    if (!fs.existsSync(target)) continue;
    fs.copyFileSync(kept, target);
    restored += 1;
  }
  return restored;
}
