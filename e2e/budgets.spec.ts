/**
 * Byte budgets (budgets.json), measured in Chromium the way a visitor's phone
 * receives the page before any interaction: every response from our origin until
 * the page has loaded and the network is idle; scripts, styles, data and HTML counted
 * as our host sends them to a client that accepts only gzip (the build's .gz copy,
 * plugins/precompress/precompress.ts, which nginx's gzip_static sends as it is), images as they are.
 * And the HTML up to where the first screen ends in a real layout at a phone's size
 * (e2e/first-screen-html.ts): the part the first paint needs, due in the first round trip.
 * A response whose body cannot be read fails the test: left out, it would make the page
 * look lighter than it is.
 *
 * Each figure must stay within its target, or, where the site does not meet the
 * target yet, within the recorded ceiling (a ratchet: a change may not make a page
 * heavier). The gap to each target is printed. The HTML is also counted as our host
 * sends it to browsers that accept brotli (all current ones): the build's .br copy.
 * Every route is measured with its twins in the other languages, against the same
 * budgets, and they must load the same scripts.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Page, Response } from "@playwright/test";
import { test, expect, networkQuiet } from "./fixtures";
import { LANGUAGES, localizedPath } from "../src/lib/languages";
import { PUBLIC, budgets } from "./built-site";
import { foldOffset } from "./first-screen-html";

/**
 * The bytes our host sends for a path of the build in an encoding: the build's copy
 * (file.gz, file.br), or the file as it is where the build made none (too small to gain).
 * Without the body (the browser no longer holds it), the file's own size: a response is
 * never left out of the sums, which would make the page look lighter.
 */
