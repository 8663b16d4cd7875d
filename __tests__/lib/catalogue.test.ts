import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";
import {
  categoryLabel,
  countOf,
  firstViewOf,
  dropdownResults,
  filterProducts,
  groupByCategory,
  isCategoryFilter,
  isGroupedView,
  matchesSearch,
  searchRank,
  showingLabel,
} from "../../src/lib/catalogue";

const products = [
  { slug: "a", name: "Portable RO System", category: "commercial", description: "Compact reverse osmosis unit." },
  { slug: "b", name: "Home Water Softener", category: "domestic", description: "Removes hardness from mains water." },
  { slug: "c", name: "Seawater RO Plant", category: "industrial", description: "Desalination for coastal sites." },
  { slug: "d", name: "Shower Filter", category: "domestic", description: "Reduces chlorine at the shower." },
];

describe("matchesSearch", () => {
  it("matches the name case-insensitively", () => {
    expect(matchesSearch(products[0], "portable ro")).toBe(true);
  });
  it("matches the description", () => {
    expect(matchesSearch(products[1], "HARDNESS")).toBe(true);
  });
  it("does not match other text", () => {
    expect(matchesSearch(products[1], "membrane")).toBe(false);
  });
  it("matches everything with an empty query", () => {
    expect(matchesSearch(products[2], "  ")).toBe(true);
  });
});

describe("filterProducts", () => {
  it("combines the category filter and the search", () => {
    expect(filterProducts(products, "domestic", "chlorine").map((p) => p.slug)).toEqual(["d"]);
    expect(filterProducts(products, "commercial", "chlorine")).toEqual([]);
    expect(filterProducts(products, "all", "WATER").map((p) => p.slug)).toEqual(["b", "c"]);
  });

  it("puts products named with a word the search starts first, then names, then descriptions", () => {
    const catalogue = [
      { slug: "carbon", name: "Carbon Filter", category: "domestic", description: "Made from coconut shell." },
      { slug: "pro", name: "Pro Softener", category: "domestic", description: "Hardness removal." },
      { slug: "ionizer", name: "Water Ionizer", category: "domestic", description: "Reverse osmosis first." },
      { slug: "marine", name: "Marine Watermaker", category: "commercial", description: "RO for boats." },
      { slug: "ro", name: "Portable RO", category: "commercial", description: "Small unit." },
    ];
    // "ro": a word of the name; inside a word of the name; a word of the description; inside
    // one ("from"); the ionizer does not match.
    expect(filterProducts(catalogue, "all", "ro").map((p) => p.slug)).toEqual(["ro", "pro", "marine", "carbon"]);
    expect(filterProducts(catalogue, "all", "").map((p) => p.slug)).toEqual(catalogue.map((p) => p.slug));
    expect(filterProducts(catalogue, "commercial", "RO ").map((p) => p.slug)).toEqual(["ro", "marine"]);
  });
});

describe("searchRank", () => {
  it("ranks a word start above a match inside a word, the name above the description", () => {
    const product = { slug: "x", name: "Sea Water RO", category: "industrial", description: "Seawater desalination." };
    expect(searchRank(product, "ro")).toBe(0);
    expect(searchRank(product, "ater")).toBe(1);
    expect(searchRank(product, "desal")).toBe(2);
    expect(searchRank(product, "alination")).toBe(3);
    expect(searchRank(product, "membrane")).toBeNull();
  });

  describe("on an Arabic page", () => {
    const ionizer = {
      slug: "alkaline-water-ionizer",
      name: "جهاز تأيين المياه القلوية",
      category: "domestic",
      description: "يرفع درجة الحموضة ويقدّم مياهًا غنية بالمعادن.",
      englishName: "Alkaline Water Ionizer",
    };

    it("matches however the visitor writes alef, taa marbuta and the short vowels", () => {
      expect(searchRank(ionizer, "تايين")).toBe(0);
      expect(searchRank(ionizer, "القلويه")).toBe(0);
      expect(searchRank(ionizer, "اَلمِيَاه")).toBe(0);
      // Without the article: inside the word, so after the names that start with it.
      expect(searchRank(ionizer, "قلوية")).toBe(1);
      expect(searchRank(ionizer, "درجه")).toBe(2);
      // Without its shadda; after the conjunction و, inside the word.
      expect(searchRank(ionizer, "يقدم")).toBe(3);
      expect(searchRank(ionizer, "غنيه")).toBe(2);
    });

    it("matches the English name the visitor types, as a name", () => {
      expect(searchRank(ionizer, "ionizer")).toBe(0);
      expect(searchRank(ionizer, "lkaline")).toBe(1);
      expect(searchRank(ionizer, "softener")).toBeNull();
    });
  });
});

