/**
 * admin-editor: the content editor at /admin/ (Decap CMS). Writes public/admin/: the
 * editor's own page and start-up script (admin/), Decap's standalone bundle copied from
 * node_modules/decap-cms/dist (its own React, never bundled with the site's), and
 * config.json, the editor's configuration made from the content model
 * (editor-config.ts). `gatsby develop` serves the same files at /admin/.
 *
 * Production signs editors in to the git host named by the environment at build time:
 * CMS_GITHUB_REPO ("owner/name"; without it Netlify's Git Gateway), CMS_BRANCH,
 * CMS_AUTH_URL, CMS_PUBLISH_MODE (docs/editors.md). No public page loads these files;
 * plugins/security-headers gives /admin/ its own Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { publicDirOf } from "../site-files";
import { editorConfig } from "./editor-config";

const OWN_FILES = path.join(__dirname, "admin");

/** The files of Decap's standalone bundle: decap-cms.js and the chunks it loads beside it. */
function decapFiles(): string[] {
  const dist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
  return fs
    .readdirSync(dist)
    .filter((name) => /(^|\.)decap-cms\.js$/.test(name))
    .map((name) => path.join(dist, name));
}

/** Writes the editor into `directory` (public/admin/); returns how many files. */
export function writeEditor(directory: string, env: NodeJS.ProcessEnv = process.env): number {
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const files = [...fs.readdirSync(OWN_FILES).map((name) => path.join(OWN_FILES, name)), ...decapFiles()];
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

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const count = writeEditor(path.join(publicDirOf(store), "admin"));
  reporter.info(`admin-editor: ${count} files -> public/admin/`);
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/** `gatsby develop` (npm start, npm run edit): the same files at /admin/, from .cache/admin-editor/. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const directory = path.join(publicDirOf(store), "..", ".cache", "admin-editor");
  writeEditor(directory);
  interface Request {
    path: string;
  }
  interface Response {
    redirect(to: string): void;
    sendStatus(status: number): void;
    setHeader(name: string, value: string): void;
    send(body: Buffer): void;
  }
  app.get(/^\/admin(\/.*)?$/, (request: Request, response: Response) => {
    const name = path.basename(request.path === "/admin" || request.path.endsWith("/") ? "index.html" : request.path);
    const file = path.join(directory, name);
    if (request.path === "/admin") return response.redirect("/admin/");
    if (!fs.existsSync(file)) return response.sendStatus(404);
    response.setHeader("Content-Type", CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream");
    return response.send(fs.readFileSync(file));
  });
};
