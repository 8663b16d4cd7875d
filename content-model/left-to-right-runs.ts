/**
 * Numbers written in groups ("050 123 4567", "+971 4 557 2380") inside right-to-left text.
 * The Unicode bidirectional algorithm lays each group out left to right but orders the
 * groups from the right, so an Arabic page read "4567 123 050". Wrapped in a left-to-right
 * isolate (U+2066 ... U+2069, invisible), the number reads as written, wherever the text is
 * shown: a paragraph, a form's hint or an error message. Pure.
 */
const GROUPED_NUMBER = /\+?\d+(?:[ \u00a0]\d+)+/g;

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/** The text with every number written in groups isolated left to right. */
export function isolateGroupedNumbers(text: string): string {
  return text.replace(GROUPED_NUMBER, (number) => `${LEFT_TO_RIGHT_ISOLATE}${number}${POP_DIRECTIONAL_ISOLATE}`);
}
