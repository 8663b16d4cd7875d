/**
 * A range of numbers written with a hyphen ("6-12"): ranges take an en dash (6–12). In an
 * Arabic text the hyphen also turns the range around: the bidirectional algorithm reads
 * "6-12" left to right and "6–12" from the right, so two rows of one page would show the
 * same kind of range in opposite orders. Dates (2024-05-14), addresses and link targets
 * are not ranges. Checked in every text of both languages (validate-content.ts, translations.ts).
 */
const HYPHENATED_RANGE = /(?<![\d.,-])\d+(?:[.,]\d+)?-\d+(?:[.,]\d+)?(?![\d-])/g;
const NOT_PROSE = /^(?:\d{4}-\d{2}-\d{2}|[a-z]+:\/\/\S*|\/\S*)$/;
const LINK_TARGET = /\]\([^)]*\)/g;

/** The hyphenated ranges in a text (or an article's body), as written. */
export function hyphenatedRanges(text: string): string[] {
  if (NOT_PROSE.test(text)) return [];
  return [...text.replace(LINK_TARGET, "]").matchAll(HYPHENATED_RANGE)].map(([range]) => range);
}

export const rangeMessage = (range: string) =>
  `"${range}": write a range with an en dash (${range.replace("-", "–")}); in Arabic a hyphen shows it turned around`;
