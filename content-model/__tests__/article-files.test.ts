import { articleFile, articlesFolder, sameArticleIn } from "../article-files";

const FILES = [
  "/site/content/blog/en/water-softener-benefits.mdx",
  "/site/content/blog/en/ro-maintenance.mdx",
  "/site/content/blog/ar/water-softener-benefits.mdx",
];

test("an article file's language is its folder, its name the file's", () => {
  expect(articleFile(FILES[2])).toEqual({ language: "ar", name: "water-softener-benefits.mdx" });
  expect(articleFile("C:\\site\\content\\blog\\en\\x.mdx")).toEqual({ language: "en", name: "x.mdx" });
  expect(articlesFolder("ar")).toBe("content/blog/ar");
});

test("the same article in another language is the file of the same name in that language's folder, both ways", () => {
  const same = (file: string, language: string) => sameArticleIn(file, language, FILES, (path) => path);
  expect(same(FILES[0], "ar")).toBe(FILES[2]);
  expect(same(FILES[2], "en")).toBe(FILES[0]);
  // Not yet translated; a language with no folder.
  expect(same(FILES[1], "ar")).toBeUndefined();
  expect(same(FILES[0], "fr")).toBeUndefined();
});
