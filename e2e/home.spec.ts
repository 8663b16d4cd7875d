import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated } from "./fixtures";
import { clickAndTick, openWithPausedClock, runPast } from "./clock";
import {
  CAROUSEL_LOCK_MS,
  CLIENT_INTERVAL_MS,
  GALLERY_INTERVAL_MS,
  HERO_INTERVAL_MS,
  REVIEW_TRUNCATE_CHARS,
} from "../src/lib/constants";

const reviews: Array<{ name: string; text: string }> = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "data", "reviews.json"), "utf8"),
);

const carousel = (page: import("@playwright/test").Page, label: string) =>
  page.getByRole("region", { name: label, exact: true });

async function current(page: import("@playwright/test").Page, label: string) {
  return Number(await carousel(page, label).getAttribute("data-current"));
}

/** Pause and play again: the timer then starts from this moment, whatever happened at load. */
async function restartHero(page: import("@playwright/test").Page) {
  const hero = carousel(page, "Highlights");
  await clickAndTick(page, hero.getByRole("button", { name: "Pause slideshow" }));
  await page.clock.runFor(CAROUSEL_LOCK_MS);
  await clickAndTick(page, hero.getByRole("button", { name: "Play slideshow" }));
  return current(page, "Highlights");
}

test.describe("hero carousel", () => {
  test("advances every 5 s and wraps around after the third slide", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    const start = await restartHero(page);
    const dot = (index: number) => hero.getByRole("button", { name: `Show slide ${(index % 3) + 1}` });
    await expect(dot(start)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(HERO_INTERVAL_MS - 10);
    await expect(dot(start)).toHaveAttribute("aria-current", "true");
    for (let step = 1; step <= 3; step++) {
      await runPast(page, step === 1 ? 10 : HERO_INTERVAL_MS);
      await expect(dot(start + step)).toHaveAttribute("aria-current", "true");
    }
  });

  test("each of the three slides has a button to /contact", async ({ page }) => {
    await page.goto("/");
    const buttons = carousel(page, "Highlights").locator(".slick-slide:not(.slick-cloned) a");
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute("href", "/contact/");
      await expect(button).toHaveText(/^(Call Us|Get In Touch)$/);
    }
  });

  test("a manual 'next' restarts the timer, and controls are locked for 700 ms", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    const start = await restartHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS - 1000);
    const next = hero.getByRole("button", { name: "Next" });
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
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    const start = await restartHero(page);
    await clickAndTick(page, hero.getByRole("button", { name: "Previous" }));
    await expect(hero).toHaveAttribute("data-current", String((start + 2) % 3));
    await page.clock.runFor(CAROUSEL_LOCK_MS);
    const target = (start + 1) % 3;
    await clickAndTick(page, hero.getByRole("button", { name: `Show slide ${target + 1}` }));
    await expect(hero).toHaveAttribute("data-current", String(target));
  });

  test("the pause button stops it", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    const start = await restartHero(page);
    await clickAndTick(page, hero.getByRole("button", { name: "Pause slideshow" }));
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expect(hero).toHaveAttribute("data-current", String(start));
    await clickAndTick(page, hero.getByRole("button", { name: "Play slideshow" }));
    await runPast(page, HERO_INTERVAL_MS);
    await expect(hero).toHaveAttribute("data-current", String((start + 1) % 3));
  });

  test("it does not move while a control has keyboard focus", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    await hero.getByRole("button", { name: "Previous" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(hero).toHaveAttribute("data-playing", "false");
    const start = await current(page, "Highlights");
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expect(hero).toHaveAttribute("data-current", String(start));
    await page.keyboard.press("Tab");
    await page.mouse.click(5, 400);
    await expect(hero).toHaveAttribute("data-playing", "true");
  });

  test("it does not auto-advance for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithPausedClock(page, "/");
    const hero = carousel(page, "Highlights");
    await expect(hero).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expect(hero).toHaveAttribute("data-current", "0");
  });
});

