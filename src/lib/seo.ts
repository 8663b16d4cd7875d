import { fillTemplate } from "./template";

/**
 * The <title> of a page: "Reverse Osmosis Systems | Pure Oasis", from `template` (the
 * dictionary's seo.pageTitle, "[title] | [brand]"). The brand is the company's short name,
 * so titles stay within the ~60 characters search results show; a title that already
 * names the brand ("About Pure Oasis") goes without it.
 */
export function pageTitle(title: string, brand: string, template: string): string {
  const own = title.trim();
  if (!own) return brand;
  if (own.toLocaleLowerCase().includes(brand.toLocaleLowerCase())) return own;
  return fillTemplate(template, { title: own, brand });
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
