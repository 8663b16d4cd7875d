/**
 * Writes the content editor's files into a folder (public/admin/ in a build): the
 * editor's own page and scripts (plugins/admin-editor/admin/), Decap's standalone bundle
 * (node_modules/decap-cms/dist: decap-cms.js and the chunks it loads beside it) and
 * config.json (editor-config.ts). Paths from the site's folder: Gatsby runs this plugin
 * compiled into .cache/.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { editorConfig } from "./editor-config";

/** Writes the editor into `directory`; returns how many files. */
export function writeEditor(siteDir: string, directory: string, env: NodeJS.ProcessEnv = process.env): number {
  const ownFiles = path.join(siteDir, "plugins", "admin-editor", "admin");
  const dist = path.dirname(createRequire(path.join(siteDir, "package.json")).resolve("decap-cms/dist/decap-cms.js"));
  const decapFiles = fs
    .readdirSync(dist)
    .filter((name) => /(^|\.)decap-cms\.js$/.test(name))
    .map((name) => path.join(dist, name));
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const files = [...fs.readdirSync(ownFiles).map((name) => path.join(ownFiles, name)), ...decapFiles];
  for (const file of files) fs.copyFileSync(file, path.join(directory, path.basename(file)));
  const config = editorConfig({
    repo: env.CMS_GITHUB_REPO,
    branch: env.CMS_BRANCH,
    authUrl: env.CMS_AUTH_URL,
    publishMode: env.CMS_PUBLISH_MODE,
  });
  fs.writeFileSync(path.join(directory, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return files.length + 1;
}