test.describe("product gallery", () => {
  for (const [width, visible] of [
    [375, 1],
    [700, 2],
    [900, 3],
    [1280, 5],
  ] as const) {
    test(`shows ${visible} product(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openWithPausedClock(page, "/");
      const gallery = carousel(page, "Product gallery");
      await expect(gallery.locator(".slick-slide.slick-active")).toHaveCount(visible);
    });
  }

  test("advances every 3 s and pauses on hover", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const gallery = carousel(page, "Product gallery");
    await gallery.scrollIntoViewIfNeeded();
    await gallery.hover();
    const start = await current(page, "Product gallery");
    await page.clock.runFor(GALLERY_INTERVAL_MS * 3);
    await expect(gallery).toHaveAttribute("data-current", String(start));
    await page.getByRole("contentinfo").hover();
    await page.clock.runFor(GALLERY_INTERVAL_MS - 10);
    await expect(gallery).toHaveAttribute("data-current", String(start));
    await runPast(page, 10);
    await expect(gallery).toHaveAttribute("data-current", String((start + 1) % 6));
    await runPast(page, GALLERY_INTERVAL_MS);
    await expect(gallery).toHaveAttribute("data-current", String((start + 2) % 6));
  });

  test("a product leads to its page", async ({ page }) => {
    await page.goto("/");
    const links = carousel(page, "Product gallery").locator(".slick-slide:not(.slick-cloned) a");
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^\/parts\/[a-z0-9-]+\/$/);
    }
  });
});

test.describe("client logos", () => {
  test("loop every 2 s, pause on hover, and have prev/next", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const clients = carousel(page, "Our clients");
    await clients.scrollIntoViewIfNeeded();
    await clients.hover();
    const start = await current(page, "Our clients");
    await page.clock.runFor(CLIENT_INTERVAL_MS * 3);
    await expect(clients).toHaveAttribute("data-current", String(start));
    await page.getByRole("contentinfo").hover();
    for (let step = 1; step <= 6; step++) {
      await runPast(page, CLIENT_INTERVAL_MS);
      await expect(clients).toHaveAttribute("data-current", String((start + step) % 6));
    }
    await page.clock.runFor(CAROUSEL_LOCK_MS);
    await clickAndTick(page, clients.getByRole("button", { name: "Previous" }));
    await expect(clients).toHaveAttribute("data-current", String((start + 5) % 6));
    await page.clock.runFor(CAROUSEL_LOCK_MS);
    await clickAndTick(page, clients.getByRole("button", { name: "Next" }));
    await expect(clients).toHaveAttribute("data-current", String(start));
  });
});

test.describe("reviews", () => {
  for (const [width, visible] of [
    [390, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`show ${visible} card(s) at ${width} px and disable prev/next at the ends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openWithPausedClock(page, "/");
      const section = carousel(page, "Customer reviews");
      await expect(section.locator(".slick-slide.slick-active")).toHaveCount(visible);
      const prev = section.getByRole("button", { name: "Previous" });
      const next = section.getByRole("button", { name: "Next" });
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
    });
  }

  test("a resize while a slide moves does not leave the controls locked", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const section = carousel(page, "Customer reviews");
    const next = section.getByRole("button", { name: "Next" });
    await clickAndTick(page, next);
    await expect(section).toHaveAttribute("data-locked", "true");
    // react-slick re-measures on a resize (its ResizeObserver, then a 50 ms debounce)
    // and drops the end-of-move callback of the move under way.
    await page.setViewportSize({ width: 1300, height: 800 });
    await runPast(page, CAROUSEL_LOCK_MS);
    await expect(section).toHaveAttribute("data-locked", "false");
    await expect(next).toHaveAttribute("aria-disabled", "false");
    await expect(section).toHaveAttribute("data-current", "1");
  });

  test("a long review is cut to 50 characters until 'Read more'", async ({ page }) => {
    await openWithPausedClock(page, "/");
    const visibleCards = carousel(page, "Customer reviews").locator(".slick-slide.slick-active figure");
    const withButton = visibleCards.filter({ has: page.getByRole("button", { name: /Read more/ }) }).first();
    const name = (await withButton.locator("figcaption strong").textContent()) ?? "";
    const card = visibleCards.filter({ hasText: name });
    const long = reviews.find((review) => review.name === name)!;
    expect(long.text.length).toBeGreaterThan(REVIEW_TRUNCATE_CHARS);
    await expect(card.locator("blockquote")).toHaveText(`${long.text.slice(0, REVIEW_TRUNCATE_CHARS).trimEnd()}…`);
    await card.getByRole("button", { name: /Read more/ }).click();
    await expect(card.locator("blockquote")).toHaveText(long.text);
    await expect(card.getByRole("button", { name: /Read more/ })).toHaveCount(0);
  });

  test("a short review has no 'Read more'", async ({ page }) => {
    await page.goto("/");
    const short = reviews.find((review) => review.text.length <= REVIEW_TRUNCATE_CHARS)!;
    const card = page.locator("#reviews figure").filter({ hasText: short.name });
    await expect(card.locator("blockquote")).toHaveText(short.text);
    await expect(card.getByRole("button")).toHaveCount(0);
  });

  test("the summary shows 117 reviews, 4.5 stars and EXCELLENT", async ({ page }) => {
    await page.goto("/");
    const reviewsSection = page.locator("#reviews");
    await expect(reviewsSection.getByText("EXCELLENT", { exact: true })).toBeVisible();
    await expect(reviewsSection.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
    await expect(reviewsSection.getByText("based on 117 reviews")).toBeVisible();
  });
});

