/**
 * Each page's Link header: what the page needs before it can hydrate, asked for as soon as
 * its HTML response arrives instead of one round trip after another.
 *
 * Gatsby writes a page's start-up scripts (webpack runtime, framework, app) as async script
 * tags at the end of the body. Once app.js runs, its loader asks for the page's data
 * (page-data.json and app-data.json), then for the results of the page's static queries and
 * its component's chunks; only then does the page hydrate. On a phone's network (150 ms a
 * round trip) that chain left the page answering a tap about 600 ms after it could have
 * (docs/performance.md). So the header names the component's chunks and the page's data
 * files, at low priority: after the first screen's images, before the app asks.
 *
 * The start-up scripts are not named: Chrome finds their tags as it parses and fetches them
 * at low priority. Preloaded at high priority they hydrated the page 20-110 ms sooner, within
 * the spread, for no gain on when the page is clear or its menu answers (which the header's
 * own script answers), and Lighthouse counted them against the first paint
 * (docs/performance.md, "The start-up scripts' preload, measured again").
 *
 * The data files are preloaded with crossorigin=anonymous: Gatsby's loader fetches them with
 * XMLHttpRequest (credentials "same-origin"), which takes a preload only when its mode matches.
 */
import fs from "node:fs";
import path from "node:path";
import { nginxString, uriMapEntries } from "./nginx-map";

/** What a page's Link header asks for with it. */
export interface PagePreloads {
  /** The page component's chunks (webpack's chunk group), in webpack's order. */
  chunks: string[];
  /** Its page data, the app's data and its static queries' results. */
  data: string[];
}

export const NO_PRELOADS: PagePreloads = { chunks: [], data: [] };

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

/** The Link header of a page: its chunks, then its data, at low priority ("" when it has none). */
export function preloadLink(preloads: PagePreloads = NO_PRELOADS): string {
  return [
    ...preloads.chunks.map((src) => `<${src}>; rel=preload; as=script; fetchpriority=low`),
    ...preloads.data.map((src) => `<${src}>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`),
  ].join(", ");
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
