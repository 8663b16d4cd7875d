/**
 * Parts catalogue logic (docs/specification.md sections 4, 5 and 8): category filter, search,
 * grouping and the messages around them, in the words the page gives (the interface
 * dictionary's parts). Pure functions, no React.
 */
import {
  CATALOGUE_FIRST_VIEW_PER_CATEGORY,
  PRODUCT_CATEGORIES,
  SEARCH_DROPDOWN_LIMIT,
  type ProductCategory,
} from "./constants";
import { fillTemplate } from "./template";
import { searchText } from "./search-text";

export interface CatalogueProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
  /** The product's English name, on a page in another language: visitors type it too (brand and model names). */
  englishName?: string | null;
}

/** Filter buttons in the order the page shows them. */
export const CATEGORY_FILTERS = ["all", "commercial", "industrial", "domestic"] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** Each filter's name in the page's language ("all" -> "All products"). */
export type CategoryLabels = Readonly<Record<CategoryFilter, string>>;

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === "string" && (CATEGORY_FILTERS as readonly string[]).includes(value);
}

/** A product's category as the pages name it ("domestic" -> "Domestic"). */
export function categoryLabel(category: string, labels: CategoryLabels): string {
  return isCategoryFilter(category) ? labels[category] : category;
}

/** Substring match on the name or the description, as searchText compares them (case, accents, Arabic letter forms). */
export function matchesSearch(product: CatalogueProduct, query: string): boolean {
  return searchRank(product, query) !== null;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `needle` occurs in `text` at the start of a word. */
function startsWord(text: string, needle: string): boolean {
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + 1)) {
    if (index === 0 || !WORD_CHARACTER.test(text[index - 1])) return true;
  }
  return false;
}

interface SearchKeys {
  names: string[];
  description: string;
}

/** Each product's texts as searchText writes them, worked out once (a catalogue of 1,000 is searched at every keystroke). */
const searchKeysOf = new WeakMap<CatalogueProduct, SearchKeys>();

function searchKeys(product: CatalogueProduct): SearchKeys {
  let keys = searchKeysOf.get(product);
  if (!keys) {
    keys = {
      names: [product.name, product.englishName ?? ""].map(searchText).filter(Boolean),
      description: searchText(product.description),
    };
    searchKeysOf.set(product, keys);
  }
  return keys;
}

/** searchRank with the query already through searchText and trimmed. */
function rankOf(product: CatalogueProduct, needle: string): number | null {
  if (!needle) return 0;
  const { names, description } = searchKeys(product);
  const named = names.filter((name) => name.includes(needle));
  if (named.length > 0) return named.some((name) => startsWord(name, needle)) ? 0 : 1;
  if (description.includes(needle)) return startsWord(description, needle) ? 2 : 3;
  return null;
}

/**
 * How well a product answers a search, best first; null when it does not match (the
 * match itself is SPEC's substring rule). A short query such as "ro" is inside most
 * descriptions ("from", "provide"), so products named with a word it starts ("Portable
 * RO") come first, then other name matches, then descriptions with a word it starts,
 * then any other match. On a page in another language the English name counts as a name.
 * Texts are compared through searchText, so أ إ آ ا, ة and ه, and a word with or without its
 * short vowels match each other.
 */
export function searchRank(product: CatalogueProduct, query: string): number | null {
  return rankOf(product, searchText(query.trim()));
}

/** The products in the category that match the search, best matches first (else in file order). */
export function filterProducts<T extends CatalogueProduct>(
  products: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  const needle = searchText(query.trim());
  return products
    .filter((product) => category === "all" || product.category === category)
    .map((product, order) => ({ product, order, rank: rankOf(product, needle) }))
    .filter((entry): entry is { product: T; order: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.product);
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

/** "Showing [count] products", in the form for `count` (`one` for 1). */
export function showingLabel(count: number, texts: { readonly one: string; readonly other: string }): string {
  return fillTemplate(count === 1 ? texts.one : texts.other, { count: String(count) });
}

/** The search dropdown: at most `limit` results, then `moreText` ("+[count] more") with the rest's count. */
export function dropdownResults<T extends CatalogueProduct>(
  matches: readonly T[],
  moreText: string,
  limit: number = SEARCH_DROPDOWN_LIMIT,
): { shown: T[]; moreLabel: string | null } {
  const shown = matches.slice(0, limit);
  const more = matches.length - shown.length;
  return { shown, moreLabel: more > 0 ? fillTemplate(moreText, { count: String(more) }) : null };
}

/** How many products each category has. */
export type CategoryCounts = Readonly<Record<ProductCategory, number>>;

/**
 * The first view of the catalogue: the slugs of the first `perCategory` products of each
 * category (in file order), which /parts/ carries in its page data, and each category's count.
 */
export function firstViewOf(
  products: readonly Pick<CatalogueProduct, "slug" | "category">[],
  perCategory: number = CATALOGUE_FIRST_VIEW_PER_CATEGORY,
): { slugs: string[]; counts: CategoryCounts } {
  const counts = Object.fromEntries(PRODUCT_CATEGORIES.map((category) => [category, 0])) as Record<
    ProductCategory,
    number
  >;
  const slugs: string[] = [];
  for (const product of products) {
    if (!(PRODUCT_CATEGORIES as readonly string[]).includes(product.category)) continue;
    const category = product.category as ProductCategory;
    counts[category] += 1;
    if (counts[category] <= perCategory) slugs.push(product.slug);
  }
  return { slugs, counts };
}

/** How many products there are in a filter's view (all: every category's). */
export function countOf(counts: CategoryCounts, category: CategoryFilter): number {
  return category === "all" ? PRODUCT_CATEGORIES.reduce((total, each) => total + counts[each], 0) : counts[category];
}
