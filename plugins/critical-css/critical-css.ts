/**
 * Critical CSS: the first round trip carries only the CSS of what is painted first.
 *
 * Gatsby inlines each page's whole stylesheets (the frame's and the page's) into its
 * HTML, so the CSS of the footer and of every section far below the fold travels in the
 * first round trip with the top of the page. This rewrite, run on the built HTML, keeps
 * inline only the rules that match an element in the first part of the page: the frame
 * above <main> and main's first FOLD_BLOCKS blocks, and the footer too when main has no
 * more blocks than that (measured: this covers the first screen of every template from
 * 360x640 to 1920x1080, and the footer of short pages). The full stylesheets, the files
 * Gatsby emits anyway, follow without blocking the first paint (media="print", switched
 * to "all" once every one of them has loaded), and cache across pages.
 *
 * - Order: the full files come after the inline critical rules, in their original
 *   order, and are applied together, so the final cascade is exactly the original one.
 * - Until they are applied, the part of the page whose CSS is not inline yet is hidden
 *   and clipped (with JavaScript only): never unstyled, never a layout shift. And the
 *   page's JavaScript boots only after they apply (plugins/paint-first/paint-first.ts), so no state
 *   a script sets (an open menu, the overlay's "done") ever lacks its rules.
 * - Main's blocks below the fold are rendered only near the viewport
 *   (content-visibility), so applying the full stylesheets is a short task.
 * - Without JavaScript, <noscript> links load the full stylesheets as before.
 * - Rules are kept when in doubt: a selector the matcher cannot read, every @font-face,
 *   and @keyframes used by a kept rule.
 * - The head's script that marks JavaScript as on (gatsby-ssr) joins the switch's script:
 *   one inline script in the head, so one hash in the page's CSP instead of two.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { selectAll, selectOne } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";
import postcss, { type AtRule, type Root, type Rule } from "postcss";
import { JS_ENABLED_CLASS, JS_ENABLED_SCRIPT } from "../../src/lib/constants";

/** Blocks of <main> (its element children) styled by the inline CSS. */
export const FOLD_BLOCKS = 3;

/** Class set on <html>, and event fired on document, once the full stylesheets apply. */
export const CSS_READY = "css-ready";

/** Marks the <link>s of the full stylesheets. */
const DEFERRED_ATTRIBUTE = "data-deferred-css";
export const DEFERRED_CSS_SELECTOR = `link[${DEFERRED_ATTRIBUTE}]`;

/**
 * What the inline CSS does not style: main's blocks after the fold, and the footer of a
 * long page. A visually hidden heading before the first block (the home page's h1) takes
 * no room on the screen, so it does not count as a block: the fold moves by one.
 */
const mainBelowFold = (hiddenBefore: number) => `#main>:nth-child(n+${FOLD_BLOCKS + hiddenBefore + 1})`;
const MAIN_BELOW_FOLD_PREFIX = "#main>:nth-child(";
const FOOTER = "#gatsby-focus-wrapper>footer";

/** gatsby-ssr's head script marking JavaScript as on. */
const JS_ENABLED_TAG = `<script>${JS_ENABLED_SCRIPT}</script>`;

/** Gatsby's inline stylesheet: <style data-href="/file.css" ...>css</style>. */
const INLINE_STYLE = /(<style\b[^>]*\bdata-href="([^"]+)"[^>]*>)([\s\S]*?)<\/style>/g;

/**
 * Pseudo-elements and user-action pseudo-classes: no element matches them in the
 * static HTML, so they are removed before matching (the rule still applies to the
 * element they belong to).
 */
const DYNAMIC_PSEUDO =
  /::?(?:before|after|first-line|first-letter|placeholder|marker|selection|backdrop|-webkit-[\w-]+|-moz-[\w-]+)|::[\w-]+(?:\([^)]*\))?|:(?:hover|focus|focus-visible|focus-within|active|visited|target)(?![\w-])/g;

/** The selectors of what is painted after the full stylesheets apply (a short page's footer is in view). */
export function belowFold(document: Document): string[] {
  const blocks = selectAll<AnyNode, Element>("#main>*", document);
  const hiddenBefore = blocks.findIndex((block) => !/(^|\s)visually-hidden(\s|$)/.test(block.attribs.class ?? ""));
  const skipped = Math.max(hiddenBefore, 0);
  return blocks.length - skipped > FOLD_BLOCKS ? [mainBelowFold(skipped), FOOTER] : [];
}

/** The elements those selectors pick, in document order. */
function belowFoldElements(document: Document, below: readonly string[]): Element[] {
  return below.flatMap((selector) => selectAll<AnyNode, Element>(selector, document));
}

/**
 * Where the part of the page that is not in the first screen starts in its HTML (the
 * HTML's length when the whole page is): what comes before it is what the first paint needs.
 */
export function foldOffset(html: string): number {
  const document = parseDocument(html, { withStartIndices: true });
  const starts = belowFoldElements(document, belowFold(document)).map((element) => element.startIndex ?? html.length);
  return Math.min(html.length, ...starts);
}

/** The document as first painted: all but what lies below the fold, with JavaScript on. */
export function firstPaintDocument(html: string): { document: Document; below: string[] } {
  const document = parseDocument(html);
  const below = belowFold(document);
  for (const element of belowFoldElements(document, below)) DomUtils.removeElement(element);
  const root = selectOne<AnyNode, Element>("html", document);
  if (root) root.attribs.class = `${root.attribs.class ?? ""} ${JS_ENABLED_CLASS}`.trim();
  return { document, below };
}

