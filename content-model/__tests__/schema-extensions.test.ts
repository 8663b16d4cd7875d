/** @jest-environment node */
import { followingExtension, inPageLanguageExtension, linkedFromExtension, type NodeModel } from "../schema-extensions";

/** Technologies as Gatsby stores them: numbered in creation (file) order, handed back in any order. */
const stored = ["a", "b", "c", "d"].map((slug, index) => ({ slug, internal: { counter: 10 + index } }));
const nodeModel: NodeModel = {
  findAll: jest.fn(async () => ({ entries: [stored[2], stored[0], stored[3], stored[1]] })),
};

function related(slug: string, count: number) {
  const { resolve } = followingExtension.extend({ count });
  return resolve({ slug }, {}, { nodeModel }, { parentType: { name: "Technology" } });
}

test("@following gives the records after this one in file order, wrapping around", async () => {
  expect((await related("c", 3)).map((node) => node.slug)).toEqual(["d", "a", "b"]);
  expect(nodeModel.findAll).toHaveBeenCalledWith({ type: "Technology" });
});

test("@following never gives the record itself", async () => {
  expect((await related("a", 10)).map((node) => node.slug)).toEqual(["b", "c", "d"]);
});

describe("with records that have a category and technologies", () => {
  const products = [
    { slug: "p1", category: "domestic", technologies: ["ro"] },
    { slug: "p2", category: "industrial", technologies: ["uv", "ro"] },
    { slug: "p3", category: "domestic", technologies: ["uv"] },
    { slug: "p4", category: "domestic", technologies: [] },
    { slug: "p5", category: "industrial", technologies: ["ro"] },
  ].map((record, index) => ({ ...record, internal: { counter: index } }));
  const model: NodeModel = { findAll: jest.fn(async () => ({ entries: [...products].reverse() })) };
  const slugs = (nodes: Array<{ slug: string }>) => nodes.map((node) => node.slug);

  test("@following(sameAs) keeps to the records that share the field's value", async () => {
    const { resolve } = followingExtension.extend({ count: 3, sameAs: "category" });
    const source = products[2];
    expect(slugs(await resolve(source, {}, { nodeModel: model }, { parentType: { name: "Product" } }))).toEqual([
      "p4",
      "p1",
    ]);
  });

  test("@linkedFrom gives the records of a type whose list field names this slug, in file order", async () => {
    const { resolve } = linkedFromExtension.extend({ type: "Product", field: "technologies" });
    expect(slugs(await resolve({ slug: "ro" }, {}, { nodeModel: model }))).toEqual(["p1", "p2", "p5"]);
    expect(slugs(await resolve({ slug: "none" }, {}, { nodeModel: model }))).toEqual([]);
    const firstTwo = linkedFromExtension.extend({ type: "Product", field: "technologies", limit: 2 });
    expect(slugs(await firstTwo.resolve({ slug: "ro" }, {}, { nodeModel: model }))).toEqual(["p1", "p2"]);
    expect(model.findAll).toHaveBeenCalledWith({ type: "Product" });
  });
});

describe("@inPageLanguage", () => {
  const article = (slug: string, file: string, translationOf: string | null = null) => ({
    frontmatter: { slug, translationOf },
    internal: { contentFilePath: `/site/content/blog/${file}` },
  });
  const english = article("softeners", "softeners.mdx");
  const arabic = article("softeners", "ar/softeners.mdx", "softeners");
  const otherArabic = article("filters", "ar/filters.mdx", "filters");
  const articles = { findAll: jest.fn(async () => ({ entries: [english, otherArabic, arabic] })) };
  const inLanguage = (source: typeof english, language?: string) =>
    inPageLanguageExtension.extend().resolve(source, {}, { language, nodeModel: articles });

  test("on a translated page: the article's translation in that language", async () => {
    expect(await inLanguage(english, "ar")).toBe(arabic);
  });

  test("in English, or on a page without a language (a static query): the article itself", async () => {
    expect(await inLanguage(english, "en")).toBe(english);
    expect(await inLanguage(english)).toBe(english);
  });

  test("an article with no translation in the page's language stays as it is", async () => {
    expect(await inLanguage(article("new", "new.mdx"), "ar")).toEqual(article("new", "new.mdx"));
  });
});
