/**
 * Below the fold: main's blocks after the first screen are laid out and painted only
 * when they come near the viewport.
 *
 * Gatsby inlines each page's whole stylesheets (the frame's and the page's) into its
 * HTML, and they stay so: the first paint is the finished page, and no stylesheet
 * applied later restyles and lays out the whole document after it. (An earlier step
 * inlined only the first screen's rules and applied the full files after the first
 * paint; that later restyle and relayout was the longest task after the first paint on
 * /parts/ and the technology pages, for 2 to 3.5 KB gzip of HTML saved; see the README,
 * "Performance", item 7.)
 *
 * This rewrite, run on the built HTML, adds one rule to the page's first inline
 * stylesheet: main's blocks after the first FOLD_BLOCKS get `content-visibility: auto`,
 * so the browser skips their layout until they come near the viewport, each counted as
 * high as its placeholder says (src/styles/block-placeholders.css) until then. The fold
 * is measured, not guessed: the frame above <main> and main's first three blocks cover
 * the first screen of every template from 360x640 to 1920x1080.
 */
import { parseDocument } from "htmlparser2";
import { selectAll } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";

/** Blocks of <main> (its element children) in the first screen. */
export const FOLD_BLOCKS = 3;

/**
 * Main's blocks after the fold. A visually hidden heading before the first block (the
 * home page's h1) takes no room on the screen, so it does not count as a block: the fold
 * moves by one.
 */
const mainBelowFold = (hiddenBefore: number) => `#main>:nth-child(n+${FOLD_BLOCKS + hiddenBefore + 1})`;
const FOOTER = "#gatsby-focus-wrapper>footer";

/** Gatsby's inline stylesheet: <style data-href="/file.css" ...>css</style>. */
const INLINE_STYLE = /(<style\b[^>]*\bdata-href="[^"]+"[^>]*>)([\s\S]*?)<\/style>/;

/** The selector of main's blocks below the fold, or null when main has no more blocks than the fold. */
export function mainBelowFoldSelector(document: Document): string | null {
  const blocks = selectAll<AnyNode, Element>("#main>*", document);
  const hiddenBefore = blocks.findIndex((block) => !/(^|\s)visually-hidden(\s|$)/.test(block.attribs.class ?? ""));
  const skipped = Math.max(hiddenBefore, 0);
  return blocks.length - skipped > FOLD_BLOCKS ? mainBelowFold(skipped) : null;
}

/**
 * Where the part of the page that is not in the first screen starts in its HTML (the
 * HTML's length when the whole page is): what comes before it is what the first paint
 * needs (the byte budgets' first screen, e2e/budgets.spec.ts). A short page's footer can
 * be in the first screen; a long page's cannot.
 */
export function foldOffset(html: string): number {
  const document = parseDocument(html, { withStartIndices: true });
  const main = mainBelowFoldSelector(document);
  if (main === null) return html.length;
  const starts = [main, FOOTER]
    .flatMap((selector) => selectAll<AnyNode, Element>(selector, document))
    .map((element) => element.startIndex ?? html.length);
  return Math.min(html.length, ...starts);
}

/** The custom property a block sets to its usual height, padding excluded (src/styles/block-placeholders.css). */
const PLACEHOLDER_PROPERTY = "--placeholder-block-size";

/**
 * What a part of a block that also lays out only near the viewport on its own (an image
 * card, src/components/ui/image-card.module.css) takes as its content-visibility.
 */
const NESTED_PROPERTY = "--far-content-visibility";

/**
 * The rule for main's blocks below the fold: laid out and painted only near the viewport
 * (content-visibility), so the first layout is the first screen's. Until a block is
 * first rendered it counts as high as its placeholder says, so the page's scroll height
 * is close to the real one from the start (the scrollbar does not jump); once rendered,
 * the browser remembers its real height (`auto`). A dialog is never skipped.
 *
 * Inside such a block nothing is skipped on its own (NESTED_PROPERTY): the block comes
 * near the viewport and is laid out whole, at its real height, in one go. Skipped again
 * inside, its cards would count as their placeholder's height a frame longer and then
 * take their own: after a jump (an anchor link, a search in the page) whatever stood
 * below them in the viewport moved (the home page's video 44 px up at 1280 px, 0.04 of
 * layout shift; e2e/first-paint.spec.ts).
 */
export function belowFoldRendering(selector: string): string {
  return (
    `${selector}:not(dialog){content-visibility:auto;` +
    `contain-intrinsic-block-size:auto var(${PLACEHOLDER_PROPERTY},600px);${NESTED_PROPERTY}:visible}`
  );
}

/** The page's HTML with the below-fold rule first in its first inline stylesheet; unchanged when it needs none or has it. */
export function renderBelowFoldNearViewport(html: string): string {
  const style = INLINE_STYLE.exec(html);
  if (!style) return html;
  const main = mainBelowFoldSelector(parseDocument(html));
  if (main === null) return html;
  const rule = belowFoldRendering(main);
  if (style[2].startsWith(rule)) return html;
  const at = style.index + style[1].length;
  return html.slice(0, at) + rule + html.slice(at);
}
