/**
 * Which built pages belong in sitemap.xml (canonical URLs only), and each one's entry:
 * its URL, its last change where the content gives one, and the same page in every
 * language (xhtml:link hreflang entries, x-default English), as the pages' heads list them.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, pathInLanguage, unlocalizedPath } from "../src/lib/languages";

export interface SitemapPage {
  path: string;
  /** lastmod: the date the page's content last changed ("2024-05-14"), where known (articles). */
  pageContext?: { canonicalPath?: string | null; lastmod?: string | null } | null;
}

export interface SitemapEntry {
  url: string;
  lastmod?: string;
  links: { lang: string; url: string }[];
}

/** Gatsby's error pages and dev-only pages are never listed, in any language. */
const NOT_LISTED = /^\/(404|404\.html|dev-404-page)\/?$/;

export function isCanonicalPage(page: SitemapPage): boolean {
  if (NOT_LISTED.test(unlocalizedPath(page.path))) return false;
  const canonical = page.pageContext?.canonicalPath;
  return !canonical || canonical === page.path;
}

/** A page's sitemap entry; `siteUrl` makes the language links absolute, as the sitemap's URLs are. */
export function sitemapEntry(page: SitemapPage, siteUrl: string): SitemapEntry {
  const absolute = (path: string) => `${siteUrl.replace(/\/$/, "")}${path}`;
  const links = [
    ...LANGUAGES.map((language) => ({
      lang: LANGUAGE_INFO[language].tag,
      url: absolute(pathInLanguage(page.path, language)),
    })),
    { lang: "x-default", url: absolute(pathInLanguage(page.path, DEFAULT_LANGUAGE)) },
  ];
  const lastmod = page.pageContext?.lastmod;
  return lastmod ? { url: page.path, lastmod, links } : { url: page.path, links };
}