function servedBytes(pathname: string, encoding: "gz" | "br", body: Buffer | null): number {
  const file = path.join(PUBLIC, decodeURIComponent(pathname), pathname.endsWith("/") ? "index.html" : "");
  const copy = `${file}.${encoding}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  if (!fs.existsSync(file)) throw new Error(`${pathname} is not a file of the build`);
  return body?.length ?? fs.statSync(file).size;
}

interface Figures {
  jsKb: number;
  htmlKb: number;
  /** The HTML as the build's brotli copy, which nginx sends to current browsers. */
  htmlBrotliKb: number;
  /** The HTML up to where the first screen ends in a real layout (e2e/first-screen-html.ts), gzip. */
  firstScreenKb: number;
  totalKb: number;
  lcpImageKb: number;
}

const BUDGETS = budgets();
// One route per template; a ceiling, where there is one, replaces the target.
const ROUTES = BUDGETS.routes;

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

function target(route: string, metric: keyof Figures): number {
  const targets = BUDGETS.targets;
  switch (metric) {
    case "jsKb":
      return route === "/" ? targets.javascriptKb.home : targets.javascriptKb.other;
    case "htmlKb":
      return targets.htmlKb;
    case "htmlBrotliKb":
      return targets.htmlBrotliKb;
    case "firstScreenKb":
      return targets.firstScreenKb;
    case "totalKb":
      return route === "/" ? targets.homeTotalKb : Infinity;
    case "lcpImageKb":
      return targets.lcpImageKb;
  }
}

/** A phone as Lighthouse emulates it: the budgets' visitor, and the first screen's size. */
const PHONE = { width: 412, height: 823 };
test.use({ viewport: PHONE });

/**
 * A script as the same code in every language: an article's MDX body is compiled into its
 * page component (gatsby-plugin-mdx), so that chunk is named by its content file and
 * differs per language like the article's text does; its template is the same.
 */
const scriptName = (pathname: string) =>
  pathname.replace(/-content-file-path-.*\.js$/, "-content-file-path-[content].js");

/** Responses our host sends compressed (the build's .gz copy): everything but images and fonts. */
const textual = (type: string) => ["script", "stylesheet", "document", "fetch", "xhr", "manifest"].includes(type);

/** One visit of `route` as a phone receives it: its figures, and the scripts it loaded. */
async function measure(
  browser: Browser,
  page: Page,
  origin: string,
  route: string,
): Promise<{ figures: Figures; scripts: string[] }> {
  const sizes: Array<{ type: string; url: string; bytes: number }> = [];
  const unreadable: string[] = [];
  let served = null as { url: string; html: string } | null;
  let htmlBrotliBytes = 0;
  const reads: Array<Promise<void>> = [];
  const record = async (response: Response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() >= 300) return;
    const type = response.request().resourceType();
    // Gatsby's prefetches of linked pages ("other") are not needed before an interaction.
    if (type === "other") return;
    // Chromium drops the bodies of some responses (prefetched page data) before they are
    // read: those are counted from the build's file; one that is not a file of the build
    // fails the budget.
    const body = await response.body().catch(() => null);
    const pathname = new URL(url).pathname;
    if (!body) {
      try {
        sizes.push({ type, url, bytes: servedBytes(pathname, "gz", null) });
      } catch (error) {
        unreadable.push(`${url}: body unreadable, and ${(error as Error).message}`);
      }
      if (type === "document") unreadable.push(`${url}: the HTML itself is unreadable`);
      return;
    }
    if (type === "document") {
      served = { url, html: body.toString("utf8") };
      htmlBrotliBytes = servedBytes(new URL(url).pathname, "br", body);
    }
    sizes.push({ type, url, bytes: textual(type) ? servedBytes(pathname, "gz", body) : body.length });
  };
  const onResponse = (response: Response) => void reads.push(record(response));
  page.on("response", onResponse);
  await page.goto(route, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // What hydration asks for too (the "networkidle" above may have come before it).
  await networkQuiet(page);
  page.off("response", onResponse);
  // Every body read, before the sums.
  await Promise.all(reads);
  expect(unreadable, `${route}: responses whose size is unknown`).toEqual([]);
  expect(served, `${route}: its HTML`).not.toBeNull();
  const { url, html } = served!;
  const firstScreenBytes = zlib.gzipSync(html.slice(0, await foldOffset(browser, url, html, PHONE)), {
    level: 9,
  }).length;
  const lcpSrc = await page.evaluate(
    // The page's own (the header's logo is fetched at high priority too).
    () => document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')?.currentSrc ?? null,
  );
  expect(lcpSrc, `${route} has a high-priority main image`).toBeTruthy();
  const sum = (filter: (entry: { type: string }) => boolean) =>
    kb(sizes.filter(filter).reduce((total, entry) => total + entry.bytes, 0));
  return {
    figures: {
      jsKb: sum((entry) => entry.type === "script"),
      htmlKb: sum((entry) => entry.type === "document"),
      htmlBrotliKb: kb(htmlBrotliBytes),
      firstScreenKb: kb(firstScreenBytes),
      totalKb: sum(() => true),
      lcpImageKb: kb(sizes.find((entry) => entry.url === lcpSrc)?.bytes ?? 0),
    },
    scripts: sizes
      .filter((entry) => entry.type === "script")
      .map((entry) => scriptName(new URL(entry.url).pathname))
      .sort(),
  };
}

for (const route of ROUTES) {
  const twins = LANGUAGES.map((language) => localizedPath(route, language));
  test(`${twins.join(" and ")} stay within their byte budgets, with the same scripts`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const scripts: string[][] = [];
    for (const twin of twins) {
      const { figures, scripts: loaded } = await measure(browser, page, origin, twin);
      scripts.push(loaded);
      // A twin has its English page's budgets: a language may not make a page heavier.
      const ceilings = BUDGETS.ceilings[twin] ?? BUDGETS.ceilings[route] ?? {};
      const report = (Object.keys(figures) as Array<keyof Figures>).map((metric) => {
        const goal = target(route, metric);
        const limit = ceilings[metric] ?? goal;
        return { metric, value: figures[metric], target: goal, limit };
      });
      console.log(
        `${twin}: ${report
          .map(({ metric, value, target: goal }) => `${metric} ${value}${value > goal ? ` (target ${goal})` : ""}`)
          .join(", ")}`,
      );
      for (const { metric, value, limit } of report) {
        expect(value, `${twin} ${metric}`).toBeLessThanOrEqual(limit);
      }
    }
    // No script for a language: its words arrive in the page's data (its dictionary), not in code.
    for (const loaded of scripts.slice(1)) expect(loaded).toEqual(scripts[0]);
  });
}
