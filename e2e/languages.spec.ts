/**
 * The Arabic edition against the built site: each page's twin, the switch between them,
 * the head's language links, and numbers that must stay left to right inside Arabic.
 * The site-wide sweep (site-quality.spec.ts) checks lang and dir on every route.
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

test("in Arabic the phone number reads left to right, and links stay in the Arabic edition", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, "/ar/contact/");
  const number = page.locator('main a[href^="tel:"] [dir="ltr"]').first();
  await expect(number).toHaveText(company.phone.replace(/ /g, "\u00a0"));
  expect(await number.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  // Every link of the Arabic frame to a page of the site stays in the Arabic edition.
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const leaving = hrefs.filter((href) => !href.startsWith("/ar/"));
  // The language switch is the one link to the English page.
  expect(leaving).toEqual(["/contact/"]);
});
