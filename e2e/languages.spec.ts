/**
 * The Arabic edition against the built site: each page's twin, the switch between them,
 * the head's language links, and numbers that must stay left to right inside Arabic.
 * The site walk (site-walk.spec.ts) checks lang and dir on every route.
 */
import { test, expect, openHydrated } from "./fixtures";
import { readData } from "./built-site";

const company = readData<{ siteUrl: string; phone: string }>("company.json");
const SITE = company.siteUrl.replace(/\/$/, "");

for (const [english, arabic] of [
  ["/", "/ar/"],
  ["/technologies/reverse-osmosis/", "/ar/technologies/reverse-osmosis/"],
  ["/parts/home-water-softener/", "/ar/parts/home-water-softener/"],
  ["/blogs/water-softener-benefits/", "/ar/blogs/water-softener-benefits/"],
]) {
  test(`${english} and ${arabic} name each other in their heads, English as x-default`, async ({ page }) => {
    for (const [path, canonical] of [
      [english, english],
      [arabic, arabic],
    ]) {
      await page.goto(path);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${canonical}`);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${SITE}${english}`);
      await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${SITE}${arabic}`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${SITE}${english}`,
      );
    }
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_AE");
  });
}

test("the language switch opens the same page in the other language, keeping the parts view in the query", async ({
  page,
}) => {
  await openHydrated(page, "/parts/?category=domestic");
  await page
    .getByRole("navigation", { name: "Main", includeHidden: true })
    .getByRole("link", { name: "العربية" })
    .click({
      force: true,
    });
  await expect(page).toHaveURL(/\/ar\/parts\/\?category=domestic$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { includeHidden: true }).getByRole("link", { name: "English" }).click({
    force: true,
  });
  await expect(page).toHaveURL(/\/parts\/\?category=domestic$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

/**
 * Whether each phone number shown in `scope` is laid out left to right on screen: its "+"
 * left of its last digit (inside Arabic text, without isolation, "+971 4 123 4567" would be
 * laid out "4567 123 4 971+").
 */
async function phoneNumbersOnScreen(scope: import("@playwright/test").Locator) {
  return scope.evaluateAll((links) =>
    links.map((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const text = node.data;
        const plus = text.indexOf("+");
        if (plus === -1) continue;
        const box = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect();
        };
        const last = text.length - 1 - [...text].reverse().findIndex((character) => /\d/.test(character));
        return { text: text.slice(plus, last + 1), leftToRight: box(plus).left < box(last).left };
      }
      return { text: link.textContent ?? "", leftToRight: false };
    }),
  );
}

test("in Arabic every phone number reads left to right, in links and in the 'Call' buttons, and links stay in the Arabic edition", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, "/ar/contact/");
  const number = page.locator('main a[href^="tel:"] [dir="ltr"]').first();
  await expect(number).toHaveText(company.phone.replace(/ /g, "\u00a0"));
  const everyNumber = await phoneNumbersOnScreen(page.locator('a[href^="tel:"]'));
  expect(everyNumber.length).toBeGreaterThanOrEqual(3);
  expect(everyNumber.filter((shown) => !shown.leftToRight)).toEqual([]);
  // Every link of the Arabic frame to a page of the site stays in the Arabic edition.
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const leaving = hrefs.filter((href) => !href.startsWith("/ar/"));
  // The language switch is the one link to the English page.
  expect(leaving).toEqual(["/contact/"]);

  // A "Call [phone]" button inside an Arabic sentence (the technology pages' call to action).
  await openHydrated(page, "/ar/technologies/reverse-osmosis/");
  const buttons = await phoneNumbersOnScreen(page.locator('main a[href^="tel:"]'));
  expect(buttons.length).toBeGreaterThanOrEqual(1);
  expect(buttons.filter((shown) => !shown.leftToRight)).toEqual([]);
});
