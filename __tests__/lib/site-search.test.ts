import { searchQuery, searchWords, snippet, type SnippetPart } from "../../src/lib/site-search";

const shown = (parts: SnippetPart[]) => parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join("");

describe("searchQuery", () => {
  it.each([
    ["case and spaces", "  Reverse   OSMOSIS ", "reverse osmosis"],
    ["alef with hamza, taa marbuta, alef maqsura", "إزالة العكسى", "ازاله العكسي"],
    ["short vowels and tatweel", "التَّنَاضُح الـعكسي", "التناضح العكسي"],
    ["Arabic-Indic digits", "٥ ميكرون", "5 ميكرون"],
    ["nothing to look up", " \u064E ", ""],
  ])("%s", (_, input, expected) => {
    expect(searchQuery(input)).toBe(expected);
  });

  it("folds every spelling of a word a visitor may type into the one the index holds", () => {
    const indexed = searchWords("محطات التناضح العكسي لتحلية المياه المالحة");
    for (const typed of ["التناضح العكسى", "التَّناضح", "المالحه", "تحليةُ"]) {
      for (const word of searchWords(typed)) expect(indexed.join(" ")).toContain(word);
    }
  });
});

describe("snippet", () => {
  const text =
    "Water in the UAE comes mostly from desalination plants. A reverse osmosis system under the sink removes " +
    "90 to 99% of dissolved solids, and a remineraliser adds calcium back. Every reverse osmosis membrane needs " +
    "a sediment pre-filter and a carbon filter before it, changed every six months.";

  it("cuts the text around the first match, at spaces, and marks every match in it", () => {
    const parts = snippet(text, "Reverse Osmosis", 120);
    const result = shown(parts);
    expect(result.startsWith("…")).toBe(true);
    expect(result).toContain("A [reverse] [osmosis] system");
    expect(result.endsWith("…")).toBe(true);
    expect(result.replace(/[[\]…]/g, "").length).toBeLessThanOrEqual(120);
    // Cut at spaces: it starts and ends with whole words of the text.
    const body = parts
      .filter((part) => part.text !== "…")
      .map((part) => part.text)
      .join("");
    expect(text).toContain(body);
    expect(text[text.indexOf(body) - 1]).toBe(" ");
  });

  it("marks each word of the query, wherever it is in the passage", () => {
    expect(shown(snippet(text, "osmosis reverse", 400))).toContain("A [reverse] [osmosis] system");
  });

  it("shows the Arabic text as written when the query is spelled another way", () => {
    const arabic = "تزيل أنظمة التناضح العكسي الأملاح الذائبة من مياه الشبكة.";
    const parts = snippet(arabic, "التناضح العكسى الاملاح");
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["التناضح", "العكسي", "الأملاح"]);
    expect(parts.map((part) => part.text).join("")).toBe(arabic);
  });

  it("finds a word by its start when the index matched another form of it (filters -> filter)", () => {
    expect(shown(snippet("A carbon filter before the membrane.", "filters"))).toBe(
      "A carbon [filter] before the membrane.",
    );
  });

  it("starts at the beginning when no word of the query is in the text (found by its twin's title)", () => {
    const parts = snippet(text, "softener", 60);
    expect(parts[0].text.startsWith("Water in the UAE")).toBe(true);
    expect(parts.some((part) => part.match)).toBe(false);
    expect(parts[parts.length - 1].text).toBe("…");
  });
});
