import { parseDocument } from "htmlparser2";
import { selectAll } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";

/**
 * The server HTML of a page, read without a browser: for content checks of many pages
 * (every product in every language), where what is checked is in the HTML the build
 * wrote and a browser's visit would only add time.
 */
export const parseHtml = (html: string): Document => parseDocument(html);

export const all = (selector: string, root: AnyNode | AnyNode[]): Element[] =>
  selectAll<AnyNode, Element>(selector, root);

/** An element's text as a reader gets it: scripts and styles left out, white space collapsed. */
export function text(node: AnyNode | AnyNode[]): string {
  const collect = (current: AnyNode): string => {
    if (current.type === "text") return (current as unknown as { data: string }).data;
    if (current.type === "script" || current.type === "style") return "";
    const children = (current as unknown as { children?: AnyNode[] }).children ?? [];
    return children.map(collect).join("");
  };
  const nodes = Array.isArray(node) ? node : [node];
  return nodes
    .map(collect)
    .join("")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

export const attr = (element: Element, name: string): string | undefined => element.attribs[name];
