import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import {
  DEFAULT_CATALOGUE_VIEW,
  catalogueSearch,
  historyMode,
  parseCatalogueQuery,
  sameCatalogueView,
  withProduct,
  withQuery,
  type CatalogueView,
} from "../lib/catalogue-query";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";

/** Marks a history entry that the catalogue pushed to open a product's detail. */
const OPENED_PRODUCT = "catalogueOpenedProduct";

function openedProductOf(state: unknown): unknown {
  return state && typeof state === "object" ? (state as Record<string, unknown>)[OPENED_PRODUCT] : undefined;
}

/**
 * The parts catalogue's view, kept in the URL query with the history API.
 *
 * Server rendering and the first client render use the default view, so the static
 * HTML lists every product; the query is read after hydration, on back/forward
 * (popstate) and when Gatsby navigates to this page again (`locationKey` changes).
 * Typing replaces the current history entry; a filter or an opened product pushes one.
 * Closing a detail that this page opened goes back one entry, so back after closing
 * returns to the view before the product, not to the product again. Text typed into the
 * search box (`searchBox`) before the page's scripts started is searched for once they have.
 */
export function useCatalogueView(
  /** Every product's slug, to ignore an unknown ?product=; undefined while the catalogue is not whole (any is taken). */
  productSlugs: readonly string[] | undefined,
  locationKey: string | undefined,
  searchBox?: RefObject<HTMLInputElement>,
) {
  const [view, setView] = useState<CatalogueView>(DEFAULT_CATALOGUE_VIEW);

  // The server HTML's search box is empty, and React keeps what the visitor typed into it
  // before the scripts started when it hydrates the box (but would write the view's empty
  // query over it at the next render). So that text goes into the URL, replacing the
  // entry as typing does, before the effect below reads the view from the URL. A box
  // rendered in the browser holds the view's own query, already in the URL.
  const adopted = useRef(false);
  useBrowserLayoutEffect(() => {
    // Once, at hydration: later the box holds the view's own query.
    if (adopted.current) return;
    adopted.current = true;
    const typed = searchBox?.current?.value ?? "";
    if (typed === "") return;
    const next = withQuery(parseCatalogueQuery(window.location.search, productSlugs), typed);
    const url = `${window.location.pathname}${catalogueSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }, [productSlugs, searchBox]);

  useEffect(() => {
    // The view changes only when the URL asks for another one than the page shows, so a
    // plain visit renders nothing again after hydration.
    const read = () => {
      const fromUrl = parseCatalogueQuery(window.location.search, productSlugs);
      setView((shown) => (sameCatalogueView(shown, fromUrl) ? shown : fromUrl));
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [productSlugs, locationKey]);

  const update = useCallback(
    (next: CatalogueView) => {
      const mode = historyMode(view, next);
      if (mode === "none") return;
      setView(next);
      const url = `${window.location.pathname}${catalogueSearch(next)}${window.location.hash}`;
      if (mode === "push") {
        const opened = next.product !== view.product ? next.product : null;
        window.history.pushState({ key: Date.now().toString(36), [OPENED_PRODUCT]: opened }, "", url);
      } else {
        window.history.replaceState(window.history.state, "", url);
      }
    },
    [view],
  );

  const closeProduct = useCallback(() => {
    if (!view.product) return;
    if (openedProductOf(window.history.state) === view.product) {
      window.history.back();
    } else {
      update(withProduct(view, null));
    }
  }, [view, update]);

  return { view, update, closeProduct };
}
