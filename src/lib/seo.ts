/**
 * The <title> of a page: "Reverse Osmosis Systems | Pure Oasis". The brand is the
 * company's short name, so titles stay within the ~60 characters search results show;
 * a title that already names the brand ("About Pure Oasis") goes without it.
 */
export function pageTitle(title: string, brand: string): string {
  const own = title.trim();
  if (!own) return brand;
  if (own.toLocaleLowerCase().includes(brand.toLocaleLowerCase())) return own;
  return `${own} | ${brand}`;
}