test("the grouped view is only for filter all with no search", () => {
  expect(isGroupedView("all", "")).toBe(true);
  expect(isGroupedView("all", "ro")).toBe(false);
  expect(isGroupedView("domestic", "")).toBe(false);
});

test("groupByCategory keeps the filter order and leaves out empty groups", () => {
  expect(groupByCategory(products).map((group) => [group.category, group.products.length])).toEqual([
    ["commercial", 1],
    ["industrial", 1],
    ["domestic", 2],
  ]);
  expect(groupByCategory(products.slice(1, 2)).map((group) => group.category)).toEqual(["domestic"]);
});

test("showingLabel counts products", () => {
  expect(showingLabel(1, en.parts.showing)).toBe("Showing 1 product");
  expect(showingLabel(7, en.parts.showing)).toBe("Showing 7 products");
  expect(showingLabel(0, en.parts.showing)).toBe("Showing 0 products");
  expect(showingLabel(12, ar.parts.showing)).toBe("عدد المنتجات المعروضة: 12");
});

test("dropdownResults shows five then +N more", () => {
  const many = Array.from({ length: 8 }, (_, i) => ({ ...products[0], slug: `p${i}` }));
  const { shown, moreLabel } = dropdownResults(many, en.parts.more);
  expect(shown).toHaveLength(5);
  expect(moreLabel).toBe("+3 more");
  expect(dropdownResults(many, ar.parts.more).moreLabel).toBe("نتائج إضافية: 3");
  expect(dropdownResults(many.slice(0, 5), en.parts.more).moreLabel).toBeNull();
});

test("categoryLabel names the four filters in the page's language, anything else as it is", () => {
  expect(categoryLabel("domestic", en.parts.categories)).toBe("Domestic");
  expect(categoryLabel("all", en.parts.categories)).toBe("All products");
  expect(categoryLabel("industrial", ar.parts.categories)).toBe("صناعي");
  expect(categoryLabel("residential", en.parts.categories)).toBe("residential");
});

test("isCategoryFilter accepts only the four filters", () => {
  expect(isCategoryFilter("industrial")).toBe(true);
  expect(isCategoryFilter("residential")).toBe(false);
  expect(isCategoryFilter(undefined)).toBe(false);
});

describe("firstViewOf and countOf: the page data's first view at scale", () => {
  const many = Array.from({ length: 40 }, (_, index) => ({
    slug: `p${index}`,
    // 20 commercial, 15 domestic, 5 industrial, interleaved as a file would have them.
    category: index % 8 < 4 ? "commercial" : index % 8 < 7 ? "domestic" : "industrial",
  }));

  test("the first products of each category in file order, and every category's count", () => {
    const { slugs, counts } = firstViewOf(many, 12);
    expect(counts).toEqual({ commercial: 20, domestic: 15, industrial: 5 });
    expect(slugs).toHaveLength(12 + 12 + 5);
    const commercial = many.filter((product) => product.category === "commercial").map((product) => product.slug);
    expect(slugs.filter((slug) => commercial.includes(slug))).toEqual(commercial.slice(0, 12));
    // File order is kept across categories (the search ranks ties by it).
    expect(slugs).toEqual(many.map((product) => product.slug).filter((slug) => slugs.includes(slug)));
    expect(countOf(counts, "all")).toBe(40);
    expect(countOf(counts, "domestic")).toBe(15);
  });

  test("a catalogue smaller than the first view is all in it", () => {
    const { slugs } = firstViewOf(products);
    expect(slugs).toEqual(products.map((product) => product.slug));
  });
});
