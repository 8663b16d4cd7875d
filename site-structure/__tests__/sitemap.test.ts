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
  ["/ar/404/", undefined, false],
  ["/ar/404.html", undefined, false],
  ["/ar/technologies/desalination/", { canonicalPath: "/ar/technologies/desalination/" }, true],
])("%s listed: %s", (path, pageContext, listed) => {
  expect(isCanonicalPage({ path, pageContext })).toBe(listed);
});

const SITE = "https://www.pureoasis.ae";
const links = (english: string, arabic: string) => [
  { lang: "en", url: `${SITE}${english}` },
  { lang: "ar", url: `${SITE}${arabic}` },
  { lang: "x-default", url: `${SITE}${english}` },
];

test("an entry carries the page's last change where the content has one", () => {
  expect(
    sitemapEntry({ path: "/blogs/t/", pageContext: { canonicalPath: "/blogs/t/", lastmod: "2024-05-14" } }, SITE),
  ).toEqual({ url: "/blogs/t/", lastmod: "2024-05-14", links: links("/blogs/t/", "/ar/blogs/t/") });
  expect(sitemapEntry({ path: "/parts/", pageContext: {} }, SITE)).toEqual({
    url: "/parts/",
    links: links("/parts/", "/ar/parts/"),
  });
});

test("an entry names the same page in every language, both ways, with English as x-default", () => {
  expect(sitemapEntry({ path: "/ar/" }, `${SITE}/`)).toEqual({ url: "/ar/", links: links("/", "/ar/") });
  expect(sitemapEntry({ path: "/" }, SITE).links).toEqual(links("/", "/ar/"));
});
