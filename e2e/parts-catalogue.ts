/**
 * What the parts catalogue's browser tests share (e2e/parts-*.spec.ts): the products as the
 * pages show them, each edition's search words, docs/specification.md's matching rule written
 * out again, and the page's controls found by their roles and names.
 */
import type { Page } from "@playwright/test";
import { escapeRegExp } from "./fixtures";
import { readData } from "./built-site";
import { EDITIONS, type Edition } from "./editions";
import { fillTemplate } from "../src/lib/template";

export { EDITIONS };

export interface Product {
  slug: string;
  name: string;
  category: "commercial" | "industrial" | "domestic";
  description: string;
  features: string[];
  imageAlt: string;
}

export const company = readData<{ whatsapp: string }>("company.json");

/**
 * What each edition's visitor types, and what the page must then show: the same
 * behaviours, searched in the edition's own words. `many` matches more than five products,
 * those named with a word it starts (`manyName`) first; `firstSentence` is a card's text
 * with a decimal ("0.01") that must not cut it short.
 */
export const SEARCHES: Record<
  string,
  { filter: string; shower: string; many: string; manyName: RegExp; keyboard: string; firstSentence: string }
> = {
  en: {
    filter: "filter",
    shower: "shower",
    many: "ro",
    manyName: /\bRO\b/,
    keyboard: "softener",
    firstSentence:
      "A trolley-mounted reverse osmosis unit for sites that need purified water without a fixed installation.",
  },
  ar: {
    filter: "فلتر",
    shower: "الدش",
    many: "تناضح",
    manyName: /تناضح/,
    keyboard: "تيسير",
    firstSentence: "وحدة تناضح عكسي مركّبة على عربة، للمواقع التي تحتاج إلى مياه منقّاة دون تركيب ثابت.",
  },
};

/**
 * The matches docs/specification.md section 5 asks for, written out again so the test does not reuse
 * the code under test: a substring of the name or the description, ignoring case and
 * Arabic short vowels; products with a name word that the search starts come first
 * (src/lib/catalogue.ts ranks the rest further, which the searches below do not reach).
 */
export const plain = (text: string) => text.toLowerCase().replace(/\p{M}/gu, "");
export function matching(products: readonly Product[], text: string, category = "all") {
  const needle = plain(text);
  const namedFirst = (p: Product) => (new RegExp(`(^|[^\\p{L}\\p{N}])${needle}`, "u").test(plain(p.name)) ? 0 : 1);
  return products
    .filter(
      (p) =>
        (category === "all" || p.category === category) &&
        (plain(p.name).includes(needle) || plain(p.description).includes(needle)),
    )
    .sort((a, b) => namedFirst(a) - namedFirst(b));
}

export const cards = (page: Page) => page.getByRole("main").getByRole("article");
export const status = (page: Page) => page.getByRole("main").getByRole("status");
export const q = (text: string) => escapeRegExp(encodeURIComponent(text));

/** An edition's catalogue: its words, search terms, products and controls. */
export function catalogueOf(edition: Edition) {
  const { words } = edition;
  const text = words.parts;
  const terms = SEARCHES[edition.language];
  // As the cards and the catalogue's index show them (measurements isolated on Arabic pages).
  const products = edition.shown<Product[]>("products.json");
  const named = (slug: string) => products.find((product) => product.slug === slug)!;
  const parts = edition.path("/parts/");
  const showing = (count: number) =>
    fillTemplate(count === 1 ? text.showing.one : text.showing.other, { count: String(count) });
  const searchBox = (page: Page) => page.getByRole("combobox", { name: text.searchLabel });
  const listbox = (page: Page) => page.getByRole("listbox", { name: text.matchingProducts });
  /** A category filter: a link to the filtered view, marked current when chosen. */
  const filterLink = (page: Page, category: keyof typeof text.categories) =>
    page
      .getByRole("group", { name: text.filterLabel })
      .getByRole("link", { name: text.categories[category], exact: true });
  return { words, text, terms, products, named, parts, showing, searchBox, listbox, filterLink };
}
