import { fillTemplate } from "./template";

/** What search results show of a title, about 60 characters. */
export const TITLE_MAX = 60;

/**
 * The <title> of a page: "Reverse Osmosis Systems | Pure Oasis", from `template` (the
 * dictionary's seo.pageTitle, "[title] | [brand]"). The brand is the company's short name;
 * a title that already names it ("About Pure Oasis") goes without it, and so does one that
 * would then run past the ~60 characters search results show (an article's headline):
 * the page's own words matter more than the brand, which the result shows beside its URL.
 */
export function pageTitle(title: string, brand: string, template: string): string {
  const own = title.trim();
  if (!own) return brand;
  if (own.toLocaleLowerCase().includes(brand.toLocaleLowerCase())) return own;
  const branded = fillTemplate(template, { title: own, brand });
  return branded.length > TITLE_MAX ? own : branded;
}

/** What search results show of a description, about 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A description for search results: the text as it is when short enough, else cut at
 * the last word that fits, with an ellipsis (a product's first sentence can be long).
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const own = text.trim();
  if (own.length <= max) return own;
  const cut = own.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
