/**
 * The emirates served (data/company.json areaServed) and their pages (data/emirates.json):
 * which page an emirate named in the page's language has, and the choice of an emirate in
 * a link to the water test (?emirate=<slug>). Pure; the browser and the build share it.
 */
import { EMIRATE_PARAM } from "./routes";

/** An emirate as a page lists it: its slug (the page's URL) and its name in the page's language. */
export interface EmirateRef {
  slug: string;
  name: string;
}

/**
 * The emirates served, in areaServed's order, each with its page's slug where one has that
 * name (null otherwise: the build's content checks make that a mistake).
 */
export function emiratesServed(areaServed: readonly string[], pages: readonly EmirateRef[]) {
  return areaServed.map((name) => ({ name, slug: pages.find((page) => page.name === name)?.slug ?? null }));
}

/**
 * The emirate a water-test link chooses (`search` is location.search, "?emirate=dubai"):
 * its name as the booking form offers it, or null when the link names none or an unknown one.
 */
export function emirateFromSearch(search: string, emirates: readonly EmirateRef[]): string | null {
  const slug = new URLSearchParams(search).get(EMIRATE_PARAM);
  if (!slug) return null;
  return emirates.find((emirate) => emirate.slug === slug)?.name ?? null;
}
