/**
 * URL rules of the site, shared by gatsby-node (which creates the pages) and the
 * components (which link to them). Every path ends with a slash, as Gatsby's
 * `trailingSlash: "always"` writes them.
 */

import { catalogueSearch, DEFAULT_CATALOGUE_VIEW } from "./catalogue-query";
import type { CategoryFilter } from "./catalogue";

export interface RoutedPage {
  path: string;
  /** The URL search engines should index for this page. */
  canonicalPath: string;
}

/**
 * Technology slugs that are also published under an older spelling. The old link
 * /technologies/Desalination is kept working and points its canonical at the
 * lower-case URL.
 */
export const TECHNOLOGY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  desalination: ["Desalination"],
};

export const technologyPath = (slug: string) => `/technologies/${slug}/`;
export const articlePath = (slug: string) => `/blogs/${slug}/`;
/** A product's own page. */
export const productPath = (slug: string) => `/parts/${slug}/`;
export const withTrailingSlash = (value: string) => (value.endsWith("/") ? value : `${value}/`);

export function technologyPaths(slug: string): RoutedPage[] {
  const canonicalPath = technologyPath(slug);
  const aliases = TECHNOLOGY_ALIASES[slug] ?? [];
  return [canonicalPath, ...aliases.map(technologyPath)].map((path) => ({ path, canonicalPath }));
}

export function articlePaths(slug: string, legacyPath?: string | null): RoutedPage[] {
  const canonicalPath = articlePath(slug);
  const paths = [canonicalPath];
  if (legacyPath) paths.push(withTrailingSlash(legacyPath));
  return paths.map((path) => ({ path, canonicalPath }));
}

/** The parts catalogue showing one category (a product page's breadcrumb). */
export const partsCategoryPath = (category: CategoryFilter) =>
  `/parts/${catalogueSearch({ ...DEFAULT_CATALOGUE_VIEW, category })}`;

/** The contact form with a quotation request for a product filled in (src/pages/contact.tsx). */
export const QUOTE_PRODUCT_PARAM = "quote";
export const quotePath = (slug: string) => `/contact/?${QUOTE_PRODUCT_PARAM}=${encodeURIComponent(slug)}#message`;

/** The free water test's booking page. */
export const WATER_TEST_PATH = "/water-test/";

export const NAV_ITEMS = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about/" },
  { label: "Technologies", to: "/technologies/" },
  { label: "Industries", to: "/industries/" },
  { label: "Blogs", to: "/blogs/" },
  { label: "Parts", to: "/parts/" },
  { label: "Contact", to: "/contact/" },
] as const;
