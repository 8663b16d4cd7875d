import { parseDocument } from "htmlparser2";
import {
  FOLD_BLOCKS,
  belowFoldRendering,
  foldOffset,
  mainBelowFoldSelector,
  renderBelowFoldNearViewport,
} from "../below-fold";

/** A page like Gatsby's: frame, main with `blocks` sections, footer, and its inline stylesheets. */
function page(blocks: number, styles: Record<string, string>, beforeBlocks = ""): string {
  const inline = Object.entries(styles)
    .map(([href, css]) => `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`)
    .join("");
  const sections = Array.from({ length: blocks }, (_, index) => `<section class="s${index + 1}">Block</section>`);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${inline}<title>T</title></head>` +
    `<body><div id="___gatsby"><div id="gatsby-focus-wrapper"><header class="top">H</header>` +
    `<main id="main">${beforeBlocks}${sections.join("")}</main><footer class="foot">F</footer>` +
    `<div class="overlay"></div></div></div></body></html>`
  );
}

const selectorOf = (html: string) => mainBelowFoldSelector(parseDocument(html));
const HIDDEN_HEADING = '<h1 class="visually-hidden">Name: tagline</h1>';

describe("mainBelowFoldSelector", () => {
  it("picks main's blocks after the first FOLD_BLOCKS, and none of a short page", () => {
    expect(selectorOf(page(FOLD_BLOCKS + 2, {}))).toBe(`#main>:nth-child(n+${FOLD_BLOCKS + 1})`);
    expect(selectorOf(page(FOLD_BLOCKS, {}))).toBeNull();
  });

  it("does not count a visually hidden heading before the first block as a block", () => {
    expect(selectorOf(page(FOLD_BLOCKS + 1, {}, HIDDEN_HEADING))).toBe(`#main>:nth-child(n+${FOLD_BLOCKS + 2})`);
    expect(selectorOf(page(FOLD_BLOCKS, {}, HIDDEN_HEADING))).toBeNull();
  });
});

describe("foldOffset", () => {
  it("is where main's first block below the fold starts, or the end of a short page (its footer can be in view)", () => {
    const long = page(FOLD_BLOCKS + 2, {});
    expect(long.slice(foldOffset(long))).toMatch(new RegExp(`^<section class="s${FOLD_BLOCKS + 1}">`));
    const short = page(FOLD_BLOCKS, {});
    expect(foldOffset(short)).toBe(short.length);
    const withHeading = page(FOLD_BLOCKS + 1, {}, HIDDEN_HEADING);
    expect(withHeading.slice(foldOffset(withHeading))).toMatch(new RegExp(`^<section class="s${FOLD_BLOCKS + 1}">`));
  });
});

describe("renderBelowFoldNearViewport", () => {
  const styles = { "/app.css": ".top{a:1}.foot{b:2}", "/page.css": `.s1{c:3}.s${FOLD_BLOCKS + 1}{d:4}` };
  const long = page(FOLD_BLOCKS + 1, styles);

  it("puts the rule first in the first inline stylesheet and keeps every rule of both", () => {
    const html = renderBelowFoldNearViewport(long);
    const rule = belowFoldRendering(`#main>:nth-child(n+${FOLD_BLOCKS + 1})`);
    expect(rule).toBe(
      `#main>:nth-child(n+${FOLD_BLOCKS + 1}):not(dialog){content-visibility:auto;contain-intrinsic-block-size:auto var(--placeholder-block-size,600px);--far-content-visibility:visible}`,
    );
    expect(html).toBe(
      long.replace('data-identity="gatsby-global-css">.top{a:1}', `data-identity="gatsby-global-css">${rule}.top{a:1}`),
    );
    // Nothing is deferred: no stylesheet link, no script.
    expect(html).not.toMatch(/<link|<script/);
  });

  it("leaves a short page, and a page without inline CSS, alone", () => {
    const short = page(FOLD_BLOCKS, styles);
    expect(renderBelowFoldNearViewport(short)).toBe(short);
    expect(renderBelowFoldNearViewport(page(FOLD_BLOCKS + 2, {}))).toBe(page(FOLD_BLOCKS + 2, {}));
  });

  it("is stable: a second pass changes nothing", () => {
    const once = renderBelowFoldNearViewport(long);
    expect(renderBelowFoldNearViewport(once)).toBe(once);
  });
});
