import { isCanonicalPage } from "../../src/lib/sitemap";

test.each([
  ["/", undefined, true],
  ["/parts/", {}, true],
  ["/technologies/desalination/", { canonicalPath: "/technologies/desalination/" }, true],
  ["/technologies/Desalination/", { canonicalPath: "/technologies/desalination/" }, false],
  ["/blog1/", { canonicalPath: "/blogs/water-softener-benefits/" }, false],
  ["/404/", undefined, false],
  ["/404.html", undefined, false],
  ["/dev-404-page/", undefined, false],
])("%s listed: %s", (path, pageContext, listed) => {
  expect(isCanonicalPage({ path, pageContext })).toBe(listed);
});
