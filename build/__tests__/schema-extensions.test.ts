/** @jest-environment node */
import { followingExtension, type NodeModel } from "../schema-extensions";

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
