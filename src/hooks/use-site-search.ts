import { useEffect, useState } from "react";
import { SITE_SEARCH_DEBOUNCE_MS } from "../lib/constants";
import { searchQuery } from "../lib/site-search";
import type { SearchHit, SiteSearch } from "../lib/pagefind-search";

export type SearchStatus = "idle" | "searching" | "done" | "failed";

export interface SiteSearchState {
  query: string;
  setQuery: (query: string) => void;
  status: SearchStatus;
  /** The results of the last query answered (kept while the next one is looked up). */
  hits: SearchHit[];
}

/**
 * The site search's state: what the visitor typed, and the pages that match it once they
 * paused typing (SITE_SEARCH_DEBOUNCE_MS). An answer to a query the visitor has since changed
 * is dropped. `search` is Pagefind's (src/lib/pagefind-search.ts) in the site, any function
 * in tests.
 */
export function useSiteSearch(search: SiteSearch): SiteSearchState {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [hits, setHits] = useState<SearchHit[]>([]);

  const folded = searchQuery(query);
  useEffect(() => {
    if (!folded) {
      setStatus("idle");
      setHits([]);
      return undefined;
    }
    let current = true;
    setStatus("searching");
    const timer = setTimeout(() => {
      search(folded).then(
        (found) => {
          if (!current) return;
          setHits(found);
          setStatus("done");
        },
        () => {
          if (!current) return;
          setHits([]);
          setStatus("failed");
        },
      );
    }, SITE_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [folded, search]);

  return { query, setQuery, status, hits };
}
