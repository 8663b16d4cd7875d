import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  languageOfPath,
  localizedPath,
  TRANSLATED_LANGUAGES,
} from "../src/lib/languages";
import { test, expect, openHydrated, pageErrors, scrollToBottom, slowCpu } from "./fixtures";
import { builtRoutes, isTemplateInstance, readData, templateRoutes } from "./built-site";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import { OSM_ORIGIN } from "../src/lib/constants";
import { TITLE_MAX } from "../src/lib/seo";
import { fillTemplate } from "../src/lib/template";
import type { Page } from "@playwright/test";
import { WIDTHS, axeProblems, batches, imageProblems, unresolvedFacts, watchCsp } from "./page-checks";

/**
 * The site walk: every route of the build (public/sitemap-0.xml, the aliases and the 404
 * page), each visited once per viewport, on the production host (Debian's nginx with
 * deploy/nginx/site.conf and the headers the build writes: project "nginx" in
 * playwright.config.ts). Each visit runs every per-page check: the page hydrates (no
 * mismatch or other console error) and every section renders once scrolled to, under its
 * Content-Security-Policy with no violation; the CSP, caching and security headers are
 * sent, with no browser warning about them; no failed request to our origin; the frame,
 * one h1, the title and description; nothing wider than the screen; no axe violation;
 * images with alt and size; no unresolved fact token.
 *
 * A test makes a fixed number of visits (VISITS_PER_TEST), one after the other in one
 * page, each a step named by its route: no test grows with the content, and a visit
 * reuses the renderer the visit before started (the walk takes a fifth less time than
 * with a fresh page per visit). Each visit is a first visit all the same: a full page
 * load, with the HTTP cache off (fixtures.ts) and no storage or cookie left by the visit
 * before.
 *
 * At a phone's width (most visitors) every route. axe runs on the whole page of every
 * route but the pages of a template other than its own route (budgets.json) and that
 * route's translations: those differ from the template's own route in text and images
 * only, which the site-quality HTML batches check on every page with html-validate's
 * accessibility rules (headings, link texts, alt texts, labels, ids, table headers);
 * axe costs a second and a half a page. On a template's own route the visit runs on a
 * slow phone's CPU (4x, Lighthouse's mobile profile) until the page has hydrated and been scrolled through: races
 * with hydration (state set from the URL, the window or a media query while sections
 * still hydrate: React error #421) only show when hydration is slow; the checks after
 * that run at full speed. At a desktop's width, one route per template in English and
 * the Arabic pages the screenshots cover, since the routes of a template, and the
 * languages, differ in text, not in layout.
 */
const ROUTES = builtRoutes();
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Visits per test: a fixed share of the walk, whatever the site's size. */
const VISITS_PER_TEST = 8;
const REPRESENTATIVES = templateRoutes().flatMap((route) => [
  route,
  ...TRANSLATED_LANGUAGES.map((language) => localizedPath(route, language)),
]);
const DESKTOP_TRANSLATED = ["/", "/technologies/reverse-osmosis/", "/parts/", "/contact/"].flatMap((route) =>
  TRANSLATED_LANGUAGES.map((language) => localizedPath(route, language)),
);
/** axe: every route that is not one of many of a template, and each template's own route. */
const axeRuns = (route: string) => !isTemplateInstance(route) || REPRESENTATIVES.includes(route);
/** The visits made on a slow phone's CPU until hydrated: each template's own route, at a phone's width. */
const SLOW_PHONE = templateRoutes();
interface Visit {
  route: string;
  viewport: (typeof WIDTHS)[number];
}
const WALK: Visit[] = [
  ...ROUTES.map((route) => ({ route, viewport: WIDTHS[0] })),
  ...[...templateRoutes(), ...DESKTOP_TRANSLATED].map((route) => ({ route, viewport: WIDTHS[1] })),
];
const WALK_TESTS = batches(WALK, VISITS_PER_TEST);
const isSlowPhone = ({ route, viewport }: Visit) => viewport === WIDTHS[0] && SLOW_PHONE.includes(route);

test("the walk visits every route at a phone's width, and one route per template at a desktop's", () => {
  expect(ROUTES.filter((route) => isTemplateInstance(route)).length).toBeGreaterThan(80);
  expect(WALK.filter(({ viewport }) => viewport === WIDTHS[0]).map(({ route }) => route)).toEqual(ROUTES);
  for (const route of templateRoutes()) expect(WALK).toContainEqual({ route, viewport: WIDTHS[1] });
  // Every visit is in exactly one test, and no test makes more than its share.
  expect(WALK_TESTS.flat()).toEqual(WALK);
  for (const visits of WALK_TESTS) expect(visits.length).toBeLessThanOrEqual(VISITS_PER_TEST);
  // Every template's own route is also visited on a slow phone.
  expect(SLOW_PHONE.length).toBeGreaterThan(10);
  for (const route of SLOW_PHONE) expect(ROUTES).toContain(route);
});

