import { test, expect, freezeCssAnimations, renderingUpdates } from "./fixtures";
import type { Page, Route } from "@playwright/test";
import { OVERLAY_MAX_MS } from "../src/lib/constants";
import { EDITIONS } from "./editions";

/**
 * The loading overlay (SPEC.md section 2, DESIGN.md's improvements). JavaScript
 * timers run on Playwright's clock. The overlay also has a CSS cap (an animation
 * that hides it after 3 s even if JavaScript never runs); CSS animations follow real
 * time, so the tests that need the overlay to stay freeze them through the DevTools
 * protocol, and one test checks that cap on its own.
 */
const overlay = (page: Page) => page.getByTestId("loading-overlay");

/** Holds the site's image requests that match `which` (not the loader) until released. */
async function holdImages(page: Page, which: (url: string) => boolean = () => true) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => /\.(jpe?g|png|webp|avif)$/.test(url.pathname) && url.pathname !== "/loader.png",
    async (route) => {
      if (holding && which(route.request().url())) held.push(route);
      else await route.fallback();
    },
  );
  return {
    held,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.fallback();
    },
    fail: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.abort("failed");
    },
  };
}

/** One frame of the fake clock's requestAnimationFrame. */
const FRAME_MS = 16;

/**
 * Lets the page boot its scripts and Gatsby start React (it waits for a zero-delay timer),
 * and waits until the page is hydrated and its effects have run: from then on the
 * overlay's timers count on the paused clock. The loader boots at the hero's
 * largest-contentful-paint entry, or, while a test holds the hero's image, at its 2 s
 * limit on the paused clock (plugins/paint-first/paint-first.ts).
 */
async function hydrate(page: Page) {
  // A frame at a time, with no pause between polls, until the loader has added the
  // scripts; then a millisecond at a time, so the overlay's timers start at most 1 ms
  // before this returns.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(FRAME_MS);
        return page.evaluate(() => document.querySelectorAll("body > script[src]").length > 0);
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(true);
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.evaluate(() => {
        const element = document.querySelector("[data-testid=loading-overlay]");
        return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      });
    })
    .toBe(true);
  // React runs effects in a MessageChannel task (not a timer): let it go first.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
}

/** Gatsby renders a client-side navigation after a short timer: run the paused clock until the new page is there. */
async function advanceUntilRendered(page: Page, pathname: string, previousHeading: string) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return page.evaluate(
        ([path, heading]) => location.pathname === path && document.querySelector("h1")?.textContent !== heading,
        [pathname, previousHeading],
      );
    })
    .toBe(true);
}

/** Every image on the page that is in view and not lazy-deferred has finished. */
async function visibleImagesSettled(page: Page) {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.closest("[data-testid=loading-overlay]"))
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

