import fs from "node:fs";
import path from "node:path";
import { readData } from "./built-site";
import { test, expect, openHydrated } from "./fixtures";

const technologies: Array<{
  hero: { title: string };
  slug: string;
  name: string;
  intro: { title: string; text: string };
  benefits: { points: string[] };
  workflow: Array<{ title: string; description: string }>;
}> = readData("technologies.json");

const WORKFLOW_TITLES = [
  "Detailed Needs Assessment",
  "Expert Installation Process",
  "Rigorous System Testing",
  "Continuous Maintenance Support",
];

test("each technology has its own intro and workflow text in the content file", () => {
  expect(new Set(technologies.map((technology) => technology.intro.text)).size).toBe(technologies.length);
  expect(new Set(technologies.map((technology) => technology.workflow[0].description)).size).toBe(technologies.length);
});

// One test per page: a test's time does not grow with the number of technologies.
for (const technology of technologies) {
  test(`${technology.slug}: all its blocks, in order, with its own text`, async ({ page }) => {
    await page.goto(`/technologies/${technology.slug}/`);
    const main = page.getByRole("main");
    const ids = await main
      .locator(":scope > section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids, technology.slug).toEqual([
      "details",
      "how-it-works",
      "experience",
      "certifications",
      "benefits",
      "video-tour",
      "industries-served",
      "recommended",
      "workflow",
      "related",
      "faq",
    ]);
    await expect(page.locator("h1")).toHaveText(technology.hero.title);
    await expect(main.getByRole("link", { name: "Read Details" })).toHaveAttribute("href", "#details");
    await expect(page.locator("#details h2")).toHaveText(technology.intro.title);
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(3);
    await expect(page.locator("#benefits li")).toHaveText(technology.benefits.points);
    await expect(page.locator("#benefits").getByRole("link", { name: "Get In Touch" })).toHaveAttribute(
      "href",
      "/contact/",
    );
    await expect(page.locator("#video-tour").getByText("WHY CHOOSE US", { exact: true })).toBeVisible();
    await expect(page.locator("#video-tour h4")).toHaveCount(4);
    await expect(page.locator("#workflow").getByText("Explore Our", { exact: true })).toBeVisible();
    await expect(page.locator("#workflow h2")).toHaveText("Workflow Process");
    await expect(page.locator("#workflow h3")).toHaveText(WORKFLOW_TITLES);
    await expect(page.locator("#workflow li p")).toHaveText(technology.workflow.map((step) => step.description));
    await expect(page.locator("#recommended h2")).toHaveText("Recommended Products");
    await expect(page.locator("#related article")).toHaveCount(3);
    await expect(page.locator("#faq").getByRole("button")).toHaveCount(3);
  });
}

test("'Read Details' scrolls to the intro block", async ({ page }) => {
  await openHydrated(page, "/technologies/reverse-osmosis/");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "Read Details" }).click();
  await expect(page).toHaveURL(/#details$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect.poll(async () => (await page.locator("#details").boundingBox())?.y ?? Infinity).toBeLessThan(150);
});

test("the video player loads only when play is clicked", async ({ page, externalRequests }) => {
  await openHydrated(page, "/technologies/ion-exchange/");
  const tour = page.locator("#video-tour");
  await tour.scrollIntoViewIfNeeded();
  await expect(tour.locator("iframe")).toHaveCount(0);
  expect(externalRequests).toEqual([]);
  await tour.getByRole("button", { name: /Play video/ }).click();
  const iframe = tour.locator("iframe");
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
  await expect(iframe).toHaveAttribute("title", /.+/);
});

test("'Visit Youtube' goes to the company's channel in a new tab", async ({ page }) => {
  const company = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "company.json"), "utf8"));
  await page.goto("/technologies/water-chillers/");
  const link = page.getByRole("link", { name: /Visit Youtube/ });
  await expect(link).toHaveAttribute("href", company.social.youtube);
  await expect(link).toHaveAttribute("target", "_blank");
});

// The removal claims on the pages docs/specification.md names, a test per page.
test("reverse-osmosis: the removal claim of 90 to 99%", async ({ page }) => {
  await page.goto("/technologies/reverse-osmosis/");
  await expect(page.getByRole("main")).toContainText("90 to 99%");
});
for (const slug of [
  "sterilization-water-treatment-systems",
  "ultravoilet-disinfection",
  "copper-silver-ionization",
  "ion-exchange",
  "activated-carbon-filtration",
  "sedimentation",
  "media-filters",
  "membrane-cleaning-systems",
]) {
  test(`${slug}: the removal claim of 99.99%`, async ({ page }) => {
    await page.goto(`/technologies/${slug}/`);
    await expect(page.getByRole("main")).toContainText("99.99%");
  });
}
