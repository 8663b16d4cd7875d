import { useCallback, useMemo, useRef, useState } from "react";

export interface CatalogueProducts<T> {
  /** Every product once the index has come (or when the first view holds them all), else the first view's. */
  products: readonly T[];
  /** Whether `products` is the whole catalogue. */
  complete: boolean;
  /** Fetches the index, once; a failed fetch is tried again at the next call. */
  load: () => void;
}

/**
 * The catalogue's products: the first view's from the page data, then all of them from
 * the index file (site-structure/catalogue-index.ts) once `load` is called. When the first
 * view already holds the whole catalogue (`total` products), nothing is fetched.
 */
export function useCatalogueProducts<T>(
  firstView: readonly T[],
  total: number,
  indexUrl: string | null | undefined,
): CatalogueProducts<T> {
  const [loaded, setLoaded] = useState<readonly T[] | null>(null);
  const fetching = useRef(false);
  const complete = loaded !== null || firstView.length >= total || !indexUrl;

  const load = useCallback(() => {
    if (complete || fetching.current || !indexUrl) return;
    fetching.current = true;
    fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
        return response.json() as Promise<{ products: T[] }>;
      })
      .then((index) => setLoaded(index.products))
      .catch(() => {
        // The first view stays; the next search or filter tries again.
        fetching.current = false;
      });
  }, [complete, indexUrl]);

  const products = loaded ?? firstView;
  return useMemo(() => ({ products, complete, load }), [products, complete, load]);
}
