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

const SLOT = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** The {{slots}} of a template, each once, in order ("More {{category}} products" -> ["category"]). */
export function slotNames(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((match) => match[1]))];
}

/**
 * A content template with its {{slots}} filled by the page ("More {{category}} products").
 * Single braces are company facts, resolved at build time (build/facts.ts); a slot with
 * no value is an error in the page, not a text to show.
 */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${slot} in "${template}"`);
    return value;
  });
}
