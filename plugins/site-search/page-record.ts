/**
 * What the site search knows of a built page, read from its final HTML (build-time only):
 * every page that is its own canonical URL and may be indexed, whatever its template, so a
 * new kind of page (an emirate's, say) is found without a change here. Its title is its h1,
 * its text the rest of its <main> as a reader sees it (no scripts, forms, buttons,
 * navigation or words for screen readers only) with its pictures' descriptions, its prose the
 * same without them and without the h1's heading group (a product's category above its
 * name), its twins in other languages come from its hreflang links.
 */
import { parseDocument } from "htmlparser2";
import { selectAll as selectAllNodes, selectOne as selectOneNode } from "css-select";
import { isTag, isText, type AnyNode, type Element } from "domhandler";

export interface PageRecord {
  /** The page's path on the site, "/ar/technologies/reverse-osmosis/". */
  url: string;
  /** Its <html lang>. */
  language: string;
  /** Its h1 (or <title>), as written. */
  title: string;
  /** The text of its <main> but the h1, white space collapsed, with its pictures' descriptions: what is indexed. */
  text: string;
  /**
   * The same text without the pictures' descriptions and without the rest of the h1's
   * <hgroup>: what a result's passage is cut from. A description read in the middle of the
   * page's sentences ("...in a villa utility room Ion exchange softeners...") reads as a
   * broken sentence, and a label that belongs to the title, run into the first sentence
   * ("Industrial Industrial water softeners..."), as a stutter.
   */
  prose: string;
  /** The paths of its twins in other languages (hreflang), by language. */
  alternates: Readonly<Record<string, string>>;
}

/** Elements whose text is not the page's content: code, controls, navigation, hidden parts. */
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "form",
  "button",
  "select",
  "textarea",
  "nav",
  "dialog",
  "iframe",
]);

/** Elements that break a line: their text never runs into the next element's. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "em",
  "i",
  "mark",
  "q",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

const selectOne = (selector: string, root: AnyNode) => selectOneNode<AnyNode, Element>(selector, root);
const selectAll = (selector: string, root: AnyNode) => selectAllNodes<AnyNode, Element>(selector, root);

const collapse = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * The text a reader sees in an element, blocks separated by a space; with `pictures`, each
 * picture's description (alt) where the picture is.
 */
export function readableText(
  node: AnyNode,
  skip: (element: Element) => boolean = () => false,
  pictures = true,
): string {
  const pieces: string[] = [];
  const walk = (current: AnyNode) => {
    if (isText(current)) {
      pieces.push(current.data);
      return;
    }
    if (!isTag(current)) return;
    if (SKIPPED.has(current.name) || skip(current)) return;
    if (current.attribs.hidden !== undefined || current.attribs["aria-hidden"] === "true") return;
    // Words for screen readers only inside the content ("(opens in a new tab)"): not what the page
    // is about. (An element read on its own, a visually hidden h1, keeps its text.)
    if (current !== node && /(^|\s)visually-hidden(\s|$)/.test(current.attribs.class ?? "")) return;
    const block = !INLINE.has(current.name);
    if (block) pieces.push(" ");
    if (pictures && current.name === "img" && current.attribs.alt) pieces.push(current.attribs.alt);
    current.children.forEach(walk);
    if (block) pieces.push(" ");
  };
  walk(node);
  return collapse(pieces.join(""));
}

const pathOf = (href: string) => {
  try {
    return new URL(href, "https://site.invalid").pathname;
  } catch {
    return null;
  }
};

/**
 * The record of a page served at `url`, or null for a page search should not lead to: one
 * without <main>, one marked noindex, one whose canonical URL is another page (an alias or
 * legacy copy).
 */
export function pageRecord(html: string, url: string): PageRecord | null {
  const document = parseDocument(html);
  const main = selectOne("main", document);
  if (!main) return null;
  const robots = selectOne('meta[name="robots"]', document);
  if (robots && /noindex/i.test(robots.attribs.content ?? "")) return null;
  const canonical = selectOne('link[rel="canonical"]', document);
  if (!canonical || pathOf(canonical.attribs.href ?? "") !== url) return null;

  const h1 = selectOne("h1", main);
  const headingGroup = h1?.parent && isTag(h1.parent) && h1.parent.name === "hgroup" ? h1.parent : h1;
  const titleElement = selectOne("title", document);
  const title = h1 ? readableText(h1) : titleElement ? readableText(titleElement) : "";
  if (!title) return null;
  const alternates: Record<string, string> = {};
  for (const link of selectAll('link[rel="alternate"][hreflang]', document)) {
    const language = link.attribs.hreflang;
    const path = pathOf(link.attribs.href ?? "");
    if (language !== "x-default" && path && path !== url) alternates[language] = path;
  }
  return {
    url,
    language: selectOne("html", document)?.attribs.lang ?? "",
    title,
    text: readableText(main, (element) => element === h1),
    prose: readableText(main, (element) => element === headingGroup, false),
    alternates,
  };
}
