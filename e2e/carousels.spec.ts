/**
 * The four carousels (SPEC.md sections 4 and 9) in every edition, with SPEC.md's timings
 * on Playwright's clock. Right to left (Arabic) they run mirrored: the first slide at the
 * right, "next" bringing in the slide on its left, and the arrow keys follow what they
 * point at.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { all, parseHtml } from "./static-html";
import { clickAndTick, openWithPausedClock, runPast } from "./clock";
import { EDITIONS } from "./editions";
import { fillTemplate } from "../src/lib/template";
import {
  CAROUSEL_LOCK_MS,
  CLIENT_INTERVAL_MS,
  GALLERY_INTERVAL_MS,
  HERO_INTERVAL_MS,
  REVIEW_TRUNCATE_CHARS,
} from "../src/lib/constants";

const carousel = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });

async function current(region: Locator) {
  return Number(await region.getAttribute("data-current"));
}

/** The slides fully in view, by their position ("1", "2"...), from the left edge to the right. */
async function slidesInView(region: Locator): Promise<number[]> {
  return region.evaluate((element) => {
    const list = element.querySelector(".slick-list")!.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>(".slick-slide")]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= list.left - 1 && box.right <= list.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => Number(slide.querySelector("[role=group]")!.getAttribute("aria-label")!.match(/\d+/)![0]));
  });
}

/** Slides whose inertness differs from their aria-hidden: a hidden slide's link must not take focus. */
function focusMismatches(region: Locator) {
  return region.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>(".slick-slide")].filter(
        (slide) => slide.inert !== (slide.getAttribute("aria-hidden") === "true"),
      ).length,
  );
}

/**
 * The slides in view once react-slick has done what it defers to the next tick: right to
 * left, putting the first slide back in place after the page learned its width
 * (carousel.tsx), which can come after the clock was paused.
 */
async function settledInView(page: Page, region: Locator): Promise<number[]> {
  await page.clock.runFor(1);
  return slidesInView(region);
}

