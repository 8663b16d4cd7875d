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

/** The text under a node, as written; with or without what scripts and styles hold. */
function collectText(node: AnyNode, withScripts: boolean): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (!withScripts && (node.type === "script" || node.type === "style")) return "";
  const children = (node as unknown as { children?: AnyNode[] }).children ?? [];
  return children.map((child) => collectText(child, withScripts)).join("");
}

/** An element's text as a reader gets it: scripts and styles left out, white space collapsed. */
export function text(node: AnyNode | AnyNode[]): string {
  const nodes = Array.isArray(node) ? node : [node];
  return collapseSpaces(nodes.map((current) => collectText(current, false)).join(""));
}

/** A text as `text` reads it: runs of white space, no-break spaces too, one space. */
export const collapseSpaces = (value: string) => value.replace(/[\s\u00a0]+/g, " ").trim();

/** An element's text exactly as the HTML has it, a script's included (a JSON-LD block's JSON). */
export const rawText = (node: AnyNode): string => collectText(node, true);

export const attr = (element: Element, name: string): string | undefined => element.attribs[name];
