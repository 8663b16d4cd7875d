/** Which built pages belong in sitemap.xml: canonical URLs only. */

export interface SitemapPage {
  path: string;
  /** lastmod: the date the page's content last changed ("2024-05-14"), where known (articles). */
  pageContext?: { canonicalPath?: string | null; lastmod?: string | null } | null;
}

/** Gatsby's error pages and dev-only pages are never listed. */
const NOT_LISTED = /^\/(404|404\.html|dev-404-page)\/?$/;

export function isCanonicalPage(page: SitemapPage): boolean {
  if (NOT_LISTED.test(page.path)) return false;
  const canonical = page.pageContext?.canonicalPath;
  return !canonical || canonical === page.path;
}

/** A page's sitemap entry: its URL, and its last change where the content gives one. */
export function sitemapEntry(page: SitemapPage): { url: string; lastmod?: string } {
  const lastmod = page.pageContext?.lastmod;
  return lastmod ? { url: page.path, lastmod } : { url: page.path };
}
