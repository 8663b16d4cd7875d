import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated } from "./fixtures";

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8"));
const technologies: Array<{ slug: string; name: string; hero: { title: string } }> = read("technologies.json");

/** Every route of SPEC.md's table, with the main heading it must show. */
const SPEC_TECHNOLOGY_SLUGS = [
  "water-purification",
  "water-softening",
  "desalination",
  "reverse-osmosis",
  "deionization",
  "water-ionization",
  "sterilization-water-treatment-systems",
  "ultravoilet-disinfection",
  "ion-exchange",
  "activated-carbon-filtration",
  "sedimentation",
  "copper-silver-ionization",
  "membrane-cleaning-systems",
  "media-filters",
  "water-chillers",
  "self-cleaning-filtration",
  "cartridge-filter-housings",
];

const PAGES = ["/", "/about/", "/technologies/", "/industries/", "/blogs/", "/parts/", "/contact/"];

test.describe("every route answers with the frame and a heading", () => {
  for (const url of [
    ...PAGES,
    ...SPEC_TECHNOLOGY_SLUGS.map((slug) => `/technologies/${slug}/`),
    "/technologies/Desalination/",
    "/blog1/",
    "/blog2/",
    "/blog3/",
  ]) {
    test(url, async ({ page, externalRequests }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-AE");
      // Every title names the company (its short name, src/lib/seo.ts).
      const title = await page.title();
      expect(title).toContain("Pure Oasis");
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(externalRequests).toEqual([]);
    });
  }
});

test("the 17 technology pages show their own hero titles", async ({ page }) => {
  test.slow();
  expect(technologies.map((technology) => technology.slug)).toEqual(SPEC_TECHNOLOGY_SLUGS);
  for (const technology of technologies) {
    await page.goto(`/technologies/${technology.slug}/`);
    await expect(page.locator("h1")).toHaveText(technology.hero.title);
  }
});

test("every page has its own title", async ({ page }) => {
  test.slow();
  const titles = new Set<string>();
  for (const url of [...PAGES, ...SPEC_TECHNOLOGY_SLUGS.map((slug) => `/technologies/${slug}/`)]) {
    await page.goto(url);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(PAGES.length + SPEC_TECHNOLOGY_SLUGS.length);
});

test("both Desalination spellings serve the page, canonical to the lower-case URL", async ({ page }) => {
  for (const url of ["/technologies/desalination/", "/technologies/Desalination/", "/technologies/Desalination"]) {
    await page.goto(url);
    await expect(page.locator("h1")).toHaveText(technologies.find((t) => t.slug === "desalination")!.hero.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/technologies\/desalination\/$/);
  }
});

test("legacy blog paths serve the articles with the canonical of /blogs/<slug>/", async ({ page }) => {
  await page.goto("/blogs/");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const legacy of ["/blog1", "/blog2", "/blog3"]) {
    await page.goto(legacy);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/blogs\/[a-z0-9-]+\/$/);
    const heading = await page.locator("h1").textContent();
    await page.goto(new URL(canonical!).pathname);
    await expect(page.locator("h1")).toHaveText(heading!);
  }
});

test("SPEC's article titles are at /blog1, /blog2 and /blog3", async ({ page }) => {
  const expected: Record<string, string> = {
    "/blog1/": "Top 10 Benefits of Using Water Softeners for Your Home",
    "/blog2/": "Issues with Water Filtration Systems and How to Fix Them",
    "/blog3/": "Whole Home Water Filtration System: Pure Water Everywhere",
  };
  for (const [url, title] of Object.entries(expected)) {
    await page.goto(url);
    await expect(page.locator("h1")).toHaveText(title);
  }
});

test("an unknown URL answers 404 with the frame and a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("h1")).toBeVisible();
  await openHydrated(page, "/no-such-page/");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main")).toBeVisible();
});
