/**
 * An article's body as data: what MDX renders, recorded at build time as plain elements, so
 * every article shares one page component (src/templates/article.tsx) and ships its body in
 * its page data instead of a component of its own.
 *
 * The build runs the MDX with RECORDING_RUNTIME in place of React's JSX runtime
 * (content-model/article-content.ts) and turns what it returns into nodes with articleTree;
 * the page turns the nodes back into React elements (src/components/blog/article-content.tsx).
 */

/**
 * What an article names besides HTML, for the page to render itself (src/templates/article.tsx):
 * `<Faq />`, where its questions go. MDX fails the build on any other name.
 */
export const ARTICLE_COMPONENTS = ["Faq"] as const;
export type ArticleComponent = (typeof ARTICLE_COMPONENTS)[number];

/** A text, or an element: its tag or component name, its attributes (0 for none), its children. */
export type ArticleNode = string | ArticleElement;
export type ArticleElement = [type: string, props: ArticleProps | 0, ...children: ArticleNode[]];
export type ArticleProps = Record<string, string | number | boolean>;

/** What the recording runtime's jsx returns: a call, not yet a React element. */
interface Recorded {
  type: unknown;
  props: Record<string, unknown>;
}

const FRAGMENT = Symbol("Fragment");

/** The JSX runtime MDX runs with at build time: each call is kept as it was made. */
export const RECORDING_RUNTIME = {
  Fragment: FRAGMENT,
  jsx: (type: unknown, props: Record<string, unknown>): Recorded => ({ type, props }),
  jsxs: (type: unknown, props: Record<string, unknown>): Recorded => ({ type, props }),
};

const isRecorded = (value: unknown): value is Recorded =>
  typeof value === "object" && value !== null && "type" in value && "props" in value;

/**
 * The nodes of what MDX rendered with RECORDING_RUNTIME. Fragments are flattened; a function
 * component is called (a company fact becomes its text); a name given as a string (MDX's
 * `components: { Faq: "Faq" }`) stays an element for the page to fill.
 */
export function articleTree(rendered: unknown): ArticleNode[] {
  if (rendered === null || rendered === undefined || typeof rendered === "boolean") return [];
  if (typeof rendered === "string" || typeof rendered === "number") return [String(rendered)];
  if (Array.isArray(rendered)) return rendered.flatMap(articleTree);
  if (!isRecorded(rendered)) throw new Error(`articleTree: cannot record ${JSON.stringify(rendered)}`);
  const { type, props } = rendered;
  const { children, ...attributes } = props;
  if (type === FRAGMENT) return articleTree(children);
  if (typeof type === "function") return articleTree(type(props));
  if (typeof type !== "string") throw new Error(`articleTree: an element of type ${String(type)}`);
  for (const [name, value] of Object.entries(attributes)) {
    // An attribute that is not a plain value (a style object, a handler) could not be data.
    if (!["string", "number", "boolean"].includes(typeof value)) {
      throw new Error(`articleTree: <${type} ${name}> is not text, a number or a boolean`);
    }
  }
  const element: ArticleElement = [
    type,
    Object.keys(attributes).length > 0 ? (attributes as ArticleProps) : 0,
    ...articleTree(children),
  ];
  return [element];
}
