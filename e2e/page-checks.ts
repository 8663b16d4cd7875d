import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { factTokens } from "../content-model/facts";

/** The two widths of the site walk: a phone's (most visitors) and a desktop's. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Collects CSP violations: the console's reports and the securitypolicyviolation events. */
export async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** Every <img>: an alt attribute and its own width and height, so nothing shifts while it loads. */
export function imageProblems(page: Page) {
  return page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const name = image.currentSrc || image.getAttribute("src") || image.outerHTML.slice(0, 80);
      const problems: string[] = [];
      if (!image.hasAttribute("alt")) problems.push(`${name}: no alt attribute`);
      if (!(image.hasAttribute("width") && image.hasAttribute("height"))) problems.push(`${name}: no width and height`);
      return problems;
    }),
  );
}

/**
 * Fact tokens ({customers}, content-model/facts.ts) left unresolved in what a visitor reads or a
 * search engine shows: the page's text, title, description and image alt texts. The text
 * is read node by node, not as innerText, which leaves out closed dialogs and answers.
 */
export async function unresolvedFacts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const text: string[] = [];
    while (walker.nextNode()) text.push(walker.currentNode.textContent ?? "");
    return [
      text.join(""),
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      ...[...document.images].map((image) => image.alt),
    ];
  });
  return [...new Set(texts.flatMap(factTokens))].map((name) => `unresolved fact token {${name}}`);
}

/**
 * Known violations, each with its reason; the gate holds everywhere else. None at
 * present: off-screen carousel slides are inert in the browser (carousel.tsx).
 */
const KNOWN_VIOLATIONS: Array<{ route: string; rule: string }> = [];
const isKnownViolation = (route: string, rule: string) =>
  KNOWN_VIOLATIONS.some((known) => known.route === route && known.rule === rule);

/** axe's violations on the page (or inside `scope`), less the known ones and the rules in `skip`. */
export async function axeProblems(page: Page, route: string, scope?: string, skip: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).disableRules(skip);
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations
    .filter((violation) => !isKnownViolation(route, violation.id))
    .map(
      (violation) =>
        `${route}: axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** The URLs a page's HTML refers to: links, images (src and srcset), scripts, icons, stylesheets and preloads. */
export function referencedUrls(html: string): { links: string[]; assets: string[] } {
  const decode = (value: string) => value.replace(/&amp;/g, "&");
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, "i")
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  const links = tags("a").map((tag) => attribute(tag, "href"));
  // A srcset lists "url width" candidates separated by commas; data: URIs (placeholders) are skipped.
  const candidates = (srcset: string | undefined) =>
    srcset && !srcset.startsWith("data:") ? srcset.split(",").map((c) => c.trim().split(/\s+/)[0]) : [];
  const assets = [
    ...tags("img").flatMap((tag) => [attribute(tag, "src"), ...candidates(attribute(tag, "srcset"))]),
    ...tags("img").flatMap((tag) => [attribute(tag, "data-src"), ...candidates(attribute(tag, "data-srcset"))]),
    ...tags("source").flatMap((tag) => [
      ...candidates(attribute(tag, "srcset")),
      ...candidates(attribute(tag, "data-srcset")),
    ]),
    ...tags("script").map((tag) => attribute(tag, "src")),
    // The icon sprite.
    ...tags("use").map((tag) => attribute(tag, "href")?.split("#")[0]),
    ...tags("link")
      .filter((tag) => /\srel="(stylesheet|preload|prefetch|modulepreload|icon|manifest|apple-touch-icon)"/.test(tag))
      .map((tag) => attribute(tag, "href")),
  ].filter((value): value is string => value !== undefined && value !== "" && !value.startsWith("data:"));
  return {
    links: links.filter((value): value is string => value !== undefined).map(decode),
    assets: assets.map(decode),
  };
}

/** Splits a list into batches of at most `size`, in order: a test per batch takes a fixed time whatever the site's size. */
export function batches<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
