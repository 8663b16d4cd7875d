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
