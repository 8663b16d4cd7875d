import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated, pageErrors, slowCpu } from "./fixtures";
import type { Page } from "@playwright/test";

interface Product {
  slug: string;
  name: string;
  category: string;
  description: string;
  features: string[];
  imageAlt: string;
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8"));
const products: Product[] = read("products.json");
const company = read("company.json");

/**
 * The matches SPEC.md section 5 asks for, written out again so the test does not reuse
 * the code under test; products with a name word that the search starts come first
 * (src/lib/catalogue.ts ranks the rest further, which the searches below do not reach).
 */
const matching = (text: string, category = "all") => {
  const needle = text.toLowerCase();
  const namedFirst = (p: Product) => (new RegExp(`(^|[^a-z0-9])${needle}`, "i").test(p.name) ? 0 : 1);
  return products
    .filter(
      (p) =>
        (category === "all" || p.category === category) &&
        (p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)),
    )
    .sort((a, b) => namedFirst(a) - namedFirst(b));
};

/** Opens a URL and waits until React has hydrated it (the loading overlay goes after that). */
/** Hydrated and without the overlay (the overlay's CSS cap can hide it before React runs). */
async function visit(page: Page, url: string) {
  await openHydrated(page, url);
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const status = (page: Page) => page.getByRole("main").getByRole("status");
const listbox = (page: Page) => page.getByRole("listbox", { name: "Matching products" });

test("every product is in the static HTML, before any JavaScript runs", async ({ request }) => {
  const html = await (await request.get("/parts/?category=industrial&product=ro-membrane")).text();
  for (const product of products) expect(html).toContain(product.name);
  expect(html).not.toContain("<dialog open");
});

test("with filter all and no search, products are grouped by category", async ({ page }) => {
  await visit(page, "/parts/");
  await expect(page.getByRole("button", { name: "All products" })).toHaveAttribute("aria-pressed", "true");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["Commercial products", "Industrial products", "Domestic products"]);
  for (const [category, heading] of [
    ["commercial", "Commercial products"],
    ["industrial", "Industrial products"],
    ["domestic", "Domestic products"],
  ]) {
    const section = page.getByRole("region", { name: heading });
    await expect(section.getByRole("article")).toHaveCount(products.filter((p) => p.category === category).length);
  }
  await expect(status(page)).toHaveText("");
});

test("a filter shows a flat list, clears the search, and is a history entry", async ({ page }) => {
  await visit(page, "/parts/");
  await searchBox(page).fill("filter");
  await expect(page).toHaveURL(/\/parts\/\?q=filter$/);
  await expect(status(page)).toHaveText(`Showing ${matching("filter").length} products`);

  await page.getByRole("button", { name: "Industrial" }).click();
  await expect(page).toHaveURL(/\/parts\/\?category=industrial$/);
  await expect(page.getByRole("button", { name: "Industrial" })).toHaveAttribute("aria-pressed", "true");
  await expect(searchBox(page)).toHaveValue("");
  await expect(status(page)).toHaveText(`Showing ${matching("", "industrial").length} products`);
  await expect(cards(page)).toHaveCount(matching("", "industrial").length);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("Industrial products");

  await page.getByRole("button", { name: "Domestic" }).click();
  await expect(cards(page)).toHaveCount(matching("", "domestic").length);
  await searchBox(page).fill("shower");
  const showers = matching("shower", "domestic");
  await expect(status(page)).toHaveText(`Showing ${showers.length} product${showers.length === 1 ? "" : "s"}`);
  await expect(cards(page)).toHaveCount(showers.length);

  await page.goBack();
  await expect(page).toHaveURL(/\?category=industrial$/);
  await expect(cards(page)).toHaveCount(matching("", "industrial").length);
  await page.goBack();
  await expect(page).toHaveURL(/\/parts\/\?q=filter$/);
  await expect(searchBox(page)).toHaveValue("filter");
  await expect(page.getByRole("button", { name: "All products" })).toHaveAttribute("aria-pressed", "true");
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?category=domestic&q=shower$/);
  await expect(searchBox(page)).toHaveValue("shower");
  await expect(cards(page)).toHaveCount(showers.length);
});

