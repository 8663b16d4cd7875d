/**
 * The build's files as the build steps see them (build-time only, node:fs): the plugins in
 * plugins/ share these helpers and nothing from the browser's src/lib but its constants.
 */
import fs from "node:fs";
import path from "node:path";
import type { Store } from "gatsby";

/** A file's path on the site: "/about/index.html" for public/about/index.html. */
export function sitePath(publicDir: string, full: string): string {
  return `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
}

/** The files below a folder whose names `keep` accepts, leaving out the subfolders named in `skip`. */
export function filesUnder(directory: string, keep: (name: string) => boolean, skip: readonly string[] = []): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, keep, skip);
    return keep(entry.name) ? [full] : [];
  });
}

/**
 * public/admin/: the content editor (plugins/admin-editor), not a page of the site. The
 * steps that rewrite, hash or compress the site's files leave it alone; it has its own
 * Content-Security-Policy (plugins/security-headers).
 */
export const EDITOR_FOLDER = "admin";

/** The pages of a build: every HTML file but those in static/ and page-data/ (hashed assets, data) and the editor's. */
export function htmlPages(publicDir: string): string[] {
  return filesUnder(publicDir, (name) => name.endsWith(".html"), [
    "static",
    "page-data",
    "_gatsby",
    EDITOR_FOLDER,
  ]).sort();
}

/**
 * Rewrites every page of the build with `transform`, writing only the pages it changes;
 * returns how many it changed. The transforms are idempotent (a page already rewritten
 * comes back unchanged), so running a step twice does no harm.
 */
export function rewritePages(publicDir: string, transform: (html: string) => string): number {
  let changed = 0;
  for (const full of htmlPages(publicDir)) {
    const html = fs.readFileSync(full, "utf8");
    const rewritten = transform(html);
    if (rewritten !== html) {
      fs.writeFileSync(full, rewritten);
      changed += 1;
    }
  }
  return changed;
}

/** The folder Gatsby was started in (Gatsby types its store's state loosely). */
export function siteDirOf(store: Store): string {
  return (store.getState() as { program: { directory: string } }).program.directory;
}

/** The site's public/ folder. */
export function publicDirOf(store: Store): string {
  return path.join(siteDirOf(store), "public");
}
