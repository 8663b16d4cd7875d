import type { Locator, Page } from "@playwright/test";
import { openHydrated } from "./fixtures";

/**
 * Opens a page with Playwright's fake clock installed, and pauses it once React has
 * hydrated (Gatsby's start-up needs running timers). From then on only the test
 * moves time, with page.clock.runFor().
 */
export async function openWithPausedClock(page: Page, url: string) {
  await page.clock.install({ time: new Date("2026-03-01T08:00:00Z") });
  await openHydrated(page, url);
  await pauseClockSoon(page);
}

/**
 * Pauses the page's installed clock a quarter of a second ahead of the page's time (a
 * timer due later does not run): from then on only the test moves time.
 */
export async function pauseClockSoon(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      // The page's clock ran past the target before the call arrived: try again.
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * react-slick runs slickNext/slickPrev/slickGoTo on the next tick (setTimeout 0),
 * so with the clock paused a control takes effect once time moves by a tick.
 */
export async function clickAndTick(page: Page, control: Locator, options: { force?: boolean } = {}) {
  await control.click(options);
  await page.clock.runFor(1);
}

/** Moves time by `ms` and one tick more, so a timer due at the end has run its deferred work. */
export async function runPast(page: Page, ms: number) {
  await page.clock.runFor(ms + 1);
}
