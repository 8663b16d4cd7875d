import {
  FOLD_BLOCKS,
  belowFoldGuard,
  belowFoldRendering,
  criticalRules,
  deferredCssSwitch,
  firstPaintDocument,
  foldOffset,
  inlineCriticalCss,
} from "../critical-css";
import { JS_ENABLED_SCRIPT } from "../../../src/lib/constants";

/** A page like Gatsby's: frame, main with `blocks` sections, footer, and its inline stylesheets. */
function page(blocks: number, styles: Record<string, string>): string {
  const inline = Object.entries(styles)
    .map(([href, css]) => `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`)
    .join("");
  const sections = Array.from({ length: blocks }, (_, index) => `<section class="s${index + 1}">Block</section>`);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${inline}<title>T</title></head>` +
    `<body><div id="___gatsby"><div id="gatsby-focus-wrapper"><header class="top">H</header>` +
    `<main id="main">${sections.join("")}</main><footer class="foot">F</footer>` +
    `<div class="overlay"></div></div></div></body></html>`
  );
}

const documentOf = (html: string) => firstPaintDocument(html).document;

describe("firstPaintDocument", () => {
  it("keeps the frame and main's first blocks, and drops later blocks and the footer of a long page", () => {
    const { document, below } = firstPaintDocument(page(FOLD_BLOCKS + 2, {}));
    const css = `.top{a:1}.s1{a:1}.s${FOLD_BLOCKS}{a:1}.s${FOLD_BLOCKS + 1}{a:1}.foot{a:1}.overlay{a:1}`;
    expect(criticalRules(css, document)).toBe(`.top{a:1}.s1{a:1}.s${FOLD_BLOCKS}{a:1}.overlay{a:1}`);
    expect(below).toEqual([`#main>:nth-child(n+${FOLD_BLOCKS + 1})`, "#gatsby-focus-wrapper>footer"]);
  });

  it("does not count a visually hidden heading before the first block as a block", () => {
    const html = page(FOLD_BLOCKS + 1, {}).replace(
      '<main id="main">',
      '<main id="main"><h1 class="visually-hidden">Name: tagline</h1>',
    );
    const { document, below } = firstPaintDocument(html);
    expect(below).toEqual([`#main>:nth-child(n+${FOLD_BLOCKS + 2})`, "#gatsby-focus-wrapper>footer"]);
    expect(criticalRules(`.s${FOLD_BLOCKS}{a:1}.s${FOLD_BLOCKS + 1}{a:1}`, document)).toBe(`.s${FOLD_BLOCKS}{a:1}`);
    const short = page(FOLD_BLOCKS, {}).replace(
      '<main id="main">',
      '<main id="main"><h1 class="visually-hidden">H</h1>',
    );
    expect(firstPaintDocument(short).below).toEqual([]);
  });

  it("keeps everything of a short page, whose footer can be in the first screen", () => {
    const { document, below } = firstPaintDocument(page(FOLD_BLOCKS, {}));
    expect(criticalRules(".foot{a:1}", document)).toBe(".foot{a:1}");
    expect(below).toEqual([]);
  });

  it("matches as a visitor with JavaScript sees the page (html.has-js)", () => {
    expect(criticalRules(".has-js .overlay{a:1}", documentOf(page(1, {})))).toBe(".has-js .overlay{a:1}");
  });
});

describe("foldOffset", () => {
  it("is where main's first block below the fold starts, or the end of a short page", () => {
    const long = page(FOLD_BLOCKS + 2, {});
    expect(long.slice(foldOffset(long))).toMatch(new RegExp(`^<section class="s${FOLD_BLOCKS + 1}">`));
    const short = page(FOLD_BLOCKS, {});
    expect(foldOffset(short)).toBe(short.length);
  });
});

describe("criticalRules", () => {
  const document = documentOf(page(FOLD_BLOCKS + 1, {}));
  const below = `.s${FOLD_BLOCKS + 1}`;

  it("returns the text unchanged when every rule is critical", () => {
    const css = ":root{--c:red}html{color:var(--c)}.top,.s1{margin:0}";
    expect(criticalRules(css, document)).toBe(css);
  });

  it("keeps hover, focus and pseudo-element rules of elements in view, and drops those below the fold", () => {
    const css = `.top:hover{a:1}.s1::before{a:1}.top:focus-visible{a:1}${below}:hover{a:1}${below}::after{a:1}`;
    expect(criticalRules(css, document)).toBe(".top:hover{a:1}.s1::before{a:1}.top:focus-visible{a:1}");
  });

  it("keeps only the selectors of a list that match", () => {
    expect(criticalRules(`${below},.s1{a:1}`, document)).toBe(".s1{a:1}");
  });

  it("reads CSS modules' escaped class names", () => {
    const html = page(1, {}).replace('class="s1"', 'class="a+b"');
    expect(criticalRules(".a\\+b{a:1}.c\\+{a:1}", documentOf(html))).toBe(".a\\+b{a:1}");
  });

  it("drops @media and @supports left empty, keeps those with a critical rule", () => {
    const css = `@media (min-width:768px){.s1{a:1}${below}{a:1}}@media print{${below}{a:1}}@supports (display:grid){@media (min-width:1px){${below}{a:1}}}`;
    expect(criticalRules(css, document)).toBe("@media (min-width:768px){.s1{a:1}}");
  });

  it("keeps @keyframes used by a kept rule and @font-face, drops unused @keyframes", () => {
    const css = `.s1{animation:spin 1s}${below}{animation-name:fade}@keyframes spin{to{a:1}}@keyframes fade{to{a:1}}@font-face{font-family:x}`;
    expect(criticalRules(css, document)).toBe(
      ".s1{animation:spin 1s}@keyframes spin{to{a:1}}@font-face{font-family:x}",
    );
  });

  it("keeps a rule whose selector it cannot read", () => {
    expect(criticalRules(`${below}:unknown-state{a:1}`, document)).toBe(`${below}:unknown-state{a:1}`);
  });
});

