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
import { publicDirOf, siteDirOf } from "../site-files";
import { writeEditor } from "./write-editor";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const count = writeEditor(siteDirOf(store), path.join(publicDirOf(store), "admin"));
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
  writeEditor(siteDirOf(store), directory);
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
