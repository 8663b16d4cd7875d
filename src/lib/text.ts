import { REVIEW_TRUNCATE_CHARS } from "./constants";

/**
 * A review text over `limit` characters is cut to `limit` characters plus an
 * ellipsis (docs/specification.md: 50). Trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, limit: number = REVIEW_TRUNCATE_CHARS): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/**
 * The invisible marks content-model/left-to-right-runs.ts puts around a number or a
 * measurement in a right-to-left text: a left-to-right isolate and its end.
 */
export const LEFT_TO_RIGHT_ISOLATE = "\u2066";
export const POP_DIRECTIONAL_ISOLATE = "\u2069";

/** A text without those marks, its no-break spaces plain: for what machines read, not eyes. */
export function withoutDirectionMarks(text: string): string {
  return text.replace(/[\u2066\u2069]/g, "").replace(/\u00a0/g, " ");
}

/** A figure with thousands separators: 5000 -> "5,000". */
export function figure(value: number): string {
  return value.toLocaleString("en-US");
}

/** "5,000+" style figures for the claims. */
export function plusFigure(value: number): string {
  return `${figure(value)}+`;
}
