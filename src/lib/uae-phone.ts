/**
 * UAE mobile numbers as visitors type them, checked and written in E.164 (+9715XXXXXXXX)
 * for the booking e-mail. Pure.
 *
 * Accepted: the national form 05X XXX XXXX, the same without the 0, and the international
 * forms +971 5X, 00971 5X and 971 5X (also with the trunk 0 kept, "+971 (0)50 ..."), with
 * spaces, dashes, dots and parentheses anywhere. The mobile prefixes are 50, 52, 54, 55,
 * 56 and 58. A landline (04 557 2380, +971 4 ...) or a 600/800 number is "notMobile";
 * anything else (letters, wrong length, another country, an unused 05X prefix) is "format".
 */

export const UAE_MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"] as const;

export type UaeMobileResult = { ok: true; e164: string } | { ok: false; reason: "empty" | "format" | "notMobile" };

/** The separators people type in phone numbers: spaces (any kind), dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()\u2010-\u2015]/g;

/** 05X XXX XXXX without the 0: two-digit mobile prefix, seven digits. */
const MOBILE = new RegExp(`^(?:${UAE_MOBILE_PREFIXES.join("|")})\\d{7}$`);
/** Landlines (area code 2, 3, 4, 6, 7 or 9, then seven digits) and 600/800 service numbers. */
const NOT_MOBILE = /^(?:[234679]\d{7}|600\d{6}|800\d{2,7})$/;

/** The national significant number (no country code, no trunk 0), or null when the input is not a UAE number. */
function nationalNumber(compact: string): string | null {
  let rest: string;
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+971")) return null;
    rest = compact.slice(4);
  } else if (compact.startsWith("00")) {
    if (!compact.startsWith("00971")) return null;
    rest = compact.slice(5);
  } else if (compact.startsWith("971") && compact.length >= 11) {
    rest = compact.slice(3);
  } else if (compact.startsWith("0")) {
    return compact.slice(1);
  } else {
    return compact;
  }
  // "+971 (0)50 ...": the trunk 0 some people keep after the country code.
  return rest.startsWith("0") ? rest.slice(1) : rest;
}

export function normaliseUaeMobile(input: string): UaeMobileResult {
  const compact = input.replace(SEPARATORS, "");
  if (compact === "") return { ok: false, reason: "empty" };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: "format" };
  const national = nationalNumber(compact);
  if (national === null) return { ok: false, reason: "format" };
  if (MOBILE.test(national)) return { ok: true, e164: `+971${national}` };
  if (NOT_MOBILE.test(national)) return { ok: false, reason: "notMobile" };
  return { ok: false, reason: "format" };
}

/** "+971501234567" -> "+971 50 123 4567", for people to read. */
export function formatUaeMobile(e164: string): string {
  const match = /^\+971(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+971 ${match[1]} ${match[2]} ${match[3]}` : e164;
}
