/**
 * Field extensions of src/schema.graphql that read other records (build time only:
 * gatsby-node registers them in createSchemaCustomization). A page then queries just
 * the records it shows, not a whole collection to pick from in React.
 */
import { following } from "./collections";

interface SluggedNode {
  slug: string;
  internal: { counter: number };
}

/** The part of Gatsby's node model used here (its own typing is `any`). */
export interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<SluggedNode> }>;
}

/**
 * `@following(count: N)`: the N records of the field's type after this one, in the order
 * of their file, wrapping around. Gatsby numbers nodes as it creates them
 * (`internal.counter`), and gatsby-transformer-json creates a file's records in order.
 */
export const followingExtension = {
  name: "following",
  args: { count: "Int!" },
  extend: ({ count }: { count: number }) => ({
    async resolve(
      source: { slug: string },
      _args: unknown,
      context: { nodeModel: NodeModel },
      info: { parentType: { name: string } },
    ) {
      const { entries } = await context.nodeModel.findAll({ type: info.parentType.name });
      const inFileOrder = [...entries].sort((a, b) => a.internal.counter - b.internal.counter);
      return following(inFileOrder, source.slug, count);
    },
  }),
};
