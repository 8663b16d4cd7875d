/**
 * The site search (issue 35): the header's button on every page opens a dialog that finds
 * pages of the visitor's language by keyboard alone, with Arabic spelled any of the ways
 * people type it and products found by their English names from Arabic pages; nothing of it
 * loads before the visitor opens it; the CSP gains only 'wasm-unsafe-eval'.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, expect, openHydrated, networkQuiet, holdScripts, hydrated, pageErrors, escapeRegExp } from "./fixtures";
import { EDITIONS, type Edition } from "./editions";
import { PUBLIC } from "./built-site";

/** What a visitor types for the reverse osmosis technology in each edition, in each spelling. */
const REVERSE_OSMOSIS_QUERIES: Record<string, string[]> = {
  en: ["reverse osmosis", "Reverse Osmosis"],
  // As written; yaa as alef maqsura; taa marbuta as haa and alef without its hamza (أنظمة -> انظمه).
  ar: ["التناضح العكسي", "التناضح العكسى", "انظمه التناضح"],
};

/** Presses Tab from the top of the page until `target` has focus: the way a keyboard reaches it. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`no focus on ${target.toString()} after ${maxPresses} presses of Tab`);
}

/** Opens the search from the header by keyboard and returns its box. */
async function openSearch(page: Page, edition: Edition) {
  const button = page.getByRole("banner").getByRole("button", { name: edition.words.frame.search.open });
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: edition.words.frame.search.open });
  const box = dialog.getByRole("combobox", { name: edition.words.frame.search.label });
  await expect(box).toBeFocused();
  return { button, dialog, box };
}

/** Presses the arrow key until the result linking to `href` is the active one, then Enter. */
async function followByKeyboard(page: Page, box: Locator, dialog: Locator, href: string) {
  const options = dialog.getByRole("option");
  const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const index = hrefs.indexOf(href);
  expect(index, `${href} among ${hrefs.join(", ")}`).toBeGreaterThanOrEqual(0);
  for (let press = 0; press <= index; press += 1) await page.keyboard.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(index).getAttribute("id")) ?? "");
  await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

for (const edition of EDITIONS) {
  const technology = edition
    .records<Array<{ slug: string; name: string }>>("technologies.json")
    .find((record) => record.slug === "reverse-osmosis")!;
  const technologyPath = edition.path("/technologies/reverse-osmosis/");

  test(`${edition.language}: by keyboard alone, the header's search finds reverse osmosis in every spelling, and Enter follows the result`, async ({
    page,
  }) => {
    await openHydrated(page, edition.path("/about/"));
    const { dialog, box } = await openSearch(page, edition);
    for (const query of REVERSE_OSMOSIS_QUERIES[edition.language]) {
      await box.fill("");
      await page.keyboard.type(query);
      const result = dialog.locator(`[role="option"][href="${technologyPath}"]`);
      await expect(result, query).toBeVisible();
      // The page about the subject first, before the products that mention it.
      await expect(dialog.getByRole("option").first(), query).toHaveAttribute("href", technologyPath);
      await expect(result).toContainText(technology.name);
      // A snippet of the page's own text, the query's words marked.
      await expect(result.locator("mark").first()).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(/\d/);
      await expect(box).toHaveAttribute("aria-expanded", "true");
    }
    await followByKeyboard(page, box, dialog, technologyPath);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(technology.name);
    await expect(dialog).toBeHidden();
  });
}

test("ar: a product is found by its English name from an Arabic page, and followed by keyboard", async ({ page }) => {
  const arabic = EDITIONS.find((edition) => edition.language === "ar")!;
  const product = arabic
    .records<Array<{ slug: string; name: string; description: string }>>("products.json")
    .find((record) => record.slug === "bag-filter-housing")!;
  await openHydrated(page, "/ar/water-test/");
  const { dialog, box } = await openSearch(page, arabic);
  await page.keyboard.type("Bag Filter Housing");
  const result = dialog.locator('[role="option"][href="/ar/parts/bag-filter-housing/"]');
  await expect(result).toBeVisible();
  // The Arabic page's own title: the English name found it.
  await expect(result).toContainText(product.name);
  expect(product.name).not.toMatch(/Bag|Filter|Housing/i);
  // No word of the page matched, so the passage is the page's start: the description, without
  // the category label that sits above the name (not "تجاري تلتقط حاويات...").
  const opening = product.description.split(" ").slice(0, 3).join(" ");
  await expect(result.locator("span").nth(1)).toHaveText(new RegExp(`^${escapeRegExp(opening)}`));
  await followByKeyboard(page, box, dialog, "/ar/parts/bag-filter-housing/");
});

