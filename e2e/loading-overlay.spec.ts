import { test, expect, freezeCssAnimations, holdScripts, renderingUpdates } from "./fixtures";
import type { Page, Route } from "@playwright/test";
import { OVERLAY_MAX_MS } from "../src/lib/constants";
import { EDITIONS } from "./editions";

/**
 * The loading overlay (docs/specification.md section 2, docs/design.md's improvements). JavaScript
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

/** Whether React has hydrated the page (gatsby-browser.tsx marks <html>). */
const isHydratedNow = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/**
 * Lets Gatsby start React (it waits for timers on the paused clock) and waits until the
 * page is hydrated and its effects have run: from then on the overlay's timers count on
 * the paused clock. A millisecond at a time, so they start at most 1 ms before this returns.
 */
async function hydrate(page: Page) {
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

/** Every image on the page that loads at once (not lazy), the overlay's loader aside, has finished. */
const eagerImagesSettled = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.closest("[data-testid=loading-overlay]") && image.loading !== "lazy")
      .every((image) => image.complete),
  );

/** How many lazy images in view are still loading. */
const lazyImagesLoadingInView = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.images).filter((image) => {
        const box = image.getBoundingClientRect();
        return image.loading === "lazy" && !image.complete && box.top < innerHeight && box.bottom > 0 && box.width > 0;
      }).length,
  );

for (const edition of EDITIONS) {
  test.describe(`${edition.language}: with JavaScript`, () => {
    test.beforeEach(async ({ page }) => {
      await freezeCssAnimations(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
    });

    test("first load: the overlay covers the page until its images have loaded, with or without the app", async ({
      page,
    }) => {
      // The app's scripts never arrive in this test: the page's own first script decides.
      await holdScripts(page);
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
      // It stands still while the page is parsed and painted (each frame of a float repainted
      // the blurred backdrop); it floats during a route change (below).
      await expect(loader).toHaveCSS("animation-name", "none");
      await expect.poll(() => images.held.length).toBeGreaterThan(0);

      // After the 100 ms check, and well beyond: still waiting.
      await page.clock.runFor(2500);
      await expect(overlay(page)).toBeVisible();

      await images.release();
      await expect(overlay(page)).toBeHidden();
      expect(await isHydratedNow(page)).toBe(false);
    });

    test("it is in the first paint, which comes before the page is parsed to its end", async ({ page }) => {
      // Chromium paints a long page while it is still parsing it: an overlay placed after the
      // content appeared only when the parser reached it, over a page already on screen. Here the
      // document ends after its header, as far as a phone has parsed when it first paints.
      const home = edition.path("/");
      await page.route(
        (url) => url.pathname === home,
        async (route) => {
          const html = await (await route.fetch()).text();
          const end = html.indexOf("</header>");
          expect(end).toBeGreaterThan(0);
          await route.fulfill({
            contentType: "text/html; charset=utf-8",
            body: html.slice(0, end + "</header>".length),
          });
        },
      );
      await page.goto(home, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(overlay(page)).toBeVisible();
    });

    test("a tap while it shows reaches the page under it", async ({ page }) => {
      await holdScripts(page);
      await holdImages(page);
      await page.goto(edition.path("/about/"), { waitUntil: "domcontentloaded" });
      await expect(overlay(page)).toBeVisible();
      await page
        .getByRole("navigation", { name: edition.words.frame.mainNav })
        .getByRole("link", { name: edition.words.frame.nav.industries, exact: true })
        .click();
      await expect(page).toHaveURL(edition.path("/industries/"));
    });

    test("a failed image counts as loaded", async ({ page }) => {
      const images = await holdImages(page);
      await page.goto(edition.path("/industries/"), { waitUntil: "domcontentloaded" });
      await page.clock.runFor(200);
      await expect.poll(() => images.held.length).toBeGreaterThan(0);
      await expect(overlay(page)).toBeVisible();
      await images.fail();
      await expect(overlay(page)).toBeHidden();
    });

    test("lazy images are not waited for, not even in view: they show their colour until they come", async ({
      page,
    }) => {
      // A screen tall enough for /parts/'s lazy product photos to be in it: hold them forever.
      await page.setViewportSize({ width: 1280, height: 2000 });
      const images = await holdImages(page, (url) => !/banner|parts|logo/.test(url));
      await page.goto(edition.path("/parts/"), { waitUntil: "domcontentloaded" });
      await expect.poll(() => images.held.length).toBeGreaterThan(0);
      await expect.poll(() => eagerImagesSettled(page)).toBe(true);
      expect(await lazyImagesLoadingInView(page)).toBeGreaterThan(0);
      await expect(overlay(page)).toBeVisible();
      await page.clock.runFor(100);
      await expect(overlay(page)).toBeHidden();
      expect(await lazyImagesLoadingInView(page)).toBeGreaterThan(0);
    });

    test("the overlay never stays longer than 3 s", async ({ page }) => {
      await holdImages(page);
      await page.goto(edition.path("/technologies/"), { waitUntil: "domcontentloaded" });
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
      await expect(overlay(page).locator("img")).not.toHaveCSS("animation-name", "none");
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

test("if no script hides it, CSS hides the overlay after 3 s", async ({ page }) => {
  // The bundles fail, the images never come, and the page's timers stand still (the
  // paused clock): only the stylesheet's cap is left.
  await page.route(/\.js$/, (route) => route.abort("failed"));
  await page.route(/\.(jpe?g|png|webp|avif)$/, () => {});
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
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
