/**
 * URL rules of the site, shared by gatsby-node (which creates the pages) and the
 * components (which link to them). Every path ends with a slash, as Gatsby's
 * `trailingSlash: "always"` writes them.
 */

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
/** The parts catalogue. */
export const PARTS_PATH = "/parts/";
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

/** The contact form with a quotation request for a product filled in (src/pages/contact.tsx). */
export const QUOTE_PRODUCT_PARAM = "quote";
export const quotePath = (slug: string) => `/contact/?${QUOTE_PRODUCT_PARAM}=${encodeURIComponent(slug)}#message`;

/** The free water test's booking page. */
export const WATER_TEST_PATH = "/water-test/";

/** The water-test page's query parameter that chooses the emirate in its booking form (an emirate's slug). */
export const EMIRATE_PARAM = "emirate";
/** An emirate's page (data/emirates.json): /water-treatment/dubai/. */
export const emiratePath = (slug: string) => `/water-treatment/${slug}/`;
/** The free water test with the emirate already chosen in the booking form, at the form. */
export const waterTestPathFor = (emirateSlug: string) =>
  `${WATER_TEST_PATH}?${EMIRATE_PARAM}=${encodeURIComponent(emirateSlug)}#book`;

/** The main navigation's pages (docs/specification.md's seven), in its order; paths in English, as every path here. */
export const NAV_PATHS = {
  home: "/",
  about: "/about/",
  technologies: "/technologies/",
  industries: "/industries/",
  blogs: "/blogs/",
  parts: "/parts/",
  contact: "/contact/",
} as const;
export type NavPage = keyof typeof NAV_PATHS;

export interface NavItem {
  page: NavPage;
  label: string;
  /** The page's path in English: a link gives it the page's language (localizedPath). */
  to: string;
}

/** The navigation's items named in the page's language (the dictionary's frame.nav). */
export function navItems(labels: Readonly<Record<NavPage, string>>): NavItem[] {
  return (Object.keys(NAV_PATHS) as NavPage[]).map((page) => ({ page, label: labels[page], to: NAV_PATHS[page] }));
}
