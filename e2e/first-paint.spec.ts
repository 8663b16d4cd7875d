import type { Page, Route } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * Each page's HTML carries all of its CSS (Gatsby inlines the frame's and the page's
 * stylesheets), so the first paint is the finished page: no stylesheet file is asked for
 * and nothing restyles the page after it.
 */

const ROUTES = ["/", "/parts/", "/technologies/reverse-osmosis/", "/about/", "/contact/", "/404/"];
/** A phone as Lighthouse emulates it (its layout viewport widens to fit wide content), and a desktop. */
const DEVICES = [
  { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  { viewport: { width: 1920, height: 1080 } },
];

/** Holds back every request whose URL matches; returns the function that lets them through. */
async function holdRequests(page: Page, url: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

for (const device of DEVICES) {
  test.describe(`at ${device.viewport.width}x${device.viewport.height}`, () => {
    test.use(device);

    // One page for the six routes (the fixture's, closed by it whatever happens).
    test("every page is styled from its HTML alone, and asks for no stylesheet", async ({ page }) => {
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet" || /\.css(\?|$)/.test(request.url()))
          stylesheets.push(request.url());
      });
      // The scripts stay away: what is painted comes from the HTML alone.
      await page.route(/\.js$/, (route) => route.abort());
      for (const route of ROUTES) {
        await page.goto(route, { waitUntil: "load" });
        await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
        // The footer's own rules apply: its background is the dark brand colour, not transparent.
        await expect(page.locator("#gatsby-focus-wrapper > footer"), route).not.toHaveCSS(
          "background-color",
          "rgba(0, 0, 0, 0)",
        );
        // Nothing is wider than the screen (a phone would zoom out to show it).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBe(device.viewport.width);
      }
      expect(stylesheets).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use(DEVICES[0]);

  for (const route of ROUTES) {
    test(`${route}: the largest image in the first screen does not wait for lazy loading`, async ({ page }) => {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      // The likely LCP element: the image with the largest visible area in the first screen.
      const largest = await page.evaluate(() => {
        const visibleArea = (image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
          const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
          return width > 0 && height > 0 ? width * height : 0;
        };
        const [first] = [...document.querySelectorAll<HTMLImageElement>("main img")]
          .map((image) => ({ image, area: visibleArea(image) }))
          .sort((a, b) => b.area - a.area);
        return { src: first.image.getAttribute("src"), loading: first.image.loading };
      });
      expect(largest.loading, `${largest.src}`).toBe("eager");
    });
  }
});

/**
 * Every image of the first screen has its box before it arrives, from its width and height
 * attributes: nothing moves when it loads (no layout shift). The logo once took no width
 * until it had loaded, and the company name beside it moved by its width.
 */
for (const device of DEVICES) {
  test.describe(`images hold their place at ${device.viewport.width} px`, () => {
    test.use(device);

    // One page for the six routes (the fixture's, closed by it whatever happens).
    test("every image in the first screen is as large before it loads as after", async ({ page }) => {
      const boxes = () =>
        page.evaluate(() =>
          // The loading overlay's own image goes with the overlay once the page has loaded.
          [...document.querySelectorAll("img")]
            .filter((image) => !image.closest('[data-testid="loading-overlay"]'))
            .map((image) => image.getBoundingClientRect())
            .filter((box) => box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0)
            .map((box) => `${Math.round(box.width)}x${Math.round(box.height)}`),
        );
      for (const route of ROUTES) {
        const release = await holdRequests(page, /\.(webp|jpg|png)$/);
        await page.goto(route, { waitUntil: "domcontentloaded" });
        const before = await boxes();
        await release();
        await page.waitForLoadState("load");
        await page.unrouteAll({ behavior: "ignoreErrors" });
        const after = await boxes();
        expect(after.length, route).toBeGreaterThan(0);
        expect(before, route).toEqual(after);
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is as styled as with it", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("#gatsby-focus-wrapper > footer");
    await expect(footer).toHaveCSS("visibility", "visible");
    // The footer's own rules apply: its background is the dark brand colour, not transparent.
    await expect(footer).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });
});
