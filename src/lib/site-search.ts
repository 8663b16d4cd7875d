/**
 * The site search's text rules, shared by the build (plugins/site-search indexes the folded
 * text of every page) and the browser (the query is folded the same way, and each result's
 * snippet is cut from the page's own text around what matched). Folding is the parts
 * search's (searchText: case, diacritics, alef forms, taa marbuta, alef maqsura, digits), so
 * "التناضح العكسى", "التناضح العكسي" and "الْتَّنَاضُح" all find the same pages. Pure.
 */
import { searchText } from "./search-text";

/** The words of a query or a text as the index holds them: folded, split on white space. */
export function searchWords(text: string): string[] {
  return searchText(text).split(/\s+/u).filter(Boolean);
}

/** The query as the index is asked it: folded words joined by one space ("" for nothing to look up). */
export function searchQuery(input: string): string {
  return searchWords(input).join(" ");
}

/**
 * A text folded character by character, with the position in the original of each folded
 * character, so that a match in the folded text can be shown in the original one.
 */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = "";
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = searchText(character);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origins.push(index);
    index += character.length;
  }
  origins.push(index);
  return { folded, origins };
}

/** A piece of a snippet: text, and whether it is what the visitor looked for. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** The shortest start of a query word a snippet looks for: the index stems words, so "filters" finds "filter". */
const MIN_STEM = 3;

/** Where a word, or failing that its longest start of at least MIN_STEM letters, first occurs in the folded text. */
function firstOccurrence(folded: string, word: string): { at: number; length: number } | null {
  for (let length = word.length; length >= Math.min(word.length, MIN_STEM); length -= 1) {
    const at = folded.indexOf(word.slice(0, length));
    if (at >= 0) return { at, length };
  }
  return null;
}

/**
 * A passage of about `maxLength` characters of a page's text around the first place one of
 * the query's words occurs (its start, from the beginning, when none does: the page was found
 * by a word of its other language's title, say), cut at spaces, with "…" where it was cut, and
 * every occurrence of the query's words in it marked.
 */
export function snippet(text: string, query: string, maxLength = 160): SnippetPart[] {
  const { folded, origins } = foldWithOrigins(text);
  const words = searchWords(query);
  const found = words
    .map((word) => firstOccurrence(folded, word))
    .filter((hit): hit is { at: number; length: number } => hit !== null);
  const firstAt = found.length > 0 ? Math.min(...found.map((hit) => origins[hit.at])) : 0;

  let start = Math.max(0, firstAt - Math.floor(maxLength / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < firstAt ? space + 1 : start;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }

  // Marked ranges in the original text, within [start, end).
  const ranges: Array<[number, number]> = [];
  const needles = [...new Set(found.map(({ at, length }) => folded.slice(at, at + length)))];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
      const from = origins[at];
      const to = origins[at + needle.length];
      if (from >= start && to <= end) ranges.push([from, to]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);

  const parts: SnippetPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece) parts.push({ text: piece, match });
  };
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= cursor) continue;
    push(text.slice(cursor, Math.max(cursor, from)), false);
    push(text.slice(Math.max(cursor, from), to), true);
    cursor = to;
  }
  push(text.slice(cursor, end), false);
  if (start > 0) parts.unshift({ text: "…", match: false });
  if (end < text.length) parts.push({ text: "…", match: false });
  return parts;
}
