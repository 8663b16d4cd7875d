import { firstSentence, plusFigure, truncate } from "../../src/lib/text";

describe("truncate", () => {
  it("keeps a text of 50 characters or fewer as it is", () => {
    const fifty = "x".repeat(50);
    expect(truncate(fifty)).toEqual({ text: fifty, truncated: false });
  });

  it("cuts a longer text to 50 characters plus an ellipsis", () => {
    const text = "The softener has made a real difference to our villa and the kettle is clean.";
    const result = truncate(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 50)}…`);
    expect(result.text.length).toBe(51);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate(`${"a".repeat(49)} bcd`).text).toBe(`${"a".repeat(49)}…`);
  });

  it("accepts another limit", () => {
    expect(truncate("abcdef", 3)).toEqual({ text: "abc…", truncated: true });
  });
});

test("plusFigure", () => {
  expect(plusFigure(5000)).toBe("5,000+");
  expect(plusFigure(35)).toBe("35+");
});

describe("firstSentence", () => {
  it("ends at the first full stop, exclamation or question mark that starts a new sentence", () => {
    expect(firstSentence("Soft water protects heaters. It also saves soap.")).toBe("Soft water protects heaters.");
    expect(firstSentence("Tired of scale? Our softeners help.")).toBe("Tired of scale?");
    expect(firstSentence("Pure water! 18 stages follow.")).toBe("Pure water!");
  });

  it("does not end at abbreviations, decimals or a full stop before a lower-case word", () => {
    expect(firstSentence("Filters (e.g. sediment) remove 99.9% of sand. More below.")).toBe(
      "Filters (e.g. sediment) remove 99.9% of sand.",
    );
    expect(firstSentence("Pores of 0.01 micron stop bacteria, approx. all of them. Minerals stay.")).toBe(
      "Pores of 0.01 micron stop bacteria, approx. all of them.",
    );
  });

  it("returns a one-sentence text whole, trimmed", () => {
    expect(firstSentence("  A compact deionizer for laboratories.  ")).toBe("A compact deionizer for laboratories.");
    expect(firstSentence("No full stop at the end")).toBe("No full stop at the end");
  });
});