function selectorMatches(selector: string, document: Document): boolean {
  const stripped = selector.replace(DYNAMIC_PSEUDO, "").trim();
  // Nothing left (a bare ::selection) or a dangling combinator: keep the rule.
  if (stripped === "" || /(?<!\\)[>+~]$/.test(stripped)) return true;
  try {
    return selectOne<AnyNode, Element>(stripped, document) !== null;
  } catch {
    return true;
  }
}

const ANIMATION = /^(?:-webkit-)?animation(?:-name)?$/;

/** The rules of `css` that style the given document; unchanged text when all of them do. */
export function criticalRules(css: string, document: Document): string {
  const root: Root = postcss.parse(css);
  let removed = false;
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    if (parent?.type === "atrule" && /keyframes$/i.test((parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorMatches(selector, document));
    if (kept.length === 0) {
      rule.remove();
      removed = true;
    } else if (kept.length < rule.selectors.length) {
      rule.selectors = kept;
      removed = true;
    }
  });
  const animations = new Set<string>();
  root.walkDecls(ANIMATION, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules((atRule) => {
    if (/keyframes$/i.test(atRule.name) && !animations.has(atRule.params.trim())) {
      atRule.remove();
      removed = true;
    }
  });
  if (removeEmptyAtRules(root)) removed = true;
  return removed ? root.toString() : css;
}

/** Removes @media, @supports and the like left without rules (nested ones too); true when any was. */
function removeEmptyAtRules(root: Root): boolean {
  let removedAny = false;
  for (let again = true; again;) {
    again = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0 && !/font-face|page/i.test(atRule.name)) {
        atRule.remove();
        removedAny = again = true;
      }
    });
  }
  return removedAny;
}

/** The inline script that applies the full stylesheets together once all have loaded (same text on every page). */
export function deferredCssSwitch(): string {
  return (
    `(function(){var d=document,l=d.querySelectorAll("${DEFERRED_CSS_SELECTOR}"),n=l.length;` +
    `function ready(){if(--n>0)return;for(var i=0;i<l.length;i++)l[i].media="all";` +
    `d.documentElement.classList.add("${CSS_READY}");d.dispatchEvent(new Event("${CSS_READY}"))}` +
    `for(var i=0;i<l.length;i++){if(l[i].sheet)ready();else l[i].onload=l[i].onerror=ready}})()`
  );
}

/** The custom property a block sets to its usual height, padding excluded (src/styles/block-placeholders.css). */
const PLACEHOLDER_PROPERTY = "--placeholder-block-size";

/**
 * Blocks below the first screen are laid out and painted only near the viewport
 * (content-visibility), so applying the full stylesheets after the first paint is one
 * short task instead of a layout of the whole page (home: TBT 206 -> ~100 ms).
 * Until a block is first rendered it counts as high as its placeholder says, so each
 * block says its own height and the page's scroll height is close to the real one from
 * the start (the scrollbar does not jump); once rendered, the browser remembers its
 * real height (`auto`).
 */
export function belowFoldRendering(below: readonly string[]): string {
  const main = below.find((selector) => selector.startsWith(MAIN_BELOW_FOLD_PREFIX));
  if (!main) return "";
  return (
    `${main}:not(dialog){content-visibility:auto;` +
    `contain-intrinsic-block-size:auto var(${PLACEHOLDER_PROPERTY},600px)}`
  );
}

/**
 * Hides what the inline CSS does not style, until the full stylesheets apply (JavaScript
 * only). Clipped too: unstyled content can be wider than the screen (a carousel track is
 * 300 % wide until its CSS arrives), and a phone would widen its layout viewport to fit.
 * And not laid out at all (content-visibility: hidden): an unstyled layout is wasted
 * work, and a block near the viewport laid out unstyled (logos at their full size: the
 * home page's certifications 7,000 px high at 1280 px) would leave the browser
 * remembering that height for it (contain-intrinsic-size: auto) until it is scrolled to.
 */
export function belowFoldGuard(below: readonly string[]): string {
  if (below.length === 0) return "";
  const scope = `.${JS_ENABLED_CLASS}:not(.${CSS_READY}) `;
  return `${below.map((selector) => scope + selector).join(",")}{visibility:hidden;overflow:hidden;overflow:clip;content-visibility:hidden}`;
}

/**
 * The page's HTML with only its critical CSS inline and its full stylesheets loaded
 * without blocking the first paint; unchanged when every inline rule is critical.
 */
export function inlineCriticalCss(html: string): string {
  const styles = [...html.matchAll(INLINE_STYLE)];
  if (styles.length === 0 || html.includes(DEFERRED_ATTRIBUTE)) return html;
  const { document, below } = firstPaintDocument(html);
  const critical = styles.map(([, , , css]) => criticalRules(css, document));
  if (critical.every((css, index) => css === styles[index][3])) return html;

  const hrefs = styles.map(([, , href]) => href);
  // The JavaScript marker moves into the switch's script, earlier in the same head.
  const marker = html.includes(JS_ENABLED_TAG) ? `${JS_ENABLED_SCRIPT};` : "";
  const deferred =
    hrefs.map((href) => `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_ATTRIBUTE}="">`).join("") +
    `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("")}</noscript>` +
    `<script>${marker}${deferredCssSwitch()}</script>`;
  let index = 0;
  return html.replace(JS_ENABLED_TAG, "").replace(INLINE_STYLE, (_tag, open: string) => {
    const current = index++;
    const rules = (current === 0 ? belowFoldGuard(below) + belowFoldRendering(below) : "") + critical[current];
    const style = `${open}${rules}</style>`;
    return current === styles.length - 1 ? style + deferred : style;
  });
}
