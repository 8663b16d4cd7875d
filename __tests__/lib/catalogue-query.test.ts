import {
  DEFAULT_CATALOGUE_VIEW,
  catalogueSearch,
  historyMode,
  parseCatalogueQuery,
  partsCategoryPath,
  sameCatalogueView,
  withCategory,
  withProduct,
  withQuery,
} from "../../src/lib/catalogue-query";

describe("parseCatalogueQuery", () => {
  it("gives the default view for an empty query", () => {
    expect(parseCatalogueQuery("")).toEqual(DEFAULT_CATALOGUE_VIEW);
    expect(parseCatalogueQuery("?")).toEqual({ category: "all", query: "", product: null });
  });

  it("reads the category, the search text and the product", () => {
    expect(parseCatalogueQuery("?category=domestic&q=shower%20filter&product=shower-filter")).toEqual({
      category: "domestic",
      query: "shower filter",
      product: "shower-filter",
    });
  });

  it("reads a query string without the question mark and with + for spaces", () => {
    expect(parseCatalogueQuery("q=ro+plant").query).toBe("ro plant");
  });

  it("falls back to all for an unknown category", () => {
    expect(parseCatalogueQuery("?category=residential").category).toBe("all");
    expect(parseCatalogueQuery("?category=").category).toBe("all");
  });

  it("ignores a product that is not in the catalogue", () => {
    expect(parseCatalogueQuery("?product=nope", ["a", "b"]).product).toBeNull();
    expect(parseCatalogueQuery("?product=b", ["a", "b"]).product).toBe("b");
    expect(parseCatalogueQuery("?product=", ["a"]).product).toBeNull();
  });
});

describe("catalogueSearch", () => {
  it("is empty for the default view", () => {
    expect(catalogueSearch(DEFAULT_CATALOGUE_VIEW)).toBe("");
  });

  it("leaves out default values and encodes the text", () => {
    expect(catalogueSearch({ category: "all", query: "UV & carbon", product: null })).toBe("?q=UV+%26+carbon");
    expect(catalogueSearch({ category: "industrial", query: "", product: "ro-membrane" })).toBe(
      "?category=industrial&product=ro-membrane",
    );
  });

  it("round-trips through parseCatalogueQuery", () => {
    const view = { category: "commercial" as const, query: " ro ", product: "portable-ro" };
    expect(parseCatalogueQuery(catalogueSearch(view))).toEqual(view);
  });
});

describe("changes of the view", () => {
  const searching = { category: "domestic" as const, query: "filter", product: "shower-filter" };

  it("choosing a filter clears the search and closes the detail", () => {
    expect(withCategory(searching, "industrial")).toEqual({ category: "industrial", query: "", product: null });
  });

  it("typing keeps the filter and closes the detail", () => {
    expect(withQuery(searching, "filters")).toEqual({ category: "domestic", query: "filters", product: null });
  });

  it("opening a product keeps the filter and the search", () => {
    expect(withProduct(withQuery(searching, "uv"), "uv-sterilizer")).toEqual({
      category: "domestic",
      query: "uv",
      product: "uv-sterilizer",
    });
  });

  it("compares views by value", () => {
    expect(sameCatalogueView(searching, { ...searching })).toBe(true);
    expect(sameCatalogueView(searching, { ...searching, query: "x" })).toBe(false);
  });
});

describe("historyMode", () => {
  const base = DEFAULT_CATALOGUE_VIEW;

  it("pushes a new filter and an opened product", () => {
    expect(historyMode(base, withCategory(base, "commercial"))).toBe("push");
    expect(historyMode(base, withProduct(base, "a"))).toBe("push");
  });

  it("replaces while typing and when a detail closes", () => {
    expect(historyMode(base, withQuery(base, "r"))).toBe("replace");
    expect(historyMode(withQuery(base, "r"), withQuery(base, "ro"))).toBe("replace");
    expect(historyMode(withProduct(base, "a"), base)).toBe("replace");
  });

  it("does nothing when the view does not change", () => {
    expect(historyMode(base, { ...base })).toBe("none");
  });
});

test("a product's category in the catalogue: the parts page filtered to it (a product page's breadcrumb)", () => {
  expect(partsCategoryPath("domestic")).toBe("/parts/?category=domestic");
  expect(partsCategoryPath("all")).toBe("/parts/");
});