test("the dropdown shows five matches then +N more; typing does not add history entries", async ({ page }) => {
  await visit(page, "/parts/");
  const before = await page.evaluate(() => history.length);
  const expected = matching("ro");
  expect(expected.length).toBeGreaterThan(5);

  await searchBox(page).pressSequentially("ro");
  await expect(page).toHaveURL(/\/parts\/\?q=ro$/);
  await expect(listbox(page).getByRole("option")).toHaveCount(5);
  await expect(listbox(page).getByRole("option")).toContainText(expected.slice(0, 5).map((p) => p.name));
  // "ro" is inside nearly every description: the RO products lead.
  for (const option of await listbox(page).getByRole("option").allTextContents()) expect(option).toMatch(/\bRO\b/);
  await expect(page.getByText(`+${expected.length - 5} more`, { exact: true })).toBeVisible();
  await expect(status(page)).toHaveText(`Showing ${expected.length} products`);
  await expect(cards(page)).toHaveCount(expected.length);
  expect(await page.evaluate(() => history.length)).toBe(before);

  await listbox(page).getByRole("option", { name: expected[2].name }).click();
  await expect(page.getByRole("dialog", { name: expected[2].name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=ro&product=${expected[2].slug}$`));
});

test("the dropdown works from the keyboard and Escape closes it", async ({ page }) => {
  await visit(page, "/parts/");
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type("softener");
  const expected = matching("softener");
  await expect(listbox(page).getByRole("option")).toHaveCount(Math.min(5, expected.length));
  await expect(box).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("Escape");
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("softener");
  await expect(box).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(listbox(page).getByRole("option", { selected: true })).toHaveText(new RegExp(expected[1].name));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: expected[1].name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();
});

test("no match: 'No products found' in the dropdown and in the list", async ({ page }) => {
  await visit(page, "/parts/?category=domestic");
  await searchBox(page).fill("zzz-no-such-thing");
  await expect(page.getByText("No products found", { exact: true })).toHaveCount(2);
  await expect(page.getByText("No products found", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Try adjusting your filters")).toBeVisible();
  await expect(status(page)).toHaveText("Showing 0 products");
  await expect(cards(page)).toHaveCount(0);
});

test("each card shows its description's first sentence, and the detail all of it", async ({ page }) => {
  await visit(page, "/parts/");
  const cardOf = (name: string) =>
    page.locator("article").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(cardOf("Portable RO System").locator("p")).toHaveText(
    "A trolley-mounted reverse osmosis unit for sites that need purified water without a fixed installation, " +
      "such as events, site offices, vehicle and window cleaning, and temporary kitchens.",
  );
  // "e.g."-style full stops and decimals do not cut a card short: 0.01 micron stays in.
  await expect(cardOf("UF Ultrafiltration System").locator("p")).toHaveText(/0\.01 micron.*water\.$/);
  for (const product of products) {
    const text = (await cardOf(product.name).locator("p").textContent()) ?? "";
    expect(product.description.startsWith(text), product.slug).toBe(true);
    expect(text, product.slug).toMatch(/[.!?]$/);
  }
  const product = products.find((p) => p.slug === "portable-ro-system")!;
  await page.getByRole("link", { name: product.name, exact: true }).click();
  await expect(page.getByRole("dialog", { name: product.name }).getByText(product.description)).toBeVisible();
});

test("the detail shows the product and a WhatsApp enquiry in a new tab", async ({ page }) => {
  const product = products.find((p) => p.slug === "portable-ro-system")!;
  await visit(page, "/parts/");
  await page.getByRole("link", { name: product.name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/parts\/\?product=portable-ro-system$/);
  await expect(dialog.getByRole("img", { name: product.imageAlt })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: product.name })).toBeVisible();
  await expect(dialog.getByText("Commercial", { exact: true })).toBeVisible();
  await expect(dialog.getByText(product.description)).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText(product.features);

  const whatsapp = dialog.getByRole("link", { name: /Contact on WhatsApp/ });
  const message = `Hello, I am interested in the ${product.name}. Could you please share its pricing, availability and delivery options in the UAE?`;
  await expect(whatsapp).toHaveAttribute("href", `${company.whatsapp}?text=${encodeURIComponent(message)}`);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
});

test("the detail closes with X, the backdrop and Escape, and focus returns to the card", async ({ page }) => {
  await visit(page, "/parts/?category=domestic");
  const card = page.getByRole("link", { name: "UV Sterilizer", exact: true });
  const dialog = page.getByRole("dialog", { name: "UV Sterilizer" });

  await card.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
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
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // A click inside the dialog does not close it.
  await card.click();
  await dialog.getByRole("heading", { name: "UV Sterilizer" }).click();
  await expect(dialog).toBeVisible();
});

test("a shared link opens its view; back and forward open and close the detail", async ({ page }) => {
  await visit(page, "/parts/?category=domestic&q=filter&product=shower-filter");
  const dialog = page.getByRole("dialog", { name: "Shower Filter" });
  await expect(dialog).toBeVisible();
  await expect(searchBox(page)).toHaveValue("filter");
  await expect(page.getByRole("button", { name: "Domestic" })).toHaveAttribute("aria-pressed", "true");
  await expect(status(page)).toHaveText(`Showing ${matching("filter", "domestic").length} products`);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/parts\/\?category=domestic&q=filter$/);

  await page.reload();
  await expect(searchBox(page)).toHaveValue("filter");
  await expect(cards(page)).toHaveCount(matching("filter", "domestic").length);

  await page.getByRole("link", { name: "Whole-Home Water Filter", exact: true }).click();
  const detail = page.getByRole("dialog", { name: "Whole-Home Water Filter" });
  await expect(detail).toBeVisible();
  await page.goBack();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/parts\/\?category=domestic&q=filter$/);
  await page.goForward();
  await expect(detail).toBeVisible();
  // Closing after forward goes back to the list, and back again leaves the page's history alone.
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/parts\/\?category=domestic&q=filter$/);
});

test("a shared link on a slow phone applies its view without React throwing away the server HTML", async ({ page }) => {
  // The view is read from the URL while the page's sections are still hydrating; an
  // urgent update then makes React log error #421 and render those sections again.
  // A 6x slower CPU widens that window as on a mid-range phone.
  test.setTimeout(90_000);
  const logged = pageErrors(page);
  await slowCpu(page);
  const links = [
    ["/parts/?q=ro", () => expect(cards(page)).toHaveCount(matching("ro").length)],
    ["/parts/?category=industrial", () => expect(cards(page)).toHaveCount(matching("", "industrial").length)],
    ["/parts/?product=uv-sterilizer", () => expect(page.getByRole("dialog", { name: "UV Sterilizer" })).toBeVisible()],
  ] as const;
  const errors: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (const [url, shown] of links) {
      await visit(page, url);
      await shown();
      errors.push(...logged.splice(0).map((error) => `${url}: ${error}`));
    }
  }
  expect(errors).toEqual([]);
});

test("an unknown product or category in the URL is ignored", async ({ page }) => {
  await visit(page, "/parts/?category=residential&product=no-such-product");
  await expect(page.getByRole("button", { name: "All products" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(cards(page)).toHaveCount(products.length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue lists every product, grouped", async ({ page }) => {
    await page.goto("/parts/?category=industrial");
    await expect(cards(page)).toHaveCount(products.length);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(3);
  });
});
