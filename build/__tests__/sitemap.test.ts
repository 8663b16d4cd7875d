import { isCanonicalPage, sitemapEntry } from "../sitemap";

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

test("an entry carries the page's last change where the content has one", () => {
  expect(
    sitemapEntry({ path: "/blogs/t/", pageContext: { canonicalPath: "/blogs/t/", lastmod: "2024-05-14" } }),
  ).toEqual({ url: "/blogs/t/", lastmod: "2024-05-14" });
  expect(sitemapEntry({ path: "/parts/", pageContext: {} })).toEqual({ url: "/parts/" });
  expect(sitemapEntry({ path: "/" })).toEqual({ url: "/" });
});
