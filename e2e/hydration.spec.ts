/**
 * Sections hydrate when the visitor needs them (src/lib/hydration-gate.ts), in every
 * edition: the frame and the first screen at load; a section further down keeps its server
 * HTML until it comes near the viewport or the visitor presses, focuses or points inside
 * it, and a control there works at the first click or key. Carousels start once visible.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, isHydrated, openHydrated, pageErrors } from "./fixtures";
import { openWithPausedClock, runPast } from "./clock";
import { EDITIONS } from "./editions";
import { GALLERY_INTERVAL_MS } from "../src/lib/constants";

const PHONE = { width: 390, height: 844 };

for (const edition of EDITIONS) {
  const { words } = edition;
  const home = edition.path("/");
  const reviews = (page: Page) => page.getByRole("region", { name: words.home.reviews.carousel, exact: true });
  const next = (region: Locator) => region.getByRole("button", { name: words.common.carousel.next });

  test.describe(`${edition.language}: hydration on demand`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(PHONE);
    });

    test("the first screen hydrates at load; the reviews far down keep their server HTML until scrolled to, then 'next' works", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      await openHydrated(page, home);
      await expect
        .poll(() => isHydrated(page.getByRole("region", { name: words.home.highlights, exact: true })))
        .toBe(true);
      expect(await isHydrated(page.getByRole("banner"))).toBe(true);
      const region = reviews(page);
      expect(await isHydrated(region)).toBe(false);
      // Painted and readable meanwhile: the server HTML is whole.
      await expect(region.getByRole("group").first()).not.toBeEmpty();

      await region.scrollIntoViewIfNeeded();
      await expect.poll(() => isHydrated(region)).toBe(true);
      await next(region).click();
      await expect(region).toHaveAttribute("data-current", "1");
      expect(logged).toEqual([]);
    });

    test("keyboard focus inside a section not hydrated yet hydrates it, and the key that follows works", async ({
      page,
    }) => {
      await openHydrated(page, home);
      const region = reviews(page);
      expect(await isHydrated(region)).toBe(false);
      // Focus without scrolling, so only the focus can have hydrated it.
      await next(region).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
      await expect.poll(() => isHydrated(region)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(region).toHaveAttribute("data-current", "1");
    });

    test("a press the moment the section hydrates moves one slide (right to left, the moment react-slick is re-placed for the phone's count)", async ({
      page,
    }) => {
      await openHydrated(page, home);
      const region = reviews(page);
      // Focus hydrates it; the press comes in the first task after that, which a script
      // in the page can hit and Playwright's own round trips cannot.
      await next(region).evaluate(async (button: HTMLElement) => {
        const section = button.closest("section")!;
        const hydrated = () => Object.keys(section).some((key) => key.startsWith("__reactFiber"));
        button.focus({ preventScroll: true });
        while (!hydrated()) await new Promise((resolve) => setTimeout(resolve, 0));
        button.click();
      });
      await expect(region).toHaveAttribute("data-current", "1");
      // One card shows at this width, and it is the second, not the one before or after.
      const shown = region.locator(".slick-active [role=group]");
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute("aria-label", /^\D*2\D/);
    });

    test("a click on a control in a section not hydrated yet works the first time (technology page FAQ)", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      await openHydrated(page, edition.path("/technologies/reverse-osmosis/"));
      const question = page.locator("#faq").getByRole("button").nth(1);
      expect(await isHydrated(question)).toBe(false);
      await expect(question).toHaveAttribute("aria-expanded", "false");
      await question.click();
      await expect(question).toHaveAttribute("aria-expanded", "true");
      expect(logged).toEqual([]);
    });

    test("a link to a section's anchor reaches it before it is hydrated, and it hydrates there", async ({ page }) => {
      await openHydrated(page, `${home}#reviews`);
      const section = page.locator("#reviews");
      await expect(section).toBeInViewport();
      await expect.poll(() => isHydrated(reviews(page))).toBe(true);
    });

    test("a section with nothing to run (the values) stays as the server sent it while the visitor scrolls past", async ({
      page,
    }) => {
      await openHydrated(page, home);
      const values = page.locator("#values");
      await values.scrollIntoViewIfNeeded();
      await expect(values).toBeInViewport();
      await page.locator("#clients").scrollIntoViewIfNeeded();
      // It is part of the page that React hydrated: its <section>, not its content.
      expect(await isHydrated(values)).toBe(true);
      expect(await isHydrated(values.locator("h2"))).toBe(false);
      // Find-in-page and screen readers meet its text all along.
      await expect(values.locator("h2")).not.toBeEmpty();
    });

    test("the product gallery starts its 3 s rotation only once it is on screen", async ({ page }) => {
      await openWithPausedClock(page, home);
      const gallery = page.getByRole("region", { name: words.home.productGallery, exact: true });
      await page.clock.runFor(GALLERY_INTERVAL_MS * 3);
      await expect(gallery).toHaveAttribute("data-current", "0");
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery).toHaveAttribute("data-playing", "true");
      await page.clock.runFor(GALLERY_INTERVAL_MS - 10);
      await expect(gallery).toHaveAttribute("data-current", "0");
      await runPast(page, 10);
      await expect(gallery).toHaveAttribute("data-current", "1");
    });
  });
}
