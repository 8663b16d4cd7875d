import { firstSentence } from "../first-sentence";

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

  it("ends an Arabic sentence before the next Arabic word (Arabic has no capitals), also at ؟", () => {
    expect(firstSentence("يحمي الماء الميسَّر السخانات. ويوفّر الصابون أيضًا.")).toBe("يحمي الماء الميسَّر السخانات.");
    expect(firstSentence("هل تعاني من الترسبات؟ أجهزتنا تساعدك.")).toBe("هل تعاني من الترسبات؟");
    expect(firstSentence("تزيل الأغشية 99.9% من الأملاح. وتبقى المعادن.")).toBe("تزيل الأغشية 99.9% من الأملاح.");
  });

  it("returns a one-sentence text whole, trimmed", () => {
    expect(firstSentence("  A compact deionizer for laboratories.  ")).toBe("A compact deionizer for laboratories.");
    expect(firstSentence("No full stop at the end")).toBe("No full stop at the end");
  });
});
