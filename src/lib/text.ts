import { REVIEW_TRUNCATE_CHARS } from "./constants";

/**
 * A review text over `limit` characters is cut to `limit` characters plus an
 * ellipsis (SPEC.md: 50). Trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, limit: number = REVIEW_TRUNCATE_CHARS): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/** A figure with thousands separators: 5000 -> "5,000". */
export function figure(value: number): string {
  return value.toLocaleString("en-US");
}

/** "5,000+" style figures for the claims. */
export function plusFigure(value: number): string {
  return `${figure(value)}+`;
}

/**
 * A text's first sentence: up to the first ".", "!" or "?" followed by a space and a capital
 * letter or digit, so "e.g. softener" and "99.9%" do not end it. The whole text when it is
 * one sentence. Cards show it where the full text is one click away (the product dialog,
 * the industries page).
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.!?](?=\s+["'“‘(]?[A-Z0-9])/.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