for (const edition of EDITIONS) {
  const { words } = edition;
  const names = words.common.carousel;
  const home = edition.path("/");
  const reviews = edition.records<Array<{ name: string; text: string }>>("reviews.json");
  /** Slides in reading order: left to right, or right to left. */
  const reading = (slides: number[]) => (edition.rtl ? [...slides].reverse() : slides);

  test.describe(`${edition.language}: hero carousel`, () => {
    const label = words.home.highlights;

    /** Pause and play again: the timer then starts from this moment, whatever happened at load. */
    async function restart(page: Page) {
      const hero = carousel(page, label);
      await clickAndTick(page, hero.getByRole("button", { name: names.pause }));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await clickAndTick(page, hero.getByRole("button", { name: names.play }));
      return current(hero);
    }
    const dotName = (index: number) => fillTemplate(names.showSlide, { index: String((index % 3) + 1) });

    test("advances every 5 s and wraps around after the third slide", async ({ page }) => {
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      const start = await restart(page);
      const dot = (index: number) => hero.getByRole("button", { name: dotName(index) });
      await expect(dot(start)).toHaveAttribute("aria-current", "true");
      await page.clock.runFor(HERO_INTERVAL_MS - 10);
      await expect(dot(start)).toHaveAttribute("aria-current", "true");
      for (let step = 1; step <= 3; step++) {
        await runPast(page, step === 1 ? 10 : HERO_INTERVAL_MS);
        await expect(dot(start + step)).toHaveAttribute("aria-current", "true");
        await expect.poll(() => slidesInView(hero)).toEqual([((start + step) % 3) + 1]);
      }
    });

    test("the server HTML carries each slide once; react-slick measures, and adds the clones for wrapping, at the first move", async ({
      page,
    }) => {
      const html = parseHtml(await (await page.request.get(home)).text());
      expect(all(".slick-cloned", html)).toHaveLength(0);
      expect(all(`[aria-label="${label}"] .slick-slide`, html)).toHaveLength(3);
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      // A second after load, before the first move: still the server's slides, laid out by
      // the stylesheet, with no measured inline style.
      await page.clock.runFor(1000);
      await expect(hero.locator(".slick-slide")).toHaveCount(3);
      const track = hero.locator(".slick-track");
      await expect(track).not.toHaveAttribute("style");
      // The first move's transition, as it starts: from the measured place, one slide long.
      await track.evaluate((element) =>
        element.addEventListener(
          "transitionrun",
          () => {
            const [animation] = element.getAnimations();
            const offsets = (animation.effect as KeyframeEffect)
              .getKeyframes()
              .map((frame) => Number(/translate3d\((-?[\d.]+)px/.exec(String(frame.transform))?.[1]));
            element.dataset.firstMove = JSON.stringify({ offsets, width: element.parentElement!.offsetWidth });
          },
          { once: true },
        ),
      );
      await clickAndTick(page, hero.getByRole("button", { name: names.next }));
      await expect(hero.locator(".slick-cloned")).toHaveCount(2);
      await expect(hero).toHaveAttribute("data-current", "1");
      await expect(track).toHaveAttribute("data-first-move");
      const { offsets, width } = JSON.parse((await track.getAttribute("data-first-move"))!) as {
        offsets: number[];
        width: number;
      };
      // Past the clone before the first slide (left to right) or the two after it (right to left).
      expect(offsets[0]).toBe(edition.rtl ? -3 * width : -width);
      expect(Math.abs(offsets[1] - offsets[0])).toBe(width);
    });

    test("each of the three slides has a button to the contact page", async ({ page }) => {
      await page.goto(home);
      const buttons = carousel(page, label).locator(".slick-slide:not(.slick-cloned) a");
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) {
        await expect(button).toHaveAttribute("href", edition.path("/contact/"));
      }
    });

    test("a manual 'next' restarts the timer, and controls are locked for 700 ms", async ({ page }) => {
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      const start = await restart(page);
      await page.clock.runFor(HERO_INTERVAL_MS - 1000);
      const next = hero.getByRole("button", { name: names.next });
      await clickAndTick(page, next);
      await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await clickAndTick(page, next, { force: true });
      await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await expect(next).toHaveAttribute("aria-disabled", "false");
      // The old timer would have fired 1 s after the click; the restarted one fires 5 s after it.
      await page.clock.runFor(HERO_INTERVAL_MS - CAROUSEL_LOCK_MS - 100);
      await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
      await runPast(page, 100);
      await expect(hero).toHaveAttribute("data-current", String((start + 2) % 3));
    });

    test("prev and the dots move it too, wrapping backwards", async ({ page }) => {
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      const start = await restart(page);
      await clickAndTick(page, hero.getByRole("button", { name: names.previous }));
      await expect(hero).toHaveAttribute("data-current", String((start + 2) % 3));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      const target = (start + 1) % 3;
      await clickAndTick(page, hero.getByRole("button", { name: dotName(target) }));
      await expect(hero).toHaveAttribute("data-current", String(target));
      await expect.poll(() => slidesInView(hero)).toEqual([target + 1]);
    });

    test("the pause button stops it", async ({ page }) => {
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      const start = await restart(page);
      await clickAndTick(page, hero.getByRole("button", { name: names.pause }));
      await page.clock.runFor(HERO_INTERVAL_MS * 3);
      await expect(hero).toHaveAttribute("data-current", String(start));
      await clickAndTick(page, hero.getByRole("button", { name: names.play }));
      await runPast(page, HERO_INTERVAL_MS);
      await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
    });

    test("it does not move while a control has keyboard focus, and the arrow keys move it the way they point", async ({
      page,
    }) => {
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      await hero.getByRole("button", { name: names.previous }).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(hero).toHaveAttribute("data-playing", "false");
      const start = await current(hero);
      await page.clock.runFor(HERO_INTERVAL_MS * 2);
      await expect(hero).toHaveAttribute("data-current", String(start));
      // The key pointing along the reading direction goes forward: → in English, ← in Arabic.
      await page.keyboard.press(edition.rtl ? "ArrowLeft" : "ArrowRight");
      await page.clock.runFor(1);
      await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await page.keyboard.press(edition.rtl ? "ArrowRight" : "ArrowLeft");
      await page.clock.runFor(1);
      await expect(hero).toHaveAttribute("data-current", String(start));
      await page.clock.runFor(CAROUSEL_LOCK_MS);
      await page.keyboard.press("Tab");
      await page.mouse.click(5, 400);
      await expect(hero).toHaveAttribute("data-playing", "true");
    });

    test("it does not auto-advance for visitors who ask for reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      await expect(hero).toHaveAttribute("data-playing", "false");
      await page.clock.runFor(HERO_INTERVAL_MS * 3);
      await expect(hero).toHaveAttribute("data-current", "0");
    });
  });

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

    test("a long review is cut to 50 characters until 'Read more'", async ({ page }) => {
      await openWithPausedClock(page, home);
      const readMore = new RegExp(words.home.reviews.readMore);
      const visibleCards = carousel(page, label).locator(".slick-slide.slick-active figure");
      const withButton = visibleCards.filter({ has: page.getByRole("button", { name: readMore }) }).first();
      const name = (await withButton.locator("figcaption strong").textContent()) ?? "";
      const card = visibleCards.filter({ hasText: name });
      const long = reviews.find((review) => review.name === name)!;
      expect(long.text.length).toBeGreaterThan(REVIEW_TRUNCATE_CHARS);
      await expect(card.locator("blockquote")).toHaveText(`${long.text.slice(0, REVIEW_TRUNCATE_CHARS).trimEnd()}…`);
      await card.getByRole("button", { name: readMore }).click();
      await expect(card.locator("blockquote")).toHaveText(long.text);
      await expect(card.getByRole("button", { name: readMore })).toHaveCount(0);
    });
  });
}
