/**
 * Field extensions of src/schema/*.graphql that read other records (build time only:
 * gatsby-node registers them in createSchemaCustomization). A page then queries just
 * the records it shows, not a whole collection to pick from in React.
 */
import { sameArticleIn } from "./article-files";
import { following, linkingTo } from "./collections";
import { queryLanguage } from "./translated-field";
import { DEFAULT_LANGUAGE } from "../src/lib/languages";

interface SluggedNode {
  slug: string;
  internal: { counter: number };
  [field: string]: unknown;
}

/** The part of Gatsby's node model used here (its own typing is `any`). */
export interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<SluggedNode> }>;
}

/**
 * The records of a type in their order: a record collection's `order` field
 * (content-model/record-files.ts), else the order of their file (Gatsby numbers nodes as
 * it creates them).
 */
async function inFileOrder(nodeModel: NodeModel, type: string): Promise<SluggedNode[]> {
  const { entries } = await nodeModel.findAll({ type });
  const order = (node: SluggedNode) => (typeof node.order === "number" ? node.order : 0);
  return [...entries].sort((a, b) => order(a) - order(b) || a.internal.counter - b.internal.counter);
}

/**
 * `@following(count: N)`: the N records of the field's type after this one, in the order
 * of their file, wrapping around (a technology's related technologies).
 * gatsby-transformer-json creates a file's records in order (`internal.counter`).
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
      return following(await inFileOrder(context.nodeModel, info.parentType.name), source.slug, count);
    },
  }),
};

/**
 * `productsById(ids: [...])`, a root query field: the products with these node ids, in that
 * order. A product's page gets its related products this way, their ids computed by
 * createPages (content-model/collections.ts relatedInCategory) and passed in the page's
 * context, and not from a field that reads every product: Gatsby then re-runs a product
 * page's query only when one of the products it shows changes (or its context does), not
 * after any product's edit (at 1,000 products, 2,000 queries run again for one edit).
 */
export const productsByIdResolver = {
  type: "[Product!]!",
  args: { ids: "[String!]!" },
  resolve(
    _source: unknown,
    { ids }: { ids: readonly string[] },
    context: { nodeModel: { getNodeById(args: { id: string; type: string }): unknown } },
  ) {
    return ids.map((id) => context.nodeModel.getNodeById({ id, type: "Product" })).filter(Boolean);
  },
};

/**
 * `@linkedFrom(type: "Product", field: "technologies", limit: 6)`: the records of `type`,
 * in file order, whose list `field` names this record's slug (a technology's products),
 * the first `limit` of them when given. The relation is written once, on the product;
 * this is its other side, and a page gets only the records it shows.
 */
export const linkedFromExtension = {
  name: "linkedFrom",
  args: { type: "String!", field: "String!", limit: "Int" },
  extend: ({ type, field, limit }: { type: string; field: string; limit?: number | null }) => ({
    async resolve(source: { slug: string }, _args: unknown, context: { nodeModel: NodeModel }) {
      const linking = linkingTo(await inFileOrder(context.nodeModel, type), field, source.slug);
      return limit == null ? linking : linking.slice(0, limit);
    },
  }),
};

interface ArticleNode {
  internal: { contentFilePath?: string };
}

/**
 * `@inPageLanguage` on an article (Mdx): the article in the language of the page whose
 * query reads it: its translation (content/blog/<language>/, the English article's file
 * name; content-model/article-files.ts) on a translated page, itself in English. A list of
 * articles then shows each card's title, text and image description in the page's
 * language, while the slug, date and banner stay the English article's.
 */
export const inPageLanguageExtension = {
  name: "inPageLanguage",
  extend: () => ({
    async resolve(
      source: ArticleNode,
      _args: unknown,
      context: {
        language?: unknown;
        nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<ArticleNode> }> };
      },
    ) {
      const language = queryLanguage(context);
      if (language === DEFAULT_LANGUAGE) return source;
      const { entries } = await context.nodeModel.findAll({ type: "Mdx" });
      const pathOf = (node: ArticleNode) => node.internal.contentFilePath ?? "";
      return sameArticleIn(pathOf(source), language, [...entries], pathOf) ?? source;
    },
  }),
};
