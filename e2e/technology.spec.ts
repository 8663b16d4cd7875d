import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import path from "node:path";
import { readData } from "./built-site";
import { test, expect, openHydrated } from "./fixtures";
import { all, attr, parseHtml, text } from "./static-html";

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

/**
 * One test per page (a test's time does not grow with the number of technologies), on the
 * server HTML read without a browser (e2e/static-html.ts): what is checked is the text and
 * order the build wrote; the page's behaviour is tested below and in the site walk.
 */
for (const technology of technologies) {
  test(`${technology.slug}: all its blocks, in order, with its own text`, async ({ request }) => {
    const response = await request.get(`/technologies/${technology.slug}/`);
    expect(response.status()).toBe(200);
    const main = all("main", parseHtml(await response.text()));
    expect(main).toHaveLength(1);
    const texts = (selector: string) => all(selector, main).map(text);
    expect(
      all("main > section[id]", main).map((section) => attr(section, "id")),
      technology.slug,
    ).toEqual([
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
    expect(texts("h1")).toEqual([technology.hero.title]);
    expect(
      all("a", main)
        .filter((link) => text(link) === "Read Details")
        .map((link) => attr(link, "href")),
    ).toEqual(["#details"]);
    expect(texts("#details h2")).toEqual([technology.intro.title]);
    expect(all("#how-it-works ol > li", main)).toHaveLength(3);
    expect(texts("#benefits li")).toEqual(technology.benefits.points);
    expect(
      all("#benefits a", main)
        .filter((link) => text(link) === "Get In Touch")
        .map((link) => attr(link, "href")),
    ).toEqual(["/contact/"]);
    expect(text(all("#video-tour", main))).toContain("WHY CHOOSE US");
    expect(all("#video-tour h4", main)).toHaveLength(4);
    expect(text(all("#workflow", main))).toContain("Explore Our");
    expect(texts("#workflow h2")).toEqual(["Workflow Process"]);
    expect(texts("#workflow h3")).toEqual(WORKFLOW_TITLES);
    expect(texts("#workflow li p")).toEqual(technology.workflow.map((step) => step.description));
    expect(texts("#recommended h2")).toEqual(["Recommended Products"]);
    expect(all("#related article", main)).toHaveLength(3);
    expect(all("#faq button", main)).toHaveLength(3);
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

// The removal claims on the pages docs/specification.md names, in each page's server HTML.
const mainText = async (request: APIRequestContext, slug: string) =>
  text(all("main", parseHtml(await (await request.get(`/technologies/${slug}/`)).text())));

test("the removal claims the specification names: 90 to 99% on reverse osmosis, 99.99% on eight pages", async ({
  request,
}) => {
  expect(await mainText(request, "reverse-osmosis")).toContain("90 to 99%");
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
    expect(await mainText(request, slug), slug).toContain("99.99%");
  }
});
