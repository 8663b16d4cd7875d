import { formatUaeMobile, normaliseUaeMobile, UAE_MOBILE_PREFIXES } from "../../src/lib/uae-phone";

describe("accepted UAE mobile numbers, written in E.164", () => {
  test.each([
    ["050 123 4567", "+971501234567"],
    ["0501234567", "+971501234567"],
    ["501234567", "+971501234567"],
    ["50 123 4567", "+971501234567"],
    ["+971 50 123 4567", "+971501234567"],
    ["+971501234567", "+971501234567"],
    ["00971 50 123 4567", "+971501234567"],
    ["00971501234567", "+971501234567"],
    ["971 50 123 4567", "+971501234567"],
    ["971501234567", "+971501234567"],
    ["+971 (0)50 123 4567", "+971501234567"],
    ["(050) 123-4567", "+971501234567"],
    ["050-123-4567", "+971501234567"],
    ["050.123.4567", "+971501234567"],
    ["+971-50-123-4567", "+971501234567"],
    ["  055 987 6543  ", "+971559876543"],
    ["052\u00a0111\u00a02222", "+971521112222"],
    ["054 000 0000", "+971540000000"],
    ["056 765 4321", "+971567654321"],
    ["058 246 8024", "+971582468024"],
  ])("%j -> %s", (input, e164) => {
    expect(normaliseUaeMobile(input)).toEqual({ ok: true, e164 });
  });

  test("every mobile prefix: 050, 052, 054, 055, 056, 058", () => {
    expect(UAE_MOBILE_PREFIXES).toEqual(["50", "52", "54", "55", "56", "58"]);
    for (const prefix of UAE_MOBILE_PREFIXES) {
      expect(normaliseUaeMobile(`0${prefix} 123 4567`)).toEqual({ ok: true, e164: `+971${prefix}1234567` });
    }
  });
});

describe("rejected numbers, with the reason the form names", () => {
  test.each([
    ["", "empty"],
    ["   ", "empty"],
    [" - ( ) . ", "empty"],
    // Landlines and service numbers: UAE numbers, but no mobile to reach the engineer on.
    ["04 557 2380", "notMobile"],
    ["045572380", "notMobile"],
    ["+971 4 557 2380", "notMobile"],
    ["00971 2 444 1234", "notMobile"],
    ["971 6 555 1234", "notMobile"],
    ["09 222 3333", "notMobile"],
    ["600 52 2222", "notMobile"],
    ["800 4567", "notMobile"],
    // Wrong lengths.
    ["050 123 456", "format"],
    ["050 123 45678", "format"],
    ["+971 50 123 45", "format"],
    ["5012345", "format"],
    // 05X prefixes that are not mobile prefixes.
    ["051 123 4567", "format"],
    ["053 123 4567", "format"],
    ["057 123 4567", "format"],
    ["059 123 4567", "format"],
    // Other countries.
    ["+44 7700 900123", "format"],
    ["0044 7700 900123", "format"],
    ["+966 50 123 4567", "format"],
    ["+1 (555) 123-4567", "format"],
    // Letters and other characters.
    ["050 CALL NOW", "format"],
    ["050 123 4567 ext 2", "format"],
    ["05O 123 4567", "format"],
    ["+", "format"],
    ["050+1234567", "format"],
    ["#050 123 4567", "format"],
  ])("%j is %s", (input, reason) => {
    expect(normaliseUaeMobile(input)).toEqual({ ok: false, reason });
  });
});

test("formatUaeMobile writes E.164 for people to read", () => {
  expect(formatUaeMobile("+971501234567")).toBe("+971 50 123 4567");
  expect(formatUaeMobile("not a number")).toBe("not a number");
});
