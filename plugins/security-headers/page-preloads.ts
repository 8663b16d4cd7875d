/**
 * Each page's Link header: what the page needs before it can hydrate, asked for as soon as
 * its HTML response arrives instead of one round trip after another.
 *
 * Gatsby writes a page's start-up scripts (webpack runtime, framework, app) as async script
 * tags at the end of the body. Once app.js runs, its loader asks for the page's data
 * (page-data.json and app-data.json), then for the results of the page's static queries and
 * its component's chunks; only then does the page hydrate. On a phone's network (150 ms a
 * round trip) that chain left the page hydrating 174-438 ms later than with the chunks and
 * data preloaded (docs/performance.md, "Measured and not kept"). So the header names:
 *
 * - the start-up scripts, at the browser's default (high) priority: they are the chain's start
 *   (without them the page hydrated later and Lighthouse's score was 100 less often:
 *   docs/performance.md, "Measured and not kept");
 * - the component's chunks and the page's data files, at low priority, so that they come
 *   after the first screen's images (the largest paint did not move) and before the app asks.
 *
 * The data files are preloaded with crossorigin=anonymous: Gatsby's loader fetches them with
 * XMLHttpRequest (credentials "same-origin"), which takes a preload only when its mode matches.
 */
import fs from "node:fs";
import path from "node:path";
import { nginxString, uriMapEntries } from "./nginx-map";

/** What a page is asked for with, beyond its start-up scripts. */
export interface PagePreloads {
  /** The page component's chunks (webpack's chunk group), in webpack's order. */
  chunks: string[];
  /** Its page data, the app's data and its static queries' results. */
  data: string[];
}

export const NO_PRELOADS: PagePreloads = { chunks: [], data: [] };

/** The scripts a page starts with: Gatsby's async script tags, in their order. */
export function bootScripts(html: string): string[] {
  return [...html.matchAll(/<script src="(\/[^"]+\.js)" async/g)].map((match) => match[1]);
}

/** Where Gatsby writes a page's data: "/" -> /page-data/index/page-data.json, "/404.html" -> /page-data/404.html/page-data.json. */
export function pageDataPath(route: string): string {
  const folder = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  return `/page-data/${folder}/page-data.json`;
}

/** What webpack's stats (public/webpack.stats.json) say about the chunk groups, as far as this reads them. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * A page's preloads, from the build's files: its page data (which names its component's
 * chunk group and its static queries) and webpack's stats. A route without page data (not
 * a Gatsby page) has none.
 */
export function pagePreloads(publicDir: string, route: string, stats: WebpackStats): PagePreloads {
  const dataFile = pageDataPath(route);
  const full = path.join(publicDir, dataFile);
  if (!fs.existsSync(full)) return NO_PRELOADS;
  const pageData = JSON.parse(fs.readFileSync(full, "utf8")) as {
    componentChunkName: string;
    staticQueryHashes?: string[];
  };
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  if (!group) throw new Error(`${dataFile}: webpack's stats have no chunk group ${pageData.componentChunkName}`);
  return {
    chunks: group.assets.map(({ name }) => `/${name}`).filter((file) => file.endsWith(".js")),
    data: [
      dataFile,
      "/page-data/app-data.json",
      ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
  };
}

/** The Link header of a page: its start-up scripts first, then, at low priority, its chunks and data. */
export function preloadLink(scripts: readonly string[], preloads: PagePreloads = NO_PRELOADS): string {
  return [
    ...scripts.map((src) => `<${src}>; rel=preload; as=script`),
    ...preloads.chunks.map((src) => `<${src}>; rel=preload; as=script; fetchpriority=low`),
    ...preloads.data.map((src) => `<${src}>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`),
  ].join(", ");
}

/** A built page's Link header: the scripts its HTML starts with, then its preloads. */
export function pageLink({ html, preloads }: { html: string; preloads?: PagePreloads }): string {
  return preloadLink(bootScripts(html), preloads);
}

/** A page as the nginx map needs it: its route, its file, its Link header (empty: none). */
export interface PageLink {
  route: string;
  file: string;
  link: string;
}

/**
 * nginx: a map from $uri to the page's Link header, for `add_header Link $pure_oasis_preload`
 * (nginx leaves an empty header out). Where two pages share a key (uriMapEntries) with
 * different headers, the key gets the part they share from the start.
 */
export function nginxPreloadMap(pages: readonly PageLink[]): string {
  const entries = uriMapEntries(
    pages,
    ({ link }) => (link ? link.split(", ") : []),
    (before, next) => {
      const differs = before.findIndex((entry, index) => entry !== next[index]);
      return differs === -1 ? before : before.slice(0, differs);
    },
  );
  return [
    "map $uri $pure_oasis_preload {",
    '  default "";',
    ...entries
      .filter(([, links]) => links.length > 0)
      .map(([key, links]) => `  ${nginxString(key)} ${nginxString(links.join(", "))};`),
    "}",
    "",
  ].join("\n");
}
