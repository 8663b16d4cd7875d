import type { Browser } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { selectAll } from "css-select";
import type { AnyNode, Element as ParsedElement } from "domhandler";

/**
 * Where the part of a page that is not in its first screen starts in its HTML, for the
 * byte budgets' first screen (e2e/budgets.spec.ts), found from a real layout rather than
 * from the page's own markup: Chromium lays the page's HTML out at `viewport` with its
 * scripts off (what the HTML alone paints), and the first element, in the order of the
 * document, whose box starts at or below the viewport's height is where the first screen
 * ends. Its start tag's offset in `html` is the cut: everything before it is what the
 * first paint needs. A page whose every element starts within the first screen is whole.
 *
 * The element is found again in `html` by its tag and its position among the elements of
 * that tag (HTML parsers agree on these, outside <noscript>, which a browser without
 * scripts parses as elements); its class must match, or the measure fails.
 */
export async function foldOffset(
  browser: Browser,
  url: string,
  html: string,
  viewport: { width: number; height: number },
): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const first = await page.evaluate(() => {
      const outsideNoscript = (element: Element) => !element.closest("noscript");
      const below = [...document.body.querySelectorAll("*")].filter(outsideNoscript).find((element) => {
        const box = element.getBoundingClientRect();
        // Elements without a box (display: none, empty) do not show where the screen ends.
        return (box.width > 0 || box.height > 0) && box.top + window.scrollY >= window.innerHeight;
      });
      if (!below) return null;
      const tag = below.tagName.toLowerCase();
      return {
        tag,
        index: [...document.getElementsByTagName(tag)].filter(outsideNoscript).indexOf(below),
        className: below.getAttribute("class") ?? "",
      };
    });
    if (!first) return html.length;
    const parsed = parseDocument(html, { withStartIndices: true });
    const candidates = selectAll<AnyNode, ParsedElement>(first.tag, parsed).filter((element) =>
      selectAll<AnyNode, ParsedElement>("noscript", parsed).every((noscript) => !contains(noscript, element)),
    );
    const element = candidates[first.index];
    if (!element || (element.attribs.class ?? "") !== first.className || element.startIndex === null) {
      throw new Error(
        `${url}: the first element below the fold (<${first.tag} class="${first.className}">) is not in the HTML`,
      );
    }
    return element.startIndex;
  } finally {
    await context.close();
  }
}

const contains = (ancestor: ParsedElement, node: AnyNode): boolean =>
  node.parent !== null && (node.parent === ancestor || contains(ancestor, node.parent as ParsedElement));
