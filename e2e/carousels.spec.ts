/**
 * The product gallery, client logo and review carousels (docs/specification.md sections 4 and 9) in every
 * edition, with docs/specification.md's timings on Playwright's clock; the hero carousel is in
 * hero-carousel.spec.ts. Right to left (Arabic) they run mirrored.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { clickAndTick, openWithPausedClock, runPast } from "./clock";
import { EDITIONS } from "./editions";
import { CAROUSEL_LOCK_MS, CLIENT_INTERVAL_MS, GALLERY_INTERVAL_MS, REVIEW_TRUNCATE_CHARS } from "./spec-values";
import { carousel, current, focusMismatches, settledInView, slidesInView } from "./carousel-helpers";

for (const edition of EDITIONS) {
  const { words } = edition;
  const names = words.common.carousel;
  const home = edition.path("/");
  const reviews = edition.records<Array<{ name: string; text: string }>>("reviews.json");
  /**
   * A carousel of six slides in `section`, stopped by its pause button with the pointer away
   * (only the button holds it), then moving again on play.
   */
  async function pausedByItsButton(page: Page, label: string, section: string, intervalMs: number) {
    await openWithPausedClock(page, home);
    const slides = carousel(page, label);
    await slides.scrollIntoViewIfNeeded();
    const start = await current(slides);
    await clickAndTick(page, slides.getByRole("button", { name: names.pause }));
    await page.locator(`${section} h2`).hover();
    await page.clock.runFor(intervalMs * 3);
    await expect(slides).toHaveAttribute("data-current", String(start));
    await clickAndTick(page, slides.getByRole("button", { name: names.play }));
    await page.locator(`${section} h2`).hover();
    await runPast(page, intervalMs);
    await expect(slides).toHaveAttribute("data-current", String((start + 1) % 6));
  }

  /** Slides in reading order: left to right, or right to left. */
  const reading = (slides: number[]) => (edition.rtl ? [...slides].reverse() : slides);

  test.describe(`${edition.language}: product gallery`, () => {
    const label = words.home.productGallery;
    test("starts its 3 s rotation only once it is on screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openWithPausedClock(page, home);
      const gallery = carousel(page, label);
      await page.clock.runFor(GALLERY_INTERVAL_MS * 3);
      await expect(gallery).toHaveAttribute("data-current", "0");
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery).toHaveAttribute("data-playing", "true");
      await page.clock.runFor(GALLERY_INTERVAL_MS - 10);
      await expect(gallery).toHaveAttribute("data-current", "0");
      await runPast(page, 10);
      await expect(gallery).toHaveAttribute("data-current", "1");
    });

    for (const [width, visible] of [
      [375, 1],
      [700, 2],
      [900, 3],
      [1280, 5],
    ] as const) {
      test(`shows products 1 to ${visible} at ${width} px, in reading order`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openWithPausedClock(page, home);
        const gallery = carousel(page, label);
        await gallery.scrollIntoViewIfNeeded();
        await expect(gallery.locator(".slick-slide.slick-active")).toHaveCount(visible);
        const first = Array.from({ length: visible }, (_, index) => index + 1);
        await expect.poll(() => settledInView(page, gallery)).toEqual(reading(first));
        expect(await focusMismatches(gallery)).toBe(0);
      });
    }

    test("advances every 3 s, the next product coming in from the reading side, and pauses on hover", async ({
      page,
    }) => {
      await openWithPausedClock(page, home);
      const gallery = carousel(page, label);
      await gallery.scrollIntoViewIfNeeded();
      await gallery.hover();
      const start = await current(gallery);
      await page.clock.runFor(GALLERY_INTERVAL_MS * 3);
      await expect(gallery).toHaveAttribute("data-current", String(start));
      // The pointer leaves for the section's heading: the carousel stays in view (out of view it would pause).
      await page.locator("#gallery h2").hover();
      await page.clock.runFor(GALLERY_INTERVAL_MS - 10);
      await expect(gallery).toHaveAttribute("data-current", String(start));
      await runPast(page, 10);
      await expect(gallery).toHaveAttribute("data-current", String((start + 1) % 6));
      await runPast(page, GALLERY_INTERVAL_MS);
      await expect(gallery).toHaveAttribute("data-current", String((start + 2) % 6));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      const shown = Array.from({ length: 5 }, (_, index) => ((start + 2 + index) % 6) + 1);
      await expect.poll(() => slidesInView(gallery)).toEqual(reading(shown));
    });

    test("its pause button stops it where there is no hover, and play starts it again", async ({ page }) => {
      await pausedByItsButton(page, label, "#gallery", GALLERY_INTERVAL_MS);
    });

    test("a product leads to its page", async ({ page }) => {
      await page.goto(home);
      const links = carousel(page, label).locator(".slick-slide:not(.slick-cloned) a");
      await expect(links).toHaveCount(6);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", new RegExp(`^${edition.path("/parts/")}[a-z0-9-]+/$`));
      }
    });
  });

  test.describe(`${edition.language}: client logos`, () => {
    test("loop every 2 s, pause on hover, and have prev/next", async ({ page }) => {
      await openWithPausedClock(page, home);
      const clients = carousel(page, names.clients);
      await clients.scrollIntoViewIfNeeded();
      await clients.hover();
      const start = await current(clients);
      await page.clock.runFor(CLIENT_INTERVAL_MS * 3);
      await expect(clients).toHaveAttribute("data-current", String(start));
      await page.locator("#clients h2").hover();
      for (let step = 1; step <= 6; step++) {
        await runPast(page, CLIENT_INTERVAL_MS);
        await expect(clients).toHaveAttribute("data-current", String((start + step) % 6));
      }
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await clickAndTick(page, clients.getByRole("button", { name: names.previous }));
      await expect(clients).toHaveAttribute("data-current", String((start + 5) % 6));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await clickAndTick(page, clients.getByRole("button", { name: names.next }));
      await expect(clients).toHaveAttribute("data-current", String(start));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      const shown = Array.from({ length: 5 }, (_, index) => ((start + index) % 6) + 1);
      await expect.poll(() => slidesInView(clients)).toEqual(reading(shown));
    });

    test("the pause button stops the logos where there is no hover, and play starts them again", async ({ page }) => {
      await pausedByItsButton(page, names.clients, "#clients", CLIENT_INTERVAL_MS);
    });
  });

  test.describe(`${edition.language}: reviews`, () => {
    const label = words.home.reviews.carousel;
    for (const [width, visible] of [
      [390, 1],
      [900, 2],
      [1280, 3],
    ] as const) {
      test(`show ${visible} card(s) at ${width} px and disable prev/next at the ends`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openWithPausedClock(page, home);
        const section = carousel(page, label);
        // On screen, so it hydrates (e2e/hydration.spec.ts); before, its server HTML hides the same slides.
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator(".slick-slide.slick-active")).toHaveCount(visible);
        const first = Array.from({ length: visible }, (_, index) => index + 1);
        await expect.poll(() => settledInView(page, section)).toEqual(reading(first));
        await expect.poll(() => focusMismatches(section)).toBe(0);
        const prev = section.getByRole("button", { name: names.previous });
        const next = section.getByRole("button", { name: names.next });
        await expect(prev).toHaveAttribute("aria-disabled", "true");
        for (let step = 0; step < reviews.length - visible; step++) {
          await expect(next).toHaveAttribute("aria-disabled", "false");
          await clickAndTick(page, next);
          // The move has started (React committed it, so its end timer is set): now let it end.
          await expect(section).toHaveAttribute("data-locked", "true");
          await runPast(page, CAROUSEL_LOCK_MS);
        }
        await expect(next).toHaveAttribute("aria-disabled", "true");
        await expect(prev).toHaveAttribute("aria-disabled", "false");
        await clickAndTick(page, next, { force: true });
        await expect(section).toHaveAttribute("data-current", String(reviews.length - visible));
        const last = Array.from({ length: visible }, (_, index) => reviews.length - visible + index + 1);
        await expect.poll(() => slidesInView(section)).toEqual(reading(last));
      });
    }

    test("a resize while a slide moves does not leave the controls locked, nor moves the slides in view", async ({
      page,
    }) => {
      await openWithPausedClock(page, home);
      const section = carousel(page, label);
      const next = section.getByRole("button", { name: names.next });
      await clickAndTick(page, next);
      await expect(section).toHaveAttribute("data-locked", "true");
      // react-slick re-measures on a resize (its ResizeObserver, then a 50 ms debounce)
      // and drops the end-of-move callback of the move under way.
      await page.setViewportSize({ width: 1300, height: 800 });
      await runPast(page, CAROUSEL_LOCK_MS);
      await expect(section).toHaveAttribute("data-locked", "false");
      await expect(next).toHaveAttribute("aria-disabled", "false");
      await expect(section).toHaveAttribute("data-current", "1");
      // Down to two cards a row: the second review still leads.
      await page.setViewportSize({ width: 900, height: 800 });
      await runPast(page, 100);
      await expect(section).toHaveAttribute("data-current", "1");
      await expect.poll(() => slidesInView(section)).toEqual(reading([2, 3]));
    });

    test("a long review is cut to 50 characters until 'Read more', which gives the focus to the whole text", async ({
      page,
    }) => {
      await openWithPausedClock(page, home);
      const readMore = new RegExp(words.home.reviews.readMore);
      const visibleCards = carousel(page, label).locator(".slick-slide.slick-active figure");
      const withButton = visibleCards.filter({ has: page.getByRole("button", { name: readMore }) }).first();
      const name = (await withButton.locator("figcaption strong").textContent()) ?? "";
      const card = visibleCards.filter({ hasText: name });
      const long = reviews.find((review) => review.name === name)!;
      expect(long.text.length).toBeGreaterThan(REVIEW_TRUNCATE_CHARS);
      await expect(card.locator("blockquote")).toHaveText(`${long.text.slice(0, REVIEW_TRUNCATE_CHARS).trimEnd()}…`);
      // By keyboard: the button goes, and the focus moves to the text it revealed.
      await card.getByRole("button", { name: readMore }).focus();
      await page.keyboard.press("Enter");
      await expect(card.locator("blockquote")).toHaveText(long.text);
      await expect(card.getByRole("button", { name: readMore })).toHaveCount(0);
      await expect(card.locator("blockquote p")).toBeFocused();
    });
  });
}
