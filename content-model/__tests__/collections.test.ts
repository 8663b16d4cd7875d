import { RELATED_PRODUCT_COUNT, following, linkingTo, relatedInCategory } from "../collections";

const items = ["a", "b", "c", "d"].map((slug) => ({ slug }));

describe("following", () => {
  it("takes the next items, wrapping around", () => {
    expect(following(items, "c", 3).map((item) => item.slug)).toEqual(["d", "a", "b"]);
  });
  it("never includes the item itself", () => {
    expect(following(items, "a", 10).map((item) => item.slug)).toEqual(["b", "c", "d"]);
  });
  it("starts at the beginning for an unknown slug", () => {
    expect(following(items, "x", 2).map((item) => item.slug)).toEqual(["a", "b"]);
  });
});

describe("linkingTo", () => {
  const items = [
    { slug: "a", tags: ["x", "y"] },
    { slug: "b", tags: ["y"] },
    { slug: "c", tags: [] as string[] },
  ];
  it("gives the items whose list field names the slug, in order", () => {
    expect(linkingTo(items, "tags", "y").map((item) => item.slug)).toEqual(["a", "b"]);
    expect(linkingTo(items, "tags", "z")).toEqual([]);
  });
});

describe("relatedInCategory", () => {
  const products = [
    { slug: "p1", category: "domestic" },
    { slug: "p2", category: "industrial" },
    { slug: "p3", category: "domestic" },
    { slug: "p4", category: "domestic" },
    { slug: "p5", category: "industrial" },
    { slug: "p6", category: "domestic" },
    { slug: "p7", category: "domestic" },
  ];
  const slugs = (slug: string) => relatedInCategory(products, slug).map((product) => product.slug);
  it("gives the products of the same category after this one, in order, wrapping around", () => {
    expect(RELATED_PRODUCT_COUNT).toBe(3);
    expect(slugs("p4")).toEqual(["p6", "p7", "p1"]);
    expect(slugs("p7")).toEqual(["p1", "p3", "p4"]);
  });
  it("gives fewer when the category has fewer others, none for a product alone in it or unknown", () => {
    expect(slugs("p2")).toEqual(["p5"]);
    expect(relatedInCategory([{ slug: "only", category: "commercial" }], "only")).toEqual([]);
    expect(slugs("unknown")).toEqual([]);
  });
});
