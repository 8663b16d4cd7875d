import { following, linkingTo } from "../collections";

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
