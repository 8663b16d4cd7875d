/**
 * A text's first sentence: up to the first ".", "!", "?" (or the Arabic "؟") followed by a
 * space and a capital letter, a digit or an Arabic letter (Arabic has no capitals), so
 * "e.g. softener" and "99.9%" do not end it. The whole text when it is one sentence. Cards
 * show it where the full text is one click away (the product dialog, the industries page).
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.!?؟](?=\s+["'“‘(«]?[A-Z0-9\u0600-\u06FF])/.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
