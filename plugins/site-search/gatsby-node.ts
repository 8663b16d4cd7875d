/**
 * site-search: the site search's static index, public/pagefind/, built by Pagefind from the
 * final HTML of every page that is its own canonical URL (page-record.ts), one index per
 * <html lang>, in chunks the browser loads only when a visitor searches
 * (src/lib/pagefind-search.ts). What Pagefind indexes is each page's text folded by the
 * site's search rules (index-document.ts), written as a scratch site that Pagefind's command
 * line reads. (Its Node API is an ES module only, which Gatsby's compiled gatsby-node, CommonJS,
 * cannot require.) Build-time only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlPages, publicDirOf, siteDirOf, sitePath } from "../site-files";
import { pageRecord, type PageRecord } from "./page-record";
import { indexDocuments } from "./index-document";
import { SEARCH_INDEX_DIR } from "../../src/lib/constants";

/** Files Pagefind writes for its own search interfaces, which the site does not use. */
const UNUSED_BUNDLE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** The records of the build's pages: only pages served as a folder ("/about/"), not 404.html. */
function builtRecords(publicDir: string): PageRecord[] {
  return htmlPages(publicDir).flatMap((full) => {
    const file = sitePath(publicDir, full);
    if (!file.endsWith("/index.html")) return [];
    const record = pageRecord(fs.readFileSync(full, "utf8"), file.slice(0, -"index.html".length));
    return record ? [record] : [];
  });
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  // Its time in the build's log ("success site-search - 9.8s"): it indexes every page, each build.
  const activity = reporter.activityTimer("site-search");
  activity.start();
  const publicDir = publicDirOf(store);
  const records = builtRecords(publicDir);
  if (records.length === 0) {
    activity.end();
    reporter.panicOnBuild("site-search: no page of the build can be indexed (none is its own canonical URL)");
    return;
  }
  // The command line of the pagefind package (a dependency of the site), which runs its platform's binary.
  const cli = path.join(siteDirOf(store), "node_modules", "pagefind", "lib", "runner", "bin.cjs");
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "site-search-"));
  const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
  try {
    for (const { url, html } of indexDocuments(records)) {
      const file = path.join(scratch, ...url.split("/"), "index.html");
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    }
    // An earlier build's chunks would stay beside the new ones under other names.
    fs.rmSync(outputPath, { recursive: true, force: true });
    execFileSync(process.execPath, [cli, "--site", scratch, "--output-path", outputPath, "--quiet"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Pagefind's ready-made interfaces: the site has its own (src/components/search/), so they would only be deployed.
    for (const name of fs.readdirSync(outputPath)) {
      if (UNUSED_BUNDLE.test(name)) fs.rmSync(path.join(outputPath, name));
    }
    const languages = [...new Set(records.map((record) => record.language))].sort().join(", ");
    activity.setStatus(`${records.length} pages (${languages}) -> public/${SEARCH_INDEX_DIR}/`);
  } catch (error) {
    const { stderr, message } = error as { stderr?: Buffer; message: string };
    reporter.panicOnBuild(`site-search: Pagefind failed: ${stderr?.toString().trim() || message}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    activity.end();
  }
};
