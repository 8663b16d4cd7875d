import type { Locator, Page, Route } from "@playwright/test";
import { test, expect, openHydrated, renderSkipped } from "./fixtures";

/**
 * Each page's HTML carries all of its CSS (Gatsby inlines the frame's and the page's
 * stylesheets), so the first paint is the finished page: no stylesheet file is asked for
 * and nothing restyles the page after it. Main's blocks below the first screen are laid
 * out only near the viewport (plugins/below-fold/below-fold.ts), each counted as high as
 * its placeholder says until then.
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

/**
 * Whether the content of an element with content-visibility: auto is rendered: the
 * element itself always shows, it is its content that is skipped.
 */
const contentRendered = (element: Locator) =>
  element.evaluate((skippable) => skippable.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Main's blocks after the fold are laid out only near the viewport, and until then count
 * as high as their placeholder says (src/styles/block-placeholders.css). Those heights
 * must be close to the real ones, or the page's height, and the scrollbar, jumps as the
 * visitor scrolls (the home page at 1280 px was 16,500 px high for 9,300 px of content).
 *
 * 10 %: each placeholder is measured at one width for a range of widths (phones, 640 to
 * 1023 px, from 1024 px), and within a range text wraps differently: measured 0.98 to
 * 1.03 of the real height from 360 to 430 px, 0.92 at 640 to 700 px; an editor's longer
 * text or an added card moves it further. Within a tenth, the scrollbar's thumb moves by
 * less than a tenth of its track while the blocks render.
 */
// A product page is short on a desktop: its last block is near enough the first screen to render at once.
for (const { viewport, routes } of [
  {
    viewport: { width: 390, height: 844 },
    routes: ["/", "/technologies/reverse-osmosis/", "/parts/home-water-softener/"],
  },
  { viewport: { width: 1280, height: 800 }, routes: ["/", "/technologies/reverse-osmosis/"] },
]) {
  test.describe(`at ${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: the page is as high, within 10 %, before its later blocks are rendered as after`, async ({
        page,
      }) => {
        await openHydrated(page, route);
        const scrollHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
        const first = await scrollHeight();
        // Measured before the last block was ever rendered (it is far below the viewport).
        const lastRendered = () => contentRendered(page.locator("#main > :last-child"));
        expect(await lastRendered()).toBe(false);

        await renderSkipped(page);
        // Chromium lifts a block's skipped state in its next rendering update, not at once.
        await expect.poll(lastRendered).toBe(true);
        const rendered = await scrollHeight();
        expect(first / rendered, `${first} px at first, ${rendered} px rendered`).toBeGreaterThanOrEqual(0.9);
        expect(first / rendered, `${first} px at first, ${rendered} px rendered`).toBeLessThanOrEqual(1.1);
      });
    }
  });
}

/**
 * A card lays out only near the viewport on its own (image-card.module.css) where its block
 * is laid out at load, and with its block inside a block below the fold, which the
 * browser already skips as a whole (plugins/below-fold/below-fold.ts). Skipped twice, the
 * cards took their real height a frame after their block, and after a jump whatever stood
 * below them moved: at 1280 px the home page's video went 44 px up under the pointer, and
 * a click meant for its play button was lost.
 */
for (const route of ["/", "/ar/", "/parts/"]) {
  test(`${route}: cards in blocks below the fold are laid out with their block, not on their own`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, route);
    // Each card's content-visibility, by whether its block is one the plugin's rule skips.
    const cards = await page.locator("#main > * article:has(img)").evaluateAll((articles) =>
      articles.map((article) => ({
        blockBelowFold: getComputedStyle(article.closest("#main > *")!).contentVisibility === "auto",
        own: getComputedStyle(article).contentVisibility,
      })),
    );
    const belowFold = cards.filter((card) => card.blockBelowFold).map((card) => card.own);
    expect(belowFold.length).toBeGreaterThan(2);
    expect(new Set(belowFold)).toEqual(new Set(["visible"]));
    // Cards of the first screen's blocks that skip on their own: the catalogue's test below.
  });
}

for (const route of ["/", "/ar/"]) {
  test(`${route} at 1280 px: after a jump to the video, its play button stays where the jump put it`, async ({
    page,
  }) => {
    await openHydrated(page, route);
    const moves = await page
      .locator("#video button")
      .first()
      .evaluate(async (button) => {
        const renderingUpdate = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const moved: string[] = [];
        // From the middle of the viewport to its bottom edge: the industries above come near.
        for (const block of ["center", "end"] as const) {
          button.scrollIntoView({ block, behavior: "instant" });
          const at = button.getBoundingClientRect().top;
          for (let update = 0; update < 4; update++) {
            await renderingUpdate();
            const now = button.getBoundingClientRect().top;
            if (Math.abs(now - at) > 1) {
              moved.push(`${block}: ${Math.round(at)} -> ${Math.round(now)} px`);
              break;
            }
          }
        }
        return moved;
      });
    expect(moves).toEqual([]);
  });
}

/**
 * Within the first screen's blocks, the cards far below the viewport (a catalogue
 * category runs on for thousands of pixels on a phone) and the footer after main are
 * laid out only near the viewport too, so the first layout is the first screen's.
 */
for (const route of ["/parts/", "/ar/parts/"]) {
  test(`${route}: cards far down a first-screen block and the footer are laid out only when scrolled to`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, route);
    // The first category is the third block, laid out at load; its cards run far below the first screen.
    const cards = page.locator("#main > [id^='category-']").first().locator("article");
    expect(await cards.count()).toBeGreaterThan(4);
    const footer = page.locator("#gatsby-focus-wrapper > footer");
    expect(await contentRendered(cards.first())).toBe(true);
    expect(await contentRendered(cards.last())).toBe(false);
    expect(await contentRendered(footer)).toBe(false);
    // A skipped card counts as its placeholder's height, and its photo keeps its 3:2 within
    // it: at 1920 px a card of the first screen could be measured before its first
    // rendering update, its photo squeezed to fit the placeholder.
    const ratios = await cards
      .locator("img")
      .evaluateAll((images) =>
        images.map((image) => image.getBoundingClientRect()).map((box) => (box.width / box.height).toFixed(2)),
      );
    expect(new Set(ratios)).toEqual(new Set(["1.50"]));

    await cards.last().evaluate((card) => card.scrollIntoView());
    // Chromium lifts the skipped state in its next rendering update, not at once.
    await expect.poll(() => contentRendered(cards.last())).toBe(true);
    await footer.evaluate((element) => element.scrollIntoView());
    await expect.poll(() => contentRendered(footer)).toBe(true);
    await expect(footer.getByRole("link").first()).toBeVisible();
  });
}

for (const url of ["/", "/ar/technologies/reverse-osmosis/", "/parts/"]) {
  test(`${url}: the scripts are asked for only once the page's largest image is on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openHydrated(page, url);
    const { heroShown, scriptsAsked } = await page.evaluate(async () => {
      const hero = document.querySelector('img[fetchpriority="high"]');
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const shown = entries.find((entry) => (entry as LargestContentfulPaint).element === hero);
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name));
      return { heroShown: shown?.startTime ?? null, scriptsAsked: scripts.map((entry) => entry.startTime) };
    });
    expect(heroShown, "the priority image's largest-contentful-paint entry").not.toBeNull();
    expect(scriptsAsked).toHaveLength(3);
    for (const asked of scriptsAsked) expect(asked).toBeGreaterThanOrEqual(heroShown!);
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
