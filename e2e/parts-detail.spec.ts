import { test, expect, openHydrated } from "./fixtures";
import { EDITIONS, catalogueOf, cards, company, matching, q, status } from "./parts-catalogue";
import { fillTemplate } from "../src/lib/template";

/** The parts catalogue's cards, product dialog and URL state (?category=&q=&product=), in both editions. */
for (const edition of EDITIONS) {
  const { words, text, terms, products, named, parts, showing, searchBox, filterLink } = catalogueOf(edition);

  test.describe(`${edition.language}: parts catalogue, detail and URL`, () => {
    test("each card shows its description's first sentence, and the detail all of it", async ({ page }) => {
      await openHydrated(page, parts);
      const cardOf = (name: string) =>
        page.locator("article").filter({ has: page.getByRole("link", { name, exact: true }) });
      const portable = named("portable-ro-system");
      await expect(cardOf(portable.name).locator("p")).toHaveText(terms.firstSentence);
      // Decimals and abbreviations do not end a sentence: content-model/__tests__/first-sentence.test.ts.
      for (const product of products) {
        const shown = (await cardOf(product.name).locator("p").textContent()) ?? "";
        expect(product.description.startsWith(shown), product.slug).toBe(true);
        expect(shown, product.slug).toMatch(/[.!?؟]$/);
      }
      await page.getByRole("link", { name: portable.name, exact: true }).click();
      await expect(page.getByRole("dialog", { name: portable.name }).getByText(portable.description)).toBeVisible();
    });

    test("the detail shows the product and a WhatsApp enquiry in the page's language, in a new tab", async ({
      page,
    }) => {
      const product = named("portable-ro-system");
      await openHydrated(page, parts);
      // The card links to the product's own page (crawlers, new tabs); a click opens the detail here.
      const card = page.getByRole("link", { name: product.name, exact: true });
      await expect(card).toHaveAttribute("href", edition.path("/parts/portable-ro-system/"));
      await card.click();
      const dialog = page.getByRole("dialog", { name: product.name });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/parts\/\?product=portable-ro-system$/);
      await expect(dialog.getByRole("img", { name: product.imageAlt })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: product.name })).toBeVisible();
      await expect(dialog.getByText(text.categories.commercial, { exact: true })).toBeVisible();
      await expect(dialog.getByText(product.description)).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveText(product.features);

      const whatsapp = dialog.getByRole("link", { name: new RegExp(text.whatsapp) });
      const message = fillTemplate(words.product.whatsappEnquiry, { product: product.name });
      await expect(whatsapp).toHaveAttribute("href", `${company.whatsapp}?text=${encodeURIComponent(message)}`);
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    });

    test("the detail closes with X, the backdrop and Escape, and focus returns to the card", async ({ page }) => {
      await openHydrated(page, edition.path("/parts/?category=domestic"));
      const name = named("uv-sterilizer").name;
      const card = page.getByRole("link", { name, exact: true });
      const dialog = page.getByRole("dialog", { name });

      await card.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: words.common.close }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await expect(page).toHaveURL(/\/parts\/\?category=domestic$/);

      await card.press("Enter");
      await expect(dialog).toBeVisible();
      // The rest of the page is inert: Tab never leaves the dialog for the page behind it.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        const outside = await page.evaluate(() => {
          const active = document.activeElement;
          return active !== null && active !== document.body && !active.closest("dialog");
        });
        expect(outside).toBe(false);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      await card.click();
      await expect(dialog).toBeVisible();
      // The backdrop beside the dialog, on the side the page starts from.
      await page.mouse.click(edition.rtl ? 1275 : 5, 400);
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      // A click inside the dialog does not close it.
      await card.click();
      await dialog.getByRole("heading", { name }).click();
      await expect(dialog).toBeVisible();
    });

    test("a shared link opens its view; back and forward open and close the detail", async ({ page }) => {
      const search = terms.filter;
      await openHydrated(
        page,
        edition.path(`/parts/?category=domestic&q=${encodeURIComponent(search)}&product=shower-filter`),
      );
      const dialog = page.getByRole("dialog", { name: named("shower-filter").name });
      await expect(dialog).toBeVisible();
      await expect(searchBox(page)).toHaveValue(search);
      await expect(filterLink(page, "domestic")).toHaveAttribute("aria-current", "true");
      const found = matching(products, search, "domestic");
      await expect(status(page)).toHaveText(showing(found.length));

      const listView = new RegExp(`/parts/\\?category=domestic&q=${q(search)}$`);
      await dialog.getByRole("button", { name: words.common.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(listView);

      await page.reload();
      await expect(searchBox(page)).toHaveValue(search);
      await expect(cards(page)).toHaveCount(found.length);

      const other = named("whole-home-water-filter").name;
      await page.getByRole("link", { name: other, exact: true }).click();
      const detail = page.getByRole("dialog", { name: other });
      await expect(detail).toBeVisible();
      await page.goBack();
      await expect(detail).toBeHidden();
      await expect(page).toHaveURL(listView);
      await page.goForward();
      await expect(detail).toBeVisible();
      // Closing after forward goes back to the list, and back again leaves the page's history alone.
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();
      await expect(page).toHaveURL(listView);
    });

    test("an unknown product or category in the URL is ignored", async ({ page }) => {
      await openHydrated(page, edition.path("/parts/?category=residential&product=no-such-product"));
      await expect(filterLink(page, "all")).toHaveAttribute("aria-current", "true");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(cards(page)).toHaveCount(products.length);
    });
  });
}