test("at 400 % zoom the dialog fits the screen, and the arrow keys keep the chosen result in view", async ({
  page,
}) => {
  const english = EDITIONS[0];
  // 1280 px at 400 %.
  await page.setViewportSize({ width: 320, height: 256 });
  await openHydrated(page, english.path("/about/"));
  const { dialog, box } = await openSearch(page, english);
  await page.keyboard.type("filter");
  const options = dialog.getByRole("option");
  await expect(options.nth(3)).toBeAttached();
  const count = await options.count();
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(press).getAttribute("id")) ?? "");
    // At this size a result is about as tall as the list's window: at least half of it shows.
    await expect(options.nth(press)).toBeInViewport({ ratio: 0.5 });
  }
  const bottom = await dialog.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(256);
});

test("Escape empties the box, then closes the search and gives focus back to the header's button; no result for nonsense says so", async ({
  page,
}) => {
  const english = EDITIONS.find((edition) => edition.language === "en")!;
  await openHydrated(page, "/");
  const { button, dialog, box } = await openSearch(page, english);
  await page.keyboard.type("qqqzzzxxy");
  await expect(dialog.getByRole("status")).toHaveText(/qqqzzzxxy/);
  await expect(dialog.getByRole("option")).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  // As in any search box, Escape first empties it; the next one closes the dialog.
  await page.keyboard.press("Escape");
  await expect(box).toHaveValue("");
  await expect(dialog.getByRole("status")).toHaveText("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("axe finds no violation in the open search, results listed and one chosen, on a phone, right to left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const arabic = EDITIONS.find((edition) => edition.language === "ar")!;
  await openHydrated(page, "/ar/");
  const { dialog, box } = await openSearch(page, arabic);
  // The whole word at once: typed letter by letter, a shorter word's results could show
  // first and be replaced (the choice with them) after the arrow key.
  await box.fill("فلتر");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  const { violations } = await new AxeBuilder({ page }).include("dialog").analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
});

for (const edition of EDITIONS) {
  test(`${edition.language}: pressed before the scripts, the search button shows pressed; once they run, the search opens`, async ({
    page,
  }) => {
    const logged = pageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto(edition.path("/about/"), { waitUntil: "domcontentloaded" });
    const button = page.getByRole("banner").getByRole("button", { name: edition.words.frame.search.open });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveCSS("background-color", "rgb(230, 243, 249)");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: edition.words.frame.search.open });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: edition.words.frame.search.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(logged).toEqual([]);
  });
}

/** The site search's files: Pagefind's script, WebAssembly and index, and the dialog's chunk. */
const isSearchFile = (pathname: string) => /^\/pagefind\/|\/site-search[.-][0-9a-f]+\.(js|css)$/.test(pathname);

test("nothing of the search is requested before the visitor opens it; opening loads the dialog, typing the index", async ({
  page,
}) => {
  const english = EDITIONS.find((edition) => edition.language === "en")!;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await openHydrated(page, "/technologies/");
  await networkQuiet(page);
  // Scrolling and idling load what the page loads later on (lazy sections, idle modules): still nothing of the search.
  await page.mouse.wheel(0, 4000);
  await networkQuiet(page);
  expect(requests.filter(isSearchFile)).toEqual([]);

  const opened = page.waitForRequest((request) => isSearchFile(new URL(request.url()).pathname));
  await page.getByRole("banner").getByRole("button", { name: english.words.frame.search.open }).click();
  await opened;
  await networkQuiet(page);
  expect(requests.some((pathname) => pathname.startsWith("/pagefind/"))).toBe(false);

  await page.keyboard.type("softener");
  await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
  const loaded = requests.filter((pathname) => pathname.startsWith("/pagefind/"));
  expect(loaded).toContain("/pagefind/pagefind.js");
  expect(loaded.some((pathname) => /\/wasm\.[\w-]+\.pagefind$/.test(pathname))).toBe(true);
  // The English index only: chunks, not the whole site.
  expect(loaded.some((pathname) => /\/pagefind\.ar[_.]|\/ar[_.][0-9a-f]+\.pf_/.test(pathname))).toBe(false);
});

test("the CSP of every site page allows WebAssembly ('wasm-unsafe-eval' in script-src) and nothing else unsafe but Gatsby's style attributes by hash", () => {
  const headers = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8");
  // One block per path: its path line, then its headers. The editor's page (/admin/) has its own
  // policy, checked by admin.spec.ts.
  const blocks = headers.split(/\n\n/).map((block) => block.trim().split("\n"));
  const policies = blocks
    .filter(([pathLine]) => pathLine !== "/admin/")
    .flatMap((lines) => lines.flatMap((line) => /^\s*Content-Security-Policy: (.+)/.exec(line)?.slice(1) ?? []));
  expect(blocks.some(([pathLine]) => pathLine === "/admin/")).toBe(true);
  expect(policies.length).toBeGreaterThan(100);
  for (const policy of policies) {
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')*$/);
    // 'unsafe-hashes' allows only the style attributes listed by hash (Gatsby's own two).
    expect(policy.replace(" 'wasm-unsafe-eval'", "").replace(" 'unsafe-hashes'", "")).not.toMatch(/unsafe/);
  }
});
