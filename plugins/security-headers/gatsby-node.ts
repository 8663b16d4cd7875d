/**
 * security-headers: the response headers of the production host, written from the final
 * HTML of every page (so each page's CSP lists the hashes of exactly the inline scripts it
 * ships, and its Link header its start-up files: page-preloads.ts): public/_headers for
 * Netlify-style hosts, and the nginx include files in
 * `nginxDir` (deploy/nginx/site.conf includes them). Runs after every step that rewrites
 * the HTML and before precompress.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlPages, publicDirOf, siteDirOf, sitePath } from "../site-files";
import {
  nginxCspMap,
  nginxHeaders,
  nginxPreloadHeader,
  netlifyHeaders,
  routeOfFile,
  type BuiltPage,
} from "./security-headers";
import { nginxPreloadMap, pageLink, pagePreloads, type WebpackStats } from "./page-preloads";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    nginxDir: Joi.string()
      .required()
      .description("Folder, relative to the site, for the generated nginx include files"),
  });

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }, options) => {
  // Its time in the build's log ("success security-headers - 2.1s"): it reads every page.
  const activity = reporter.activityTimer("security-headers");
  activity.start();
  const publicDir = publicDirOf(store);
  // Webpack's chunk groups, which Gatsby writes beside the scripts: a page's component chunks.
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const pages: BuiltPage[] = htmlPages(publicDir).map((full) => {
    const file = sitePath(publicDir, full);
    const route = routeOfFile(file);
    return { route, file, html: fs.readFileSync(full, "utf8"), preloads: pagePreloads(publicDir, route, stats) };
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), netlifyHeaders(pages));
  const nginxDir = path.join(siteDirOf(store), String(options.nginxDir));
  fs.mkdirSync(nginxDir, { recursive: true });
  const links = pages.map((page) => ({ route: page.route, file: page.file, link: pageLink(page) }));
  fs.writeFileSync(path.join(nginxDir, "page-maps.conf"), `${nginxCspMap(pages)}\n${nginxPreloadMap(links)}`);
  fs.writeFileSync(path.join(nginxDir, "headers.conf"), nginxHeaders());
  fs.writeFileSync(path.join(nginxDir, "preload.conf"), nginxPreloadHeader());
  activity.setStatus(`${pages.length} pages -> public/_headers, ${String(options.nginxDir)}/`);
  activity.end();
};
