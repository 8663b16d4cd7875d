/**
 * The one module that talks to Pagefind in the browser: loads the site's index
 * (plugins/site-search writes it to /pagefind/ at build time) the first time a visitor
 * searches, never before, and answers a query with the pages that match, best first. The
 * query is folded as the index's words were (src/lib/site-search.ts). Pagefind picks the
 * index of the page's <html lang> and fetches only the chunks the query's words need.
 */
import { SEARCH_INDEX_DIR } from "./constants";
import { searchQuery } from "./site-search";

/** A page that matches a query: its path, its title and the text its snippet is cut from. */
export interface SearchHit {
  url: string;
  title: string;
  text: string;
}

export type SiteSearch = (query: string) => Promise<SearchHit[]>;

/** Pagefind's JavaScript API, as much of it as the site uses (pagefind.js 1.x). */
interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number; ranking?: Record<string, number> }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{
    results: Array<{ id: string; data(): Promise<{ url: string; meta: Record<string, string | undefined> }> }>;
  }>;
}

/** Pagefind's script, which the build writes beside the index (plugins/site-search). */
export const PAGEFIND_SCRIPT = `/${SEARCH_INDEX_DIR}/pagefind.js`;

/** The most results one query shows. */
export const MAX_RESULTS = 8;

/**
 * Pagefind's ranking, tuned on this site: by default it favours short pages so much that the
 * products naming reverse osmosis ranked above the technology page itself in Arabic. Less
 * weight on a page's length (default 0.75) and a word counting less the more often it repeats
 * (default 1.1) put the page about a subject first in both languages (checked by e2e/search.spec.ts).
 */
const RANKING = { pageLength: 0.3, termSaturation: 0.6 };

let loading: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ baseUrl: "/", excerptLength: 0, ranking: RANKING });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline, say) is tried again with the next query.
      loading = null;
      throw error;
    });
  return loading;
}

/** The site's pages that match a query, best first, at most MAX_RESULTS. */
export const searchSite: SiteSearch = async (input) => {
  const query = searchQuery(input);
  if (!query) return [];
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(query);
  const pages = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return pages.map(({ url, meta }) => ({ url, title: meta.title ?? url, text: meta.text ?? "" }));
};
