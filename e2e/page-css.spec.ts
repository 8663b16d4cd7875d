import type { Page } from "@playwright/test";
import { test, expect, networkQuiet, openHydrated } from "./fixtures";

/**
 * Each page's HTML inlines only its own CSS and the frame's (gatsby-node cssPerPage);
 * a client-side navigation must bring the next page's CSS, in the same order, so the
 * page looks exactly as when it is opened directly.
 */

/**
 * Position and size of every element in main, except inside carousels (their slides
 * move).
 */
async function layoutOfMain(page: Page) {
  return page.evaluate(() => {
    return [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => !element.closest(".slick-slider"))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          Math.round(box.left),
          Math.round(box.top + window.scrollY),
          Math.round(box.width),
          Math.round(box.height),
          style.color,
          style.backgroundColor,
          style.fontSize,
        ].join(" ");
      });
  });
}

const JOURNEYS = [
  { from: "/", link: { name: "Contact", exact: true }, to: "/contact/" },
  { from: "/contact/", link: { name: "Blogs", exact: true }, to: "/blogs/" },
  { from: "/blogs/", link: { name: /water softener/i }, to: "/blogs/water-softener-benefits/" },
  { from: "/technologies/", link: { name: "Reverse Osmosis", exact: true }, to: "/technologies/reverse-osmosis/" },
  { from: "/about/", link: { name: "Parts", exact: true }, to: "/parts/" },
];

for (const { from, link, to } of JOURNEYS) {
  test(`${from} -> ${to} in the browser lays ${to} out as a direct visit does`, async ({ page }) => {
    await openHydrated(page, to);
    const direct = await layoutOfMain(page);
    const heading = await page.locator("h1").textContent();

    await openHydrated(page, from);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator("main, header").getByRole("link", link).first().click();
    await expect(page).toHaveURL(to);
    // The router renders the next page in an animation frame after the URL changes (and
    // Playwright's "networkidle" was reached at the first load already): wait for the page itself.
    await expect(page.locator("h1")).toHaveText(heading!);
    expect(await page.evaluate(() => "sameDocument" in window), "a client-side navigation, not a reload").toBe(true);
    await expect(page.getByTestId("loading-overlay")).toBeHidden();
    await networkQuiet(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const navigated = await layoutOfMain(page);

    expect(navigated).toEqual(direct);
  });
}

test("a page's HTML inlines the frame's CSS first, then only its own", async ({ page }) => {
  const response = await page.request.get("/contact/");
  const html = await response.text();
  const inlined = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => match[1]);
  expect(inlined[0]).toMatch(/^\/app\.[0-9a-f]+\.css$/);
  expect(inlined.slice(1).every((href) => href.includes("src-pages-contact-tsx"))).toBe(true);
  // The carousel's CSS (slick) belongs to pages with a carousel, not to the contact page.
  expect(html).not.toContain(".slick-track");
});
