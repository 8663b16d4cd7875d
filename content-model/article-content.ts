/**
 * `@articleContent` on Mdx: the article's body as MDX renders it, recorded at build time as
 * data (src/lib/article-tree.ts), its company facts (<Fact name="..." />) already their text in
 * the page's language and, on a right-to-left page, its numbers written in groups and its
 * measurements kept left to right (content-model/left-to-right-runs.ts), as @facts does for
 * every other text.
 *
 * Why not gatsby-plugin-mdx's page components: with them every MDX file is a page component
 * of its own, and Gatsby lists every page component's files in every page's HTML
 * (window.___chunkMapping). Each article in each language made every page of the site about
 * 730 bytes heavier (31 in brotli), whatever the page. As data, every article shares one
 * template, and its body travels in its own page data. gatsby-plugin-mdx still reads the files
 * into Mdx nodes (frontmatter and body).
 */
import type { EvaluateOptions } from "@mdx-js/mdx";
import type { MDXProps } from "mdx/types";
import { ARTICLE_COMPONENTS, articleTree, RECORDING_RUNTIME, type ArticleNode } from "../src/lib/article-tree";
import { isFactName, type FactValues } from "./facts";
import { companyFacts, shownText, type FactsContext } from "./fact-fields";
import { queryLanguage } from "./translated-field";

interface FieldInfo {
  fieldName: string;
  parentType: { name: string };
}

/**
 * The MDX compiler and remark-gfm (tables) are ES modules: loaded once, when a query first asks
 * for an article's content. remark-gfm 3 is the release for MDX 2.
 */
let compiler: Promise<Compile> | null = null;
const mdxCompiler = () => (compiler ??= loadMdxCompiler());

/**
 * MDX compiles for production whatever NODE_ENV says: under `gatsby develop` (NODE_ENV
 * "development") it would otherwise call jsxDEV, which the recording runtime does not have,
 * and every article's content query failed ("_jsxDEV is not a function"): blank articles in
 * `npm start` and `npm run edit`.
 */
export const MDX_RUNTIME_OPTIONS = { ...RECORDING_RUNTIME, development: false } as const;

async function loadMdxCompiler() {
  const [{ evaluate }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")]);
  const options = { ...MDX_RUNTIME_OPTIONS, remarkPlugins: [remarkGfm] } as unknown as EvaluateOptions;
  const compile: Compile = async (body) => {
    const { default: Content } = await evaluate(body, options);
    // MDX's types promise React elements; with the recording runtime it returns the calls.
    return { default: (props) => Content(props as MDXProps) };
  };
  return compile;
}

type Compile = (body: string) => Promise<{ default: (props: { components: Record<string, unknown> }) => unknown }>;

/**
 * The article body's nodes; `fact` gives a fact's text, or throws for an unknown name. `compile`
 * is MDX's (the unit tests, which cannot load ES modules, give their own).
 */
export async function articleContent(
  body: string,
  fact: (name: string) => string,
  compile: Compile | null = null,
): Promise<ArticleNode[]> {
  const { default: Content } = await (compile ?? (await mdxCompiler()))(body);
  const components = {
    Fact: ({ name }: { name: string }) => fact(name),
    ...Object.fromEntries(ARTICLE_COMPONENTS.map((name) => [name, name])),
  };
  return articleTree(Content({ components }));
}

/** A fact's text by its name, in the query's language; an unknown name fails, naming `where`. */
export function factText(facts: FactValues, where: string) {
  return (name: string): string => {
    if (!isFactName(name)) throw new Error(`${where}: unknown fact <Fact name="${name}" />`);
    return facts[name];
  };
}

/** The nodes with every text (not an attribute) passed through `change`. */
export function mapTexts(nodes: ArticleNode[], change: (text: string) => string): ArticleNode[] {
  return nodes.map((node) =>
    typeof node === "string" ? change(node) : [node[0], node[1], ...mapTexts(node.slice(2) as ArticleNode[], change)],
  );
}

export const ARTICLE_CONTENT_FIELD = {
  name: "articleContent",
  extend: () => ({
    async resolve(source: { body?: string }, _args: unknown, context: FactsContext, info: FieldInfo) {
      const facts = await companyFacts(context);
      const nodes = await articleContent(
        source.body ?? "",
        factText(facts, `${info.parentType.name}.${info.fieldName}`),
      );
      // Its texts as a page shows every other text (the facts are resolved already).
      const language = queryLanguage(context);
      return mapTexts(nodes, (text) => shownText(text, undefined, language));
    },
  }),
};