describe("inlineCriticalCss", () => {
  const long = page(FOLD_BLOCKS + 1, {
    "/app.css": ".top{a:1}.foot{b:2}",
    "/page.css": `.s1{c:3}.s${FOLD_BLOCKS + 1}{d:4}`,
  });

  it("inlines the critical rules, hides the rest until the full stylesheets apply, and loads those in order", () => {
    const html = inlineCriticalCss(long);
    const guard = belowFoldGuard([`#main>:nth-child(n+${FOLD_BLOCKS + 1})`, "#gatsby-focus-wrapper>footer"]);
    const rendering = belowFoldRendering([`#main>:nth-child(n+${FOLD_BLOCKS + 1})`]);
    expect(rendering).toBe(
      `#main>:nth-child(n+${FOLD_BLOCKS + 1}):not(dialog){content-visibility:auto;contain-intrinsic-block-size:auto var(--placeholder-block-size,600px)}`,
    );
    expect(html).toContain(
      `<style data-href="/app.css" data-identity="gatsby-global-css">${guard}${rendering}.top{a:1}</style>`,
    );
    expect(html).toContain('<style data-href="/page.css" data-identity="gatsby-global-css">.s1{c:3}</style>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/app.css" media="print" data-deferred-css="">' +
        '<link rel="stylesheet" href="/page.css" media="print" data-deferred-css="">' +
        '<noscript><link rel="stylesheet" href="/app.css"><link rel="stylesheet" href="/page.css"></noscript>' +
        `<script>${deferredCssSwitch()}</script><title>`,
    );
    expect(guard).toBe(
      `.has-js:not(.css-ready) #main>:nth-child(n+${FOLD_BLOCKS + 1}),.has-js:not(.css-ready) #gatsby-focus-wrapper>footer{visibility:hidden;overflow:hidden;overflow:clip;content-visibility:hidden}`,
    );
    expect(html).not.toContain(".foot{b:2}");
  });

  it("folds the head's JavaScript marker into the switch's script: one inline script in the head", () => {
    const marked = long.replace(
      "<title>",
      `<link rel="icon" href="/i.png"/><script>${JS_ENABLED_SCRIPT}</script><title>`,
    );
    const html = inlineCriticalCss(marked);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`<script>${JS_ENABLED_SCRIPT};${deferredCssSwitch()}</script><link rel="icon"`);
    // Without the marker the switch's script is as before.
    expect(inlineCriticalCss(long)).toContain(`<script>${deferredCssSwitch()}</script>`);
  });

  it("leaves a page alone when all its inline CSS is critical, or when it has none", () => {
    const short = page(1, { "/app.css": ".top{a:1}.s1{c:3}.foot{b:2}" });
    expect(inlineCriticalCss(short)).toBe(short);
    expect(inlineCriticalCss(page(5, {}))).toBe(page(5, {}));
  });

  it("is stable: a second pass changes nothing", () => {
    const once = inlineCriticalCss(long);
    expect(inlineCriticalCss(once)).toBe(once);
  });
});

describe("deferredCssSwitch", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.documentElement.classList.remove("css-ready");
  });

  function links(count: number): HTMLLinkElement[] {
    document.head.innerHTML = Array.from(
      { length: count },
      (_, index) => `<link rel="stylesheet" href="/${index}.css" media="print" data-deferred-css="">`,
    ).join("");
    return [...document.querySelectorAll<HTMLLinkElement>("link")];
  }

  it("applies the stylesheets together once every one has loaded or failed, then signals it", () => {
    const [app, pageCss] = links(2);
    const ready = jest.fn();
    document.addEventListener("css-ready", ready);
    new Function(deferredCssSwitch())();
    app.dispatchEvent(new Event("load"));
    expect([app.media, pageCss.media]).toEqual(["print", "print"]);
    expect(document.documentElement).not.toHaveClass("css-ready");
    pageCss.dispatchEvent(new Event("error"));
    expect([app.media, pageCss.media]).toEqual(["all", "all"]);
    expect(document.documentElement).toHaveClass("css-ready");
    expect(ready).toHaveBeenCalledTimes(1);
    document.removeEventListener("css-ready", ready);
  });

  it("counts a stylesheet that loaded before the script ran", () => {
    const [app] = links(1);
    Object.defineProperty(app, "sheet", { value: {} });
    new Function(deferredCssSwitch())();
    expect(app.media).toBe("all");
    expect(document.documentElement).toHaveClass("css-ready");
  });
});
