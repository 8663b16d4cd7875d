/** Which built pages belong in sitemap.xml: canonical URLs only. */

export interface SitemapPage {
  path: string;
  pageContext?: { canonicalPath?: string | null } | null;
}

/** Gatsby's error pages and dev-only pages are never listed. */
const NOT_LISTED = /^\/(404|404\.html|dev-404-page)\/?$/;

export function isCanonicalPage(page: SitemapPage): boolean {
  if (NOT_LISTED.test(page.path)) return false;
  const canonical = page.pageContext?.canonicalPath;
  return !canonical || canonical === page.path;
}
