import { readData } from "./built-site";
import { test, expect, openHydrated } from "./fixtures";
import { REVIEW_TRUNCATE_CHARS } from "./spec-values";

const reviews = readData<Array<{ name: string; text: string }>>("reviews.json");

test.describe("reviews", () => {
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

test("the home page has its sections in docs/specification.md's order", async ({ page }) => {
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
    // Where the player cannot show (a network or an extension that blocks it): the video on YouTube itself.
    const { youtubeId } = readData<{ youtubeId: string }>("video-tour.json");
    const elsewhere = dialog.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" });
    await expect(elsewhere).toHaveAttribute("href", `https://www.youtube.com/watch?v=${youtubeId}`);
    await expect(elsewhere).toHaveAttribute("target", "_blank");
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
