import { parseDocument } from "htmlparser2";
import { selectAll } from "css-select";
import type { AnyNode, Element } from "domhandler";

/**
 * Where the part of a page that is not in its first screen starts in its HTML, for the
 * byte budgets' first screen (e2e/budgets.spec.ts): the frame above <main> and main's
 * first three blocks cover the first screen of every template from 360x640 to 1920x1080
 * (a visually hidden heading before the first block, the home page's h1, takes no room).
 * A short page's footer can be in the first screen; a long page's cannot.
 */
const FIRST_SCREEN_BLOCKS = 3;

export function foldOffset(html: string): number {
  const document = parseDocument(html, { withStartIndices: true });
  const blocks = selectAll<AnyNode, Element>("#main>*", document);
  const hidden = Math.max(
    blocks.findIndex((block) => !/(^|\s)visually-hidden(\s|$)/.test(block.attribs.class ?? "")),
    0,
  );
  const below = blocks.slice(hidden + FIRST_SCREEN_BLOCKS);
  if (below.length === 0) return html.length;
  const footer = selectAll<AnyNode, Element>("#gatsby-focus-wrapper>footer", document);
  return Math.min(
    html.length,
    ...[...below.slice(0, 1), ...footer].map((element) => element.startIndex ?? html.length),
  );
}
