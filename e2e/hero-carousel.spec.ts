/**
 * The hero carousel (docs/specification.md sections 4 and 9) in every edition, with docs/specification.md's timings on
 * Playwright's clock; the other three carousels are in carousels.spec.ts. Right to left
 * (Arabic) it runs mirrored: the first slide at the right, "next" bringing in the slide on
 * its left, and the arrow keys follow what they point at.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { all, parseHtml } from "./static-html";
import { clickAndTick, openWithPausedClock, runPast } from "./clock";
import { EDITIONS } from "./editions";
import { fillTemplate } from "../src/lib/template";
import { CAROUSEL_LOCK_MS, HERO_INTERVAL_MS } from "./spec-values";
import { carousel, current, slidesInView } from "./carousel-helpers";

for (const edition of EDITIONS) {
  const { words } = edition;
  const names = words.common.carousel;
  const home = edition.path("/");

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

    test("the server HTML carries each slide once, unstyled; once hydrated react-slick has measured and added the clones for wrapping", async ({
      page,
    }) => {
      const html = parseHtml(await (await page.request.get(home)).text());
      expect(all(".slick-cloned", html)).toHaveLength(0);
      expect(all(`[aria-label="${label}"] .slick-slide`, html)).toHaveLength(3);
      expect(all(`[aria-label="${label}"] .slick-track[style]`, html)).toHaveLength(0);
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      // Measured at mount: the slides and a clone on each side, the track placed by its inline style.
      await expect(hero.locator(".slick-cloned")).toHaveCount(2);
      const track = hero.locator(".slick-track");
      await expect(track).toHaveAttribute("style", /translate3d/);
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

    test("each of the three slides has a button to the contact page, saying 'Call Us' or 'Get In Touch' as the slide chose", async ({
      page,
    }) => {
      await page.goto(home);
      const buttons = carousel(page, label).locator(".slick-slide:not(.slick-cloned) a");
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) {
        await expect(button).toHaveAttribute("href", edition.path("/contact/"));
      }
      const says = { call: words.common.callUs, contact: words.common.getInTouch };
      const slides = edition.records<{ heroSlides: Array<{ button: keyof typeof says }> }>("home.json").heroSlides;
      await expect(buttons).toHaveText(slides.map((slide) => says[slide.button]));
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

    test("it does not auto-advance for visitors who ask for reduced motion, and offers no pause for what does not move", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      await expect(hero).toHaveAttribute("data-playing", "false");
      await page.clock.runFor(HERO_INTERVAL_MS * 3);
      await expect(hero).toHaveAttribute("data-current", "0");
      await expect(hero.getByRole("button", { name: names.pause })).toHaveCount(0);
      await expect(hero.getByRole("button", { name: names.play })).toHaveCount(0);
    });

    test("in Windows' high-contrast colours the current slide's dot is still filled, the others not", async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
      await openWithPausedClock(page, home);
      const hero = carousel(page, label);
      const fills = await hero
        .getByRole("button", { name: new RegExp(fillTemplate(names.showSlide, { index: "\\d" })) })
        .evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot, "::before").backgroundColor));
      expect(fills).toHaveLength(3);
      // The forced palette blanks author colours: the current dot must differ from the other two.
      expect(fills[1]).toBe(fills[2]);
      expect(fills[0]).not.toBe(fills[1]);
    });
  });
}
