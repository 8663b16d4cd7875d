import type { Locator, Page } from "@playwright/test";

/** What the carousel specs (hero-carousel.spec.ts, carousels.spec.ts) read of a carousel. */
export const carousel = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });

export async function current(region: Locator) {
  return Number(await region.getAttribute("data-current"));
}

/** The slides fully in view, by their position ("1", "2"...), from the left edge to the right. */
export async function slidesInView(region: Locator): Promise<number[]> {
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
export function focusMismatches(region: Locator) {
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
export async function settledInView(page: Page, region: Locator): Promise<number[]> {
  await page.clock.runFor(1);
  return slidesInView(region);
}
