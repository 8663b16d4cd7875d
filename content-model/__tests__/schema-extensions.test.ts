/** @jest-environment node */
import {
  followingExtension,
  inPageLanguageExtension,
  linkedFromExtension,
  productsByIdResolver,
  type NodeModel,
} from "../schema-extensions";

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
  const article = (file: string) => ({ internal: { contentFilePath: `/site/content/blog/${file}` } });
  const english = article("en/softeners.mdx");
  const arabic = article("ar/softeners.mdx");
  const otherArabic = article("ar/filters.mdx");
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
    expect(await inLanguage(article("en/new.mdx"), "ar")).toEqual(article("en/new.mdx"));
  });
});

test("productsById gives the products with these node ids, in that order, and leaves out an id no node has", () => {
  const nodes: Record<string, { id: string; slug: string }> = {
    n1: { id: "n1", slug: "p1" },
    n3: { id: "n3", slug: "p3" },
  };
  const getNodeById = jest.fn(({ id }: { id: string; type: string }) => nodes[id]);
  const products = productsByIdResolver.resolve({}, { ids: ["n3", "gone", "n1"] }, { nodeModel: { getNodeById } });
  expect(products).toEqual([nodes.n3, nodes.n1]);
  // One node at a time: Gatsby then ties the page to those nodes only, not to every product.
  expect(getNodeById.mock.calls.map(([args]) => args)).toEqual([
    { id: "n3", type: "Product" },
    { id: "gone", type: "Product" },
    { id: "n1", type: "Product" },
  ]);
});
