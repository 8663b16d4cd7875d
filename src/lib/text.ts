import { REVIEW_TRUNCATE_CHARS } from "./constants";

/**
 * A review text over `limit` characters is cut to `limit` characters plus an
 * ellipsis (docs/specification.md: 50). Trailing spaces before the ellipsis are dropped.
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
