import { test, expect, openHydrated } from "./fixtures";
import { EDITIONS, catalogueOf, cards, matching, q, status, type Product } from "./parts-catalogue";
import { fillTemplate } from "../src/lib/template";
import { CATALOGUE_RESULTS_PAGE } from "../src/lib/constants";

/** The parts catalogue's filters, search and dropdown (docs/specification.md section 4), in both editions. */
for (const edition of EDITIONS) {
  const { text, terms, products, parts, showing, searchBox, listbox, filterLink } = catalogueOf(edition);

  test.describe(`${edition.language}: parts catalogue, filter and search`, () => {
    test("with filter all and no search, products are grouped by category", async ({ page }) => {
      await openHydrated(page, parts);
      await expect(filterLink(page, "all")).toHaveAttribute("aria-current", "true");
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      const titles = text.categoryTitles;
      await expect(headings).toHaveText([titles.commercial, titles.industrial, titles.domestic]);
      for (const category of ["commercial", "industrial", "domestic"] as const) {
        const section = page.getByRole("region", { name: titles[category] });
        await expect(section.getByRole("article")).toHaveCount(products.filter((p) => p.category === category).length);
      }
      await expect(status(page)).toHaveText("");
    });

    test("in Windows' high-contrast colours the current category still stands out from the others", async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await openHydrated(page, parts);
      const look = (category: keyof typeof text.categories) =>
        filterLink(page, category).evaluate((link) => {
          const style = getComputedStyle(link);
          return `${style.backgroundColor} ${style.color}`;
        });
      expect(await look("commercial")).toBe(await look("industrial"));
      expect(await look("all")).not.toBe(await look("commercial"));
    });

    test("a filter shows a flat list, clears the search, and is a history entry", async ({ page }) => {
      await openHydrated(page, parts);
      await searchBox(page).fill(terms.filter);
      await expect(page).toHaveURL(new RegExp(`/parts/\\?q=${q(terms.filter)}$`));
      await expect(status(page)).toHaveText(showing(matching(products, terms.filter).length));

      await filterLink(page, "industrial").click();
      await expect(page).toHaveURL(/\/parts\/\?category=industrial$/);
      await expect(filterLink(page, "industrial")).toHaveAttribute("aria-current", "true");
      await expect(searchBox(page)).toHaveValue("");
      const industrial = matching(products, "", "industrial");
      await expect(status(page)).toHaveText(showing(industrial.length));
      await expect(cards(page)).toHaveCount(industrial.length);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        text.categoryTitles.industrial,
      );

      await filterLink(page, "domestic").click();
      await expect(cards(page)).toHaveCount(matching(products, "", "domestic").length);
      await searchBox(page).fill(terms.shower);
      const showers = matching(products, terms.shower, "domestic");
      await expect(status(page)).toHaveText(showing(showers.length));
      await expect(cards(page)).toHaveCount(showers.length);

      await page.goBack();
      await expect(page).toHaveURL(/\?category=industrial$/);
      await expect(cards(page)).toHaveCount(industrial.length);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/parts/\\?q=${q(terms.filter)}$`));
      await expect(searchBox(page)).toHaveValue(terms.filter);
      await expect(filterLink(page, "all")).toHaveAttribute("aria-current", "true");
      await page.goForward();
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`\\?category=domestic&q=${q(terms.shower)}$`));
      await expect(searchBox(page)).toHaveValue(terms.shower);
      await expect(cards(page)).toHaveCount(showers.length);
    });

    test("the dropdown shows five matches then the count of the rest; typing does not add history entries", async ({
      page,
    }) => {
      await openHydrated(page, parts);
      const before = await page.evaluate(() => history.length);
      const expected = matching(products, terms.many);
      expect(expected.length).toBeGreaterThan(5);

      await searchBox(page).pressSequentially(terms.many);
      await expect(page).toHaveURL(new RegExp(`/parts/\\?q=${q(terms.many)}$`));
      const options = listbox(page).getByRole("option");
      await expect(options).toHaveCount(5);
      await expect(options).toContainText(expected.slice(0, 5).map((p) => p.name));
      // The search is inside many descriptions: the products it names lead.
      for (const option of await options.allTextContents()) expect(option).toMatch(terms.manyName);
      await expect(
        page.getByText(fillTemplate(text.more, { count: String(expected.length - 5) }), { exact: true }),
      ).toBeVisible();
      await expect(status(page)).toHaveText(showing(expected.length));
      // A page of cards, then a button for the rest.
      await expect(cards(page)).toHaveCount(Math.min(CATALOGUE_RESULTS_PAGE, expected.length));
      const rest = expected.length - CATALOGUE_RESULTS_PAGE;
      if (rest > 0) {
        await page.getByRole("button", { name: fillTemplate(text.showMore, { count: String(rest) }) }).click();
        await expect(cards(page)).toHaveCount(expected.length);
        // Back in the box, its dropdown opens again.
        await searchBox(page).focus();
      }
      expect(await page.evaluate(() => history.length)).toBe(before);

      await listbox(page).getByRole("option", { name: expected[2].name }).click();
      await expect(page.getByRole("dialog", { name: expected[2].name })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?q=${q(terms.many)}&product=${expected[2].slug}$`));
    });

    test("the dropdown works from the keyboard and Escape closes it", async ({ page }) => {
      await openHydrated(page, parts);
      const box = searchBox(page);
      await box.click();
      await page.keyboard.type(terms.keyboard);
      const expected = matching(products, terms.keyboard);
      await expect(listbox(page).getByRole("option")).toHaveCount(Math.min(5, expected.length));
      await expect(box).toHaveAttribute("aria-expanded", "true");

      await page.keyboard.press("Escape");
      await expect(listbox(page)).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toHaveValue(terms.keyboard);
      await expect(box).toBeFocused();

      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(listbox(page).getByRole("option", { selected: true })).toContainText(expected[1].name);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: expected[1].name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(box).toBeFocused();
    });

    test("no match: the 'no products' message in the dropdown and in the list", async ({ page }) => {
      await openHydrated(page, edition.path("/parts/?category=domestic"));
      await searchBox(page).fill("zzz-no-such-thing");
      await expect(page.getByText(text.noProducts, { exact: true })).toHaveCount(2);
      await expect(page.getByText(text.noProducts, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(text.noProductsHint)).toBeVisible();
      await expect(status(page)).toHaveText(showing(0));
      await expect(cards(page)).toHaveCount(0);
    });
  });
}

test("on the Arabic page the search folds Arabic letter forms and short vowels, and finds English names", async ({
  page,
}) => {
  const [english, arabic] = EDITIONS;
  const products = arabic.records<Product[]>("products.json");
  const englishNames = english.records<Product[]>("products.json");
  const box = page.getByRole("combobox", { name: arabic.words.parts.searchLabel });
  await openHydrated(page, arabic.path("/parts/"));
  // "تأيين" (ionisation) typed without its hamza, "القلوية" with haa for taa marbuta and a short vowel.
  for (const typed of ["تايين", "القَلويه"]) {
    await box.fill(typed);
    await expect(cards(page).first()).toContainText(products.find((p) => p.slug === "alkaline-water-ionizer")!.name);
  }
  // A brand-style English name, as a visitor types it on the Arabic page.
  await box.fill("shower filter");
  const shower = products.find((p) => p.slug === "shower-filter")!;
  expect(englishNames.find((p) => p.slug === "shower-filter")!.name.toLowerCase()).toContain("shower filter");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(shower.name);
});
