import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated } from "./fixtures";
import { PUBLIC, builtRoutes, readData } from "./built-site";

const technologies = readData<Array<{ slug: string; name: string; hero: { title: string } }>>("technologies.json");

/** Every route of docs/specification.md's table, with the main heading it must show. */
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

/** docs/specification.md's routes, as the site walk (site-walk.spec.ts) visits every route of the build. */
const SPEC_ROUTES = [
  ...PAGES,
  ...SPEC_TECHNOLOGY_SLUGS.map((slug) => `/technologies/${slug}/`),
  "/technologies/Desalination/",
  "/blog1/",
  "/blog2/",
  "/blog3/",
];

test("every route of docs/specification.md is built, and the 17 technologies are SPEC's", () => {
  expect(technologies.map((technology) => technology.slug)).toEqual(SPEC_TECHNOLOGY_SLUGS);
  const built = builtRoutes();
  expect(SPEC_ROUTES.filter((route) => !built.includes(route))).toEqual([]);
});

test("every page has its own title", () => {
  // The title as the static HTML gives it to a search engine (React keeps it on hydration).
  const titles = new Map<string, string>();
  for (const route of [...PAGES, ...SPEC_TECHNOLOGY_SLUGS.map((slug) => `/technologies/${slug}/`)]) {
    const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, route).not.toBe("");
    titles.set(title, route);
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

test("the blog lists the three articles the legacy paths lead to", async ({ page }) => {
  await page.goto("/blogs/");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
});

// One test per path: each opens two pages, and a busy CI machine takes seconds for each.
for (const legacy of ["/blog1", "/blog2", "/blog3"]) {
  test(`${legacy} serves its article with the canonical of /blogs/<slug>/, which serves the same article`, async ({
    page,
  }) => {
    await page.goto(legacy);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/blogs\/[a-z0-9-]+\/$/);
    const heading = await page.locator("h1").textContent();
    await page.goto(new URL(canonical!).pathname);
    await expect(page.locator("h1")).toHaveText(heading!);
  });
}

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
