/**
 * Parts catalogue logic (SPEC.md sections 4, 5 and 8): category filter, search,
 * grouping and the messages around them. Pure functions, no React.
 */
import { PRODUCT_CATEGORIES, SEARCH_DROPDOWN_LIMIT, type ProductCategory } from "./constants";

export interface CatalogueProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
}

/** Filter buttons in the order the page shows them. */
export const CATEGORY_FILTERS = ["all", "commercial", "industrial", "domestic"] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: "All products",
  commercial: "Commercial",
  industrial: "Industrial",
  domestic: "Domestic",
};

export const NO_PRODUCTS_MESSAGE = "No products found";
export const NO_PRODUCTS_HINT = "Try adjusting your filters";

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === "string" && (CATEGORY_FILTERS as readonly string[]).includes(value);
}

/** Case-insensitive substring match on the name or the description. */
export function matchesSearch(product: CatalogueProduct, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return product.name.toLocaleLowerCase().includes(needle) || product.description.toLocaleLowerCase().includes(needle);
}

export function filterProducts<T extends CatalogueProduct>(
  products: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  return products.filter(
    (product) => (category === "all" || product.category === category) && matchesSearch(product, query),
  );
}

/** With filter "all" and no search the page groups products by category. */
export function isGroupedView(category: CategoryFilter, query: string): boolean {
  return category === "all" && query.trim() === "";
}

/** Sections of the grouped view, in the filter order, leaving out empty categories. */
export function groupByCategory<T extends CatalogueProduct>(
  products: readonly T[],
): Array<{ category: ProductCategory; products: T[] }> {
  const order = CATEGORY_FILTERS.filter((filter): filter is ProductCategory =>
    (PRODUCT_CATEGORIES as readonly string[]).includes(filter),
  );
  return order
    .map((category) => ({ category, products: products.filter((product) => product.category === category) }))
    .filter((group) => group.products.length > 0);
}

export function showingLabel(count: number): string {
  return `Showing ${count} product${count === 1 ? "" : "s"}`;
}

/** The search dropdown: at most `limit` results, then "+N more". */
export function dropdownResults<T extends CatalogueProduct>(
  matches: readonly T[],
  limit: number = SEARCH_DROPDOWN_LIMIT,
): { shown: T[]; moreLabel: string | null } {
  const shown = matches.slice(0, limit);
  const more = matches.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more} more` : null };
}
