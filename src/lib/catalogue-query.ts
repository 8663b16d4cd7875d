/**
 * The parts catalogue's view in the URL query (?category=&q=&product=), so that a
 * filtered view or an open product can be shared, reloaded and walked with back and
 * forward. Pure functions, no React and no window.
 */
import { isCategoryFilter, type CategoryFilter } from "./catalogue";
import { PARTS_PATH } from "./routes";

export interface CatalogueView {
  category: CategoryFilter;
  /** The search text as typed (not trimmed, so typing a space is not undone). */
  query: string;
  /** Slug of the product whose detail is open. */
  product: string | null;
}

export const DEFAULT_CATALOGUE_VIEW: CatalogueView = { category: "all", query: "", product: null };

/**
 * Reads a view from a query string ("?category=domestic&q=filter"). Unknown
 * categories fall back to "all"; a product slug that is not in `productSlugs` (when
 * given) is ignored rather than opening an empty detail.
 */
export function parseCatalogueQuery(search: string, productSlugs?: readonly string[]): CatalogueView {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  const product = params.get("product");
  return {
    category: isCategoryFilter(category) ? category : DEFAULT_CATALOGUE_VIEW.category,
    query: params.get("q") ?? "",
    product: product && (!productSlugs || productSlugs.includes(product)) ? product : null,
  };
}

/** The query string of a view, "" for the default view; default values are left out. */
export function catalogueSearch(view: CatalogueView): string {
  const params = new URLSearchParams();
  if (view.category !== DEFAULT_CATALOGUE_VIEW.category) params.set("category", view.category);
  if (view.query !== "") params.set("q", view.query);
  if (view.product) params.set("product", view.product);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The parts catalogue showing one category (a product page's breadcrumb). Here, not in
 * routes.ts: every page's frame links with routes.ts, and the catalogue's code belongs to
 * the catalogue's pages.
 */
export const partsCategoryPath = (category: CategoryFilter) =>
  `${PARTS_PATH}${catalogueSearch({ ...DEFAULT_CATALOGUE_VIEW, category })}`;

export function sameCatalogueView(a: CatalogueView, b: CatalogueView): boolean {
  return a.category === b.category && a.query === b.query && a.product === b.product;
}

/** Choosing a filter clears the search (docs/specification.md section 4) and closes any detail. */
export function withCategory(view: CatalogueView, category: CategoryFilter): CatalogueView {
  return { ...view, category, query: "", product: null };
}

export function withQuery(view: CatalogueView, query: string): CatalogueView {
  return { ...view, query, product: null };
}

export function withProduct(view: CatalogueView, product: string | null): CatalogueView {
  return { ...view, product };
}

/**
 * How a change enters the browser history: typing replaces the current entry (no
 * entry per keystroke); a new filter or an opened product is a new entry.
 */
export function historyMode(previous: CatalogueView, next: CatalogueView): "push" | "replace" | "none" {
  if (sameCatalogueView(previous, next)) return "none";
  if (previous.category !== next.category || (next.product !== null && previous.product !== next.product)) {
    return "push";
  }
  return "replace";
}
