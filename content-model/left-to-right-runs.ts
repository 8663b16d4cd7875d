/**
 * Runs of a right-to-left text that are read left to right as one piece: numbers written in
 * groups ("050 123 4567", "+971 4 557 2380") and measurements in Latin units ("50°C",
 * "220–240 V", "Ø 180 × 430 mm", "18.2 MΩ·cm"). The Unicode bidirectional algorithm orders
 * their parts from the right: an Arabic page read "4567 123 050", "C°50" (the degree sign on
 * the wrong side of the C) and "V 240–220". Each run is wrapped in a left-to-right isolate
 * (U+2066 ... U+2069, invisible), so it reads as written wherever the text is shown (a
 * paragraph, a table cell, a form's hint or an error message). A phone number never breaks
 * across two lines, nor a unit away from its number (no-break spaces); a long measurement
 * may break at its "×" or its range's dash, as in English.
 *
 * Left as they are: a number alone, and a range without a Latin unit ("7.5–8.5", read
 * from the right like the words around it).
 */
import { LEFT_TO_RIGHT_ISOLATE, POP_DIRECTIONAL_ISOLATE } from "../src/lib/text";

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const VALUE = String.raw`${NUMBER}(?: ?[–-] ?${NUMBER})?`;
/** A Latin unit: "°C", or letters with their superscripts, "/" and "·" ("mg/L", "m³/h", "MΩ·cm"). */
const UNIT = String.raw`°[CF]|[A-Za-zµΩ][A-Za-zµΩ³²]*(?:[/·][A-Za-zµΩ][A-Za-zµΩ³²]*)*`;
/** A value, a range or dimensions ("Ø 180 × 430"), then its unit. */
const MEASUREMENT = String.raw`((?:Ø ?)?${VALUE}(?: ?× ?${VALUE})*)( ?)(${UNIT})(?![A-Za-z\d])`;
const GROUPED_NUMBER = String.raw`\+?\d+(?:[ \u00a0]\d+)+`;
/** Not inside a Latin word or another number ("R-410A", "x2"); Arabic "و" (and) may come right before. */
const RUN = new RegExp(String.raw`(?<![A-Za-z\d.,–-])(?:${MEASUREMENT}|${GROUPED_NUMBER})`, "gu");

const NO_BREAK_SPACE = "\u00a0";

/** The text with every such run isolated left to right. */
export function isolateLeftToRightRuns(text: string): string {
  return text.replace(RUN, (run: string, value?: string, space?: string, unit?: string) => {
    const shown =
      unit === undefined ? run.replace(/ /g, NO_BREAK_SPACE) : `${value}${space ? NO_BREAK_SPACE : ""}${unit}`;
    return `${LEFT_TO_RIGHT_ISOLATE}${shown}${POP_DIRECTIONAL_ISOLATE}`;
  });
}