for (const edition of EDITIONS) {
  test.describe(`${edition.language}: with JavaScript`, () => {
    test.beforeEach(async ({ page }) => {
      await freezeCssAnimations(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
    });

    test("first load: the overlay covers the page until its images have loaded", async ({ page }) => {
      const images = await holdImages(page);
      await page.goto(edition.path("/about/"), { waitUntil: "domcontentloaded" });
      await expect(overlay(page)).toBeVisible();
      expect(await overlay(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
      await expect(overlay(page)).toHaveCSS("backdrop-filter", /blur/);
      await expect(overlay(page)).toHaveCSS("position", "fixed");
      await expect(overlay(page)).toHaveAttribute("aria-hidden", "true");
      const loader = overlay(page).locator("img");
      await expect(loader).toHaveAttribute("src", "/loader.png");
      expect(await loader.boundingBox()).toMatchObject({ width: 150, height: 150 });
      await expect.poll(() => images.held.length).toBeGreaterThan(0);

      // After hydration, the 100 ms check, and well beyond: still waiting.
      await hydrate(page);
      await page.clock.runFor(2500);
      await expect(overlay(page)).toBeVisible();

      await images.release();
      await expect(overlay(page)).toBeHidden();
    });

    test("a failed image counts as loaded", async ({ page }) => {
      const images = await holdImages(page);
      await page.goto(edition.path("/industries/"), { waitUntil: "domcontentloaded" });
      await hydrate(page);
      await page.clock.runFor(200);
      await expect.poll(() => images.held.length).toBeGreaterThan(0);
      await expect(overlay(page)).toBeVisible();
      await images.fail();
      await expect(overlay(page)).toBeHidden();
    });

    test("lazy images below the fold are not waited for", async ({ page }) => {
      // The product photos on /parts/ are lazy and below the fold at 1280 x 700: hold them forever.
      await page.setViewportSize({ width: 1280, height: 700 });
      const images = await holdImages(page, (url) => !/banner|parts|logo/.test(url));
      await page.goto(edition.path("/parts/"), { waitUntil: "domcontentloaded" });
      await hydrate(page);
      await expect.poll(() => visibleImagesSettled(page)).toBe(true);
      await expect(overlay(page)).toBeVisible();
      await page.clock.runFor(100);
      await expect(overlay(page)).toBeHidden();
      expect(images.held.length).toBeGreaterThan(0);
    });

    test("its image check measures nothing in the parts of the page the browser skips (no forced layout)", async ({
      page,
    }) => {
      // Main's blocks below the fold are not laid out until near the viewport
      // (content-visibility: auto); measuring an image inside one would lay it out on the spot.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const measure = Element.prototype.getBoundingClientRect;
        const counts = { skipped: 0 };
        (window as unknown as { measuredSkipped: typeof counts }).measuredSkipped = counts;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          if (!this.checkVisibility({ contentVisibilityAuto: true })) counts.skipped += 1;
          return measure.call(this);
        };
      });
      await page.goto(edition.path("/"), { waitUntil: "domcontentloaded" });
      await hydrate(page);
      await page.clock.runFor(200);
      await expect(overlay(page)).toBeHidden();
      // The page does have lazy images in skipped blocks, still loading or not started.
      const skippedLazy = await page.evaluate(
        () =>
          Array.from(document.images).filter(
            (image) => image.loading === "lazy" && !image.checkVisibility({ contentVisibilityAuto: true }),
          ).length,
      );
      expect(skippedLazy).toBeGreaterThan(5);
      expect(
        await page.evaluate(() => (window as unknown as { measuredSkipped: { skipped: number } }).measuredSkipped),
      ).toEqual({
        skipped: 0,
      });
    });

    test("the overlay never stays longer than 3 s", async ({ page }) => {
      await holdImages(page);
      await page.goto(edition.path("/technologies/"), { waitUntil: "domcontentloaded" });
      await hydrate(page);
      await page.clock.runFor(2990);
      await expect(overlay(page)).toBeVisible();
      await page.clock.runFor(20);
      await expect(overlay(page)).toBeHidden();
    });

    test("a client-side navigation shows it again, at the top of the new page, until its images are in", async ({
      page,
    }) => {
      await page.goto(edition.path("/about/"));
      await hydrate(page);
      await page.clock.runFor(200);
      await expect(overlay(page)).toBeHidden();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

      const aboutHeading = (await page.locator("h1").textContent())!;
      const images = await holdImages(page);
      await page
        .getByRole("navigation", { name: edition.words.frame.mainNav })
        .getByRole("link", { name: edition.words.frame.nav.industries, exact: true })
        .click();
      await advanceUntilRendered(page, edition.path("/industries/"), aboutHeading);
      const industriesHeading = (await page.locator("h1").textContent())!;
      await expect(overlay(page)).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => images.held.length).toBeGreaterThan(0);
      await page.clock.runFor(1000);
      await expect(overlay(page)).toBeVisible();

      await images.release();
      await expect(overlay(page)).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Back is a route change too: the overlay shows again, at the top.
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const industriesY = await page.evaluate(() => window.scrollY);
      await page.goBack();
      // Until the site shows the page (it waits for the paused clock), the browser leaves
      // the place alone: it does not restore /about/'s own, not even part way. Its smooth
      // restoration went on after the site's jump to the top and ended below it.
      await renderingUpdates(page, 5);
      expect(await page.evaluate(() => window.scrollY)).toBe(industriesY);
      await advanceUntilRendered(page, edition.path("/about/"), industriesHeading);
      await expect(overlay(page)).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.clock.runFor(100);
      await expect(overlay(page)).toBeHidden();
    });

    test("it is hidden from assistive technology and does not hold focus", async ({ page }) => {
      await holdImages(page);
      await page.goto(edition.path("/blogs/"), { waitUntil: "domcontentloaded" });
      await expect(overlay(page)).toBeVisible();
      await expect(overlay(page)).toHaveAttribute("aria-hidden", "true");
      expect(await overlay(page).locator("a, button, input, [tabindex]").count()).toBe(0);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: edition.words.frame.skipLink })).toBeFocused();
    });
  });
}

test("if the site's JavaScript never runs, CSS hides the overlay after 3 s", async ({ page }) => {
  // The inline head script marks the page as running JavaScript, but the bundles fail.
  await page.route(/\.js$/, (route) => route.abort("failed"));
  await page.goto("/about/", { waitUntil: "domcontentloaded" });
  // CSS animations follow the wall clock, which a loaded machine cannot promise to the
  // millisecond: the test pauses the overlay's own animation and seeks it either side of the cap.
  const seek = (ms: number) =>
    overlay(page).evaluate((element, time) => {
      const animations = element.getAnimations();
      if (animations.length !== 1) throw new Error(`expected the overlay's one animation, found ${animations.length}`);
      animations[0].pause();
      animations[0].currentTime = time;
    }, ms);
  await seek(OVERLAY_MAX_MS - 1);
  await expect(overlay(page)).toBeVisible();
  await seek(OVERLAY_MAX_MS);
  await expect(overlay(page)).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the overlay is never shown", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.locator("html")).not.toHaveClass(/has-js/);
    await expect(overlay(page)).toBeAttached();
    await expect(overlay(page)).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
  });
});