/**
 * What a page reports while it is visited, collected from listeners set once on the page:
 * the returned function takes (and so empties) what came since it was last called.
 */
async function watchVisits(page: Page, origin: string) {
  const violations = await watchCsp(page);
  // The browser's complaints about our headers (an unknown Permissions-Policy feature) are warnings.
  const headerWarnings: string[] = [];
  page.on("console", (message) => {
    if (/header/i.test(message.text())) headerWarnings.push(message.text());
  });
  const problems: string[] = [];
  // React reports a hydration mismatch as a console error (#418, #423, #425 in production).
  const logged = pageErrors(page);
  page.on("requestfailed", (request) => {
    // ERR_ABORTED: a navigation cancelled Gatsby's prefetch of a linked page.
    if (new URL(request.url()).origin === origin && request.failure()?.errorText !== "net::ERR_ABORTED") {
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on("response", (response) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  return () => ({
    violations: violations.splice(0),
    headerWarnings: headerWarnings.splice(0),
    problems: [...problems.splice(0), ...logged.splice(0)],
  });
}

for (const visits of WALK_TESTS) {
  const [first, last] = [visits[0], visits.at(-1)!].map(({ route, viewport }) => `${route} at ${viewport.width} px`);
  test(`walk from ${first} to ${last} (${visits.length} visits): each hydrates under its CSP with no violation or console error, headers sent; frame, one h1, title; not wider than the screen; no axe violation, no failed request; sized images with alt; no fact token`, async ({
    page,
    baseURL,
    externalRequests,
  }) => {
    test.setTimeout(visits.reduce((total, visit) => total + (isSlowPhone(visit) ? 60_000 : 30_000), 0));
    const takeReports = await watchVisits(page, new URL(baseURL!).origin);
    for (const visit of visits) {
      await test.step(`${visit.route} at ${visit.viewport.width} px`, () =>
        checkVisit(page, visit, takeReports, externalRequests));
    }
  });
}

async function checkVisit(
  page: Page,
  visit: Visit,
  takeReports: Awaited<ReturnType<typeof watchVisits>>,
  externalRequests: string[],
) {
  const { route, viewport } = visit;
  await page.setViewportSize(viewport);
  // A first visit: nothing the visit before kept in the page's storage or cookies.
  if (page.url().startsWith("http")) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.context().clearCookies();
  // What came after the visit before's checks (its late requests) is not this visit's.
  takeReports();
  const externalBefore = externalRequests.length;

  const fullSpeed = isSlowPhone(visit) ? await slowCpu(page, 4) : undefined;
  const response = await openHydrated(page, route);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+;/);
  expect(headers["cache-control"]).toBe(REVALIDATE);
  await expect(page.getByRole("banner")).toBeVisible();
  // On a phone the menu is closed, so its navigation is out of the accessibility tree until opened.
  const language = languageOfPath(route);
  const words = DICTIONARIES[language];
  await expect(page.getByRole("navigation", { name: words.frame.mainNav, includeHidden: true })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).not.toBeEmpty();
  const { tag, dir } = LANGUAGE_INFO[language];
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  // The company's name in the page's language (data/company.json's "ar" for Arabic, read as ar/company.json).
  const companyFile = language === DEFAULT_LANGUAGE ? "company.json" : `${language}/company.json`;
  // It names the company unless that would push the page's own title past what search
  // results show (src/lib/seo.ts pageTitle: an article's long headline goes without it).
  const title = await page.title();
  const brand = readData<{ shortName: string }>(companyFile).shortName;
  const branded = fillTemplate(words.seo.pageTitle, { title, brand });
  expect(title.includes(brand) || branded.length > TITLE_MAX, `title "${title}" without ${brand}`).toBe(true);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();

  await scrollToBottom(page);
  await fullSpeed?.();
  const problems: string[] = [];
  // Nothing is wider than the screen (a phone would zoom out to show it).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${overflow} px wider than the screen`);
  if (axeRuns(route)) problems.push(...(await axeProblems(page, route)));
  problems.push(...(await imageProblems(page)));
  problems.push(...(await unresolvedFacts(page)));
  const reported = takeReports();
  expect([...reported.problems, ...problems]).toEqual([]);
  expect(reported.violations).toEqual([]);
  expect(reported.headerWarnings).toEqual([]);
  // The map of the contact page loads once scrolled near, from its host (which the
  // browser cannot reach here); nothing else may leave the machine.
  expect(externalRequests.slice(externalBefore).filter((url) => !url.startsWith(`${OSM_ORIGIN}/`))).toEqual([]);
}
