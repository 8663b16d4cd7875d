import { metaDescription, pageTitle } from "../../src/lib/seo";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

describe("pageTitle", () => {
  const template = en.seo.pageTitle;

  it("puts the brand after the page's own title", () => {
    expect(pageTitle("Reverse Osmosis Systems", "Pure Oasis", template)).toBe("Reverse Osmosis Systems | Pure Oasis");
  });

  it("does not repeat a brand the title already names, in any case", () => {
    expect(pageTitle("About Pure Oasis", "Pure Oasis", template)).toBe("About Pure Oasis");
    expect(pageTitle("Why PURE OASIS?", "Pure Oasis", template)).toBe("Why PURE OASIS?");
  });

  it("leaves the brand off a title it would push past 60 characters", () => {
    const headline = "Whole Home Water Filtration System: Pure Water Everywhere";
    expect(pageTitle(headline, "Pure Oasis", template)).toBe(headline);
    // Exactly 60 characters with the brand: it stays.
    const fits = "Water Softener Benefits for Homes in Dubai, and";
    expect(`${fits} | Pure Oasis`).toHaveLength(60);
    expect(pageTitle(fits, "Pure Oasis", template)).toBe(`${fits} | Pure Oasis`);
    expect(pageTitle(`${fits}!`, "Pure Oasis", template)).toBe(`${fits}!`);
  });

  it("is the brand alone for an empty title", () => {
    expect(pageTitle("  ", "Pure Oasis", template)).toBe("Pure Oasis");
  });

  it("in Arabic: the Arabic brand after the title, or not repeated", () => {
    expect(pageTitle("أنظمة التناضح العكسي", "بيور أوسيس", ar.seo.pageTitle)).toBe("أنظمة التناضح العكسي | بيور أوسيس");
    expect(pageTitle("تعرّف على بيور أوسيس", "بيور أوسيس", ar.seo.pageTitle)).toBe("تعرّف على بيور أوسيس");
  });
});

describe("metaDescription", () => {
  it("keeps a description that fits", () => {
    expect(metaDescription("  Clean water for every home.  ")).toBe("Clean water for every home.");
  });

  it("cuts a long one at the last whole word that fits, with an ellipsis", () => {
    const text =
      "Our industrial reverse osmosis plant, built on a skid, removes up to 99% of dissolved salts, and more.";
    const result = metaDescription(text, 60);
    expect(result).toBe("Our industrial reverse osmosis plant, built on a skid…");
    expect(result.length).toBeLessThanOrEqual(60);
  });
});