test("industry cards show a first sentence, and one link leads to the industries page for the rest", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#industries");
  await expect(section.locator("article").first().locator("p")).toHaveText(
    "Hotels and restaurants need soft, clean water for kitchens, coffee and ice machines, laundries and guest rooms, plus Legionella control and well-kept pools.",
  );
  const more = section.getByRole("link");
  await expect(more).toHaveCount(1);
  await expect(more).toHaveText("All industries we serve");
  await more.click();
  await expect(page).toHaveURL(/\/industries\/$/);
  await expect(page.getByText("We supply water softeners, RO dispensers", { exact: false })).toBeVisible();
});

test("the home page has its sections in SPEC.md's order", async ({ page }) => {
  await page.goto("/");
  const ids = await page
    .locator("main > section[id], main > section[aria-roledescription]")
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute("aria-label")));
  expect(ids).toEqual([
    "Highlights",
    // The free water test, offered right after the hero (issue 15).
    "water-test",
    "about-us",
    "technologies",
    "certifications",
    "journey",
    "industries",
    "video",
    "gallery",
    "quality",
    "blog",
    "values",
    "clients",
    "reviews",
  ]);
  await expect(page.locator("#technologies article")).toHaveCount(6);
  await expect(page.locator("#certifications li")).toHaveCount(6);
  await expect(page.locator("#journey li h3")).toHaveText([
    "Design",
    "Fabrication",
    "Onsite Installation",
    "Servicing",
  ]);
  await expect(page.locator("#industries article h3")).toHaveText([
    "Hotels & Restaurants",
    "Agriculture & Gardening",
    "Hospitals & Labs",
    "Pharmaceutical",
    "Food & Beverage",
  ]);
  await expect(page.locator("#blog article")).toHaveCount(3);
  await expect(page.locator("#values li h3")).toHaveText(["Quality", "Usability", "Reliability", "Service Support"]);
  for (const link of await page.locator("#technologies article a").all()) {
    await expect(link).toHaveAttribute("href", "/technologies/");
  }
});

test.describe("video modal", () => {
  const openButton = (page: import("@playwright/test").Page) =>
    page.locator("#video").getByRole("button", { name: /Play video/ });

  test("opens on play, with no request to YouTube before", async ({ page, externalRequests }) => {
    await openHydrated(page, "/");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(externalRequests).toEqual([]);
    await openButton(page).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test("closes on an overlay click and gives focus back to the play button", async ({ page }) => {
    await openHydrated(page, "/");
    await openButton(page).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();
  });

  test("closes with Escape and with the close button", async ({ page }) => {
    await openHydrated(page, "/");
    await openButton(page).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await openButton(page).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
