import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";
import {
  articlePaths,
  navItems,
  productPath,
  quotePath,
  technologyPaths,
  withTrailingSlash,
} from "../../src/lib/routes";

describe("technologyPaths", () => {
  it("publishes a technology at its slug", () => {
    expect(technologyPaths("reverse-osmosis")).toEqual([
      { path: "/technologies/reverse-osmosis/", canonicalPath: "/technologies/reverse-osmosis/" },
    ]);
  });

  it("also publishes desalination at its old capitalised path, canonical to the lower-case one", () => {
    expect(technologyPaths("desalination")).toEqual([
      { path: "/technologies/desalination/", canonicalPath: "/technologies/desalination/" },
      { path: "/technologies/Desalination/", canonicalPath: "/technologies/desalination/" },
    ]);
  });
});

describe("articlePaths", () => {
  it("publishes an article under /blogs/ and at its legacy path", () => {
    expect(articlePaths("water-softener-benefits", "/blog1")).toEqual([
      { path: "/blogs/water-softener-benefits/", canonicalPath: "/blogs/water-softener-benefits/" },
      { path: "/blog1/", canonicalPath: "/blogs/water-softener-benefits/" },
    ]);
  });

  it("has no legacy copy when none is given", () => {
    expect(articlePaths("new-article", null)).toHaveLength(1);
  });
});

test("withTrailingSlash adds one slash only", () => {
  expect(withTrailingSlash("/blog1")).toBe("/blog1/");
  expect(withTrailingSlash("/blog1/")).toBe("/blog1/");
});

test("the navigation: docs/specification.md's seven pages in order, named in the page's language", () => {
  expect(navItems(en.frame.nav).map((item) => [item.label, item.to])).toEqual([
    ["Home", "/"],
    ["About", "/about/"],
    ["Technologies", "/technologies/"],
    ["Industries", "/industries/"],
    ["Blogs", "/blogs/"],
    ["Parts", "/parts/"],
    ["Contact", "/contact/"],
  ]);
  const arabic = navItems(ar.frame.nav);
  expect(arabic.map((item) => item.to)).toEqual(navItems(en.frame.nav).map((item) => item.to));
  expect(arabic.find((item) => item.page === "parts")?.label).toBe("القطع والمنتجات");
});

test("a product's page and its quote request", () => {
  expect(productPath("uv-sterilizer")).toBe("/parts/uv-sterilizer/");
  expect(quotePath("uv-sterilizer")).toBe("/contact/?quote=uv-sterilizer#message");
});
