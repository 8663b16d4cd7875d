/** robots.txt: everything may be crawled; the sitemap index at the site's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml\n`;
}
