import { test, expect, openHydrated } from "./fixtures";

test("an article has its banner, headline, table, tips lists, five FAQ and a conclusion", async ({ page }) => {
  await page.goto("/blogs/water-softener-benefits/");
  const main = page.getByRole("main");
  await expect(main.locator("h1")).toHaveText("Top 10 Benefits of Using Water Softeners for Your Home");
  await expect(main.locator("table")).toHaveCount(1);
  expect(await main.locator("article ul, article ol").count()).toBeGreaterThan(1);
  await expect(page.locator("#faq-title")).toHaveText("Frequently asked questions");
  const faqButtons = main.locator("section[aria-labelledby='faq-title'] button");
  await expect(faqButtons).toHaveCount(5);
  await expect(main.getByRole("heading", { name: "Conclusion" })).toBeVisible();
  const order = await main
    .locator("h2")
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ""));
  expect(order.indexOf("Frequently asked questions")).toBeLessThan(order.indexOf("Conclusion"));
});

test("the FAQ keeps one answer open at a time", async ({ page }) => {
  await openHydrated(page, "/blog2/");
  const buttons = page.locator("section[aria-labelledby='faq-title'] button");
  const expanded = () => page.locator("section[aria-labelledby='faq-title'] button[aria-expanded='true']");
  await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
  await expect(expanded()).toHaveCount(1);
  await buttons.nth(3).click();
  await expect(buttons.nth(3)).toHaveAttribute("aria-expanded", "true");
  await expect(expanded()).toHaveCount(1);
  const answer = page.locator(`[id="${await buttons.nth(3).getAttribute("aria-controls")}"]`);
  await expect(answer).toBeVisible();
  const box = await answer.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(161);
  await buttons.nth(3).click();
  await expect(expanded()).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison table scrolls sideways inside its box", async ({ page }) => {
    await page.goto("/blog3/");
    const scroller = page.getByRole("region", { name: "Comparison table" });
    const sizes = await scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
