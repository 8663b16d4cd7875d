import { searchText } from "../../src/lib/search-text";

describe("searchText", () => {
  it.each([
    ["أ إ آ ا ٱ: every alef form is one", "أ", "ا"],
    ["hamza below", "إزالة", "ازاله"],
    ["madda", "آبار", "ابار"],
    ["taa marbuta and haa", "تنقية", "تنقيه"],
    ["alef maqsura and yaa", "مستشفى", "مستشفي"],
    ["hamza on yaa", "مائي", "مايي"],
    ["hamza on waw", "مؤسسة", "موسسه"],
    ["short vowels and shadda", "المُيسَّرة", "الميسره"],
    ["tatweel", "فلـــتر", "فلتر"],
    ["Arabic-Indic digits", "٥٠٠٠", "5000"],
    ["Latin case and accents", "Café RO", "cafe ro"],
    ["isolates and no-break spaces around a measurement", "نحو \u20660.01\u00a0µm\u2069،", "نحو 0.01 µm،"],
  ])("%s", (_, input, expected) => {
    expect(searchText(input)).toBe(expected);
  });

  it("makes the spellings a visitor may type meet the catalogue's", () => {
    const name = searchText("جهاز إزالة الأيونات المخبري");
    for (const typed of ["ازالة", "إزالة", "الايونات", "الأيونات", "مخبرى"]) {
      expect(name).toContain(searchText(typed));
    }
    expect(searchText("منقي المياه")).toContain(searchText("المياة"));
  });
});
