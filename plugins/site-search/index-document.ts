/**
 * The document Pagefind indexes for a page (build-time only). Pagefind folds case but not
 * the Arabic letters people type interchangeably (alef forms, taa marbuta, alef maqsura),
 * so the words it indexes are the page's words folded by the site's own rules
 * (src/lib/site-search.ts), and the browser folds the query the same way. What a result
 * shows, the title and the prose its snippet is cut from, is kept as written, in Pagefind's
 * metadata, which it stores without indexing.
 *
 * Weights: the page's title counts most, then its twins' titles (a product's English name
 * on its Arabic page: a visitor types the name on the box), then its text.
 */
import { searchText } from "../../src/lib/search-text";
import type { PageRecord } from "./page-record";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Pagefind's weight of an element (1 is body text; an h1 counts 7 by default). */
export const TITLE_WEIGHT = 10;
export const TWIN_TITLE_WEIGHT = 5;

/** The HTML Pagefind indexes for a record, given the titles of its twins in other languages. */
export function indexDocument(record: PageRecord, twinTitles: readonly string[]): string {
  const fold = (text: string) => escapeHtml(searchText(text));
  const twins = twinTitles.map((title) => `<p data-pagefind-weight="${TWIN_TITLE_WEIGHT}">${fold(title)}</p>`);
  return [
    `<!DOCTYPE html><html lang="${escapeHtml(record.language)}"><head><title></title></head><body>`,
    "<main data-pagefind-body>",
    `<h1 data-pagefind-weight="${TITLE_WEIGHT}">${fold(record.title)}</h1>`,
    ...twins,
    `<div>${fold(record.text)}</div>`,
    '<div data-pagefind-ignore="index">',
    `<p data-pagefind-meta="title">${escapeHtml(record.title)}</p>`,
    `<p data-pagefind-meta="text">${escapeHtml(record.prose)}</p>`,
    "</div>",
    "</main></body></html>",
  ].join("\n");
}

/** Every record's document, each with the titles of its twins that are records too. */
export function indexDocuments(records: readonly PageRecord[]): Array<{ url: string; html: string }> {
  const titles = new Map(records.map((record) => [record.url, record.title]));
  return records.map((record) => {
    const twinTitles = Object.values(record.alternates).flatMap((url) => {
      const title = titles.get(url);
      return title && title !== record.title ? [title] : [];
    });
    return { url: record.url, html: indexDocument(record, twinTitles) };
  });
}
