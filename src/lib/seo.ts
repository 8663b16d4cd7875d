/** "Reverse Osmosis | Pure Oasis Water Treatment"; the home page is just the site name. */
export function pageTitle(title: string, siteTitle: string): string {
  if (!title || title === siteTitle) return siteTitle;
  return `${title} | ${siteTitle}`;
}
