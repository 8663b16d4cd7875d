/**
 * One page load as a visitor on a mid-range phone gets it, measured (not simulated) in
 * Chromium: used by `npm run bench -- --peer` (scripts/bench.mjs) beside Lighthouse, and by
 * scripts/bench-visitor.mjs for several builds in turns.
 *
 * Each load: a new browser context (empty cache), 390x844 at 1.75 px (Lighthouse's
 * mid-range phone ratio), touch, the network at latency 150 ms, 1.6 Mbit/s down and
 * 750 kbit/s up, the CPU slowed 4x (CDP), every request not to 127.0.0.1/localhost aborted.
 * Figures, in ms from navigation start (performance.timeOrigin):
 *   lcp       the last largest-contentful-paint entry before the first input.
 *   clear     the first time the loading overlay ([data-testid="loading-overlay"]) is
 *             computed display:none or visibility:hidden after it was shown; a site without
 *             one ("no overlay") gets clear = lcp.
 *   hydrated  the first time the first `#___gatsby a[href]` carries a __reactFiber key.
 *   menu      (our site) the first time a tap on the header's menu toggle
 *             (`header button[aria-controls]`, first in the header, before the nav) would
 *             open the menu: something handles it (its __reactProps carry onClick, or it carries
 *             data-early-toggle, which the head's script answers for from the moment the button
 *             is parsed, src/start-up/early-toggle.ts) AND it is the element hit at its
 *             centre (nothing over it would take the tap, as the loading overlay once did). Then,
 *             once the page has also hydrated, ONE
 *             real tap (Playwright touchscreen) must set aria-expanded="true"; "menu ok" counts it.
 *             Why not tap every 100 ms from the start: any input ends the browser's LCP
 *             entries, so early taps would cut lcp short, and a page's own response to a
 *             tap would count in its TBT. Polling the element costs no input. It can read a little late:
 *             React 18 hydrates synchronously for a discrete event once hydrateRoot has run,
 *             so a tap in the last frames before the props appear might already work.
 *   tbt       "observed TBT": sum of (duration - 50) over 'longtask' entries starting after
 *             first-contentful-paint and before the window closes: menu (else hydrated) + 5 s,
 *             or earlier once the load settled after it (no request for 2 s, no long task for
 *             2 s), at most 15 s; the menu check's tap and its response (up to the open menu's
 *             frame) are left out (JSON: tapTasks). Real tasks at 4x, not Lighthouse's simulated TBT.
 *   KB, JS KB bytes transferred (CDP Network.loadingFinished encodedDataLength, headers
 *             included), all and scripts only, in KB of 1024 bytes, up to the window's end.
 */
/* global window, document, getComputedStyle, requestAnimationFrame, addEventListener */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const flagsFile = path.join(ROOT, "scripts", "chromium-flags.json");
const FLAGS = fs.existsSync(flagsFile) ? JSON.parse(fs.readFileSync(flagsFile, "utf8")) : [];
export const MENU_TOGGLE = "header button[aria-controls]";
/** The images the first page's overlay waits for: the page's own rule (src/start-up/first-screen.ts). */
const FIRST_SCREEN_IMAGES = JSON.parse(
  fs.readFileSync(path.join(ROOT, "src", "start-up", "first-screen-images.json"), "utf8"),
).selector;
export const FIGURES = ["lcp", "clear", "hydrated", "menu", "tbt", "kb", "jsKb"];

/** Runs in the page before its own scripts: records everything in window.__visitor. */
function probe({ toggleSelector, menu, firstScreenImages }) {
  const v = (window.__visitor = { lcp: null, fcp: null, firstInput: null, longTasks: [], overlay: "none" });
  const now = () => performance.now();
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((l) => l.getEntries().forEach(callback)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not report: that figure stays null.
    }
  };
  // Which element the largest paint was (an image by its file name), to tell why clear came when it did.
  const describe = (el) =>
    el ? `${el.tagName.toLowerCase()}${el.currentSrc ? ` ${el.currentSrc.split("/").pop().slice(0, 24)}` : ""}` : "?";
  observe("largest-contentful-paint", (e) => {
    if (v.firstInput === null || e.startTime < v.firstInput) {
      v.lcp = e.startTime;
      v.lcpElement = describe(e.element);
    }
  });
  observe("paint", (e) => {
    if (e.name === "first-contentful-paint") v.fcp = e.startTime;
  });
  observe("longtask", (e) => v.longTasks.push([e.startTime, e.duration]));
  for (const type of ["pointerdown", "touchstart", "keydown", "mousedown"])
    addEventListener(
      type,
      () => {
        if (v.firstInput === null) v.firstInput = now();
      },
      { capture: true, passive: true },
    );
  const hasKey = (el, prefix, test = () => true) =>
    !!el && Object.keys(el).some((key) => key.startsWith(prefix) && test(el[key]));
  const checkHydrated = () => {
    if (v.hydrated == null && hasKey(document.querySelector("#___gatsby a[href]"), "__reactFiber")) v.hydrated = now();
  };
  const frame = () => {
    checkHydrated();
    const overlay = document.querySelector('[data-testid="loading-overlay"]');
    if (overlay && v.clear == null) {
      const style = getComputedStyle(overlay);
      const hidden = style.display === "none" || style.visibility === "hidden";
      if (!hidden) v.overlay = "shown";
      else if (v.overlay === "shown") {
        v.clear = now();
        // What the overlay had waited for (the page's own rule, first-screen-images.json),
        // when each image arrived, and when the parser had read the whole document; null: not known.
        const rounded = (ms) => (ms == null ? null : Math.round(ms));
        v.waitedFor = [...document.querySelectorAll(firstScreenImages)].map((img) => [
          describe(img),
          rounded(performance.getEntriesByName(img.currentSrc)[0]?.responseEnd),
        ]);
        // 0 while the document is still being parsed (the overlay may go before its end): null.
        v.domInteractive = rounded(performance.getEntriesByType("navigation")[0]?.domInteractive || null);
      } else v.overlay = "never shown";
    }
    const toggle = menu ? document.querySelector(toggleSelector) : null;
    // The head's script answers for a button with data-early-toggle as soon as it is parsed
    // (src/start-up/early-toggle.ts; __tests__/components/site-header-before-scripts.test.tsx
    // keeps this name the same as the constant there).
    const handled =
      toggle?.hasAttribute("data-early-toggle") ||
      hasKey(toggle, "__reactProps", (p) => typeof p?.onClick === "function");
    if (toggle && v.menu == null && handled) {
      const box = toggle.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && toggle.contains(hit)) v.menu = now();
    }
    if (toggle && v.menuOpened == null && toggle.getAttribute("aria-expanded") === "true") v.menuOpened = now();
    // Stop once everything is known, so the probe does not keep the page drawing frames.
    if (
      v.hydrated != null &&
      (v.clear != null || !overlay || v.overlay === "never shown") &&
      (!toggle || v.menuOpened != null)
    )
      return clearInterval(timer);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const timer = setInterval(checkHydrated, 20);
}

/** One load of `site.url + route` as a phone on a slow network; `site.menu`: also the menu toggle figure. */
export async function measureVisit(browser, site, route) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  let blocked = 0;
  await context.route(
    (url) => !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname),
    (r) => (blocked++, r.abort()),
  );
  await context.addInitScript(probe, {
    toggleSelector: MENU_TOGGLE,
    menu: site.menu,
    firstScreenImages: FIRST_SCREEN_IMAGES,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const net = { inflight: new Set(), last: Date.now(), bytes: 0, js: 0, scripts: new Set() };
  const done = (e) => {
    net.inflight.delete(e.requestId);
    net.last = Date.now();
  };
  cdp.on("Network.requestWillBeSent", (e) => {
    net.inflight.add(e.requestId);
    net.last = Date.now();
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") net.scripts.add(e.requestId);
  });
  cdp.on("Network.loadingFailed", done);
  cdp.on("Network.loadingFinished", (e) => {
    done(e);
    net.bytes += e.encodedDataLength;
    if (net.scripts.has(e.requestId)) net.js += e.encodedDataLength;
  });

  await page.goto(site.url + route, { waitUntil: "commit", timeout: 60_000 });
  let state,
    tapped = false,
    menuOk = null;
  for (;;) {
    await page.waitForTimeout(100);
    state = await page.evaluate(() => ({ ...window.__visitor, now: performance.now() }));
    // After hydration too, so that the tap ends no LCP entry early; that the inline script
    // answers before it is e2e/frame-phone.spec.ts's to prove (scripts held back).
    if (site.menu && state.menu != null && state.hydrated != null && !tapped) {
      tapped = true;
      menuOk = await page
        .tap(MENU_TOGGLE, { timeout: 5000 })
        .then(() =>
          page.waitForFunction(
            (s) => document.querySelector(s)?.getAttribute("aria-expanded") === "true",
            MENU_TOGGLE,
            { timeout: 5000 },
          ),
        )
        .then(
          () => true,
          () => false,
        );
      continue;
    }
    // The menu's time when it comes; without one 5 s after hydration, the hydration's.
    const noMenu = !site.menu || (state.hydrated != null && state.now >= state.hydrated + 5000);
    const anchor = state.menu ?? (noMenu ? state.hydrated : null);
    const lastTask = Math.max(0, ...state.longTasks.map(([start, duration]) => start + duration));
    const settled =
      anchor != null && net.inflight.size === 0 && Date.now() - net.last >= 2000 && state.now - lastTask >= 2000;
    if (state.now >= 15_000 || (anchor != null && state.now >= anchor + 5000) || settled) break;
  }
  await context.close();
  const end = state.now;
  // The verifying tap's own response (from the tap to the open menu's frame) is left out of
  // TBT, so ours is not charged for an input the peer never gets; it is kept as tapTasks.
  const tapTask = ([start]) =>
    tapped &&
    state.firstInput != null &&
    start >= state.firstInput &&
    start <= (state.menuOpened ?? state.firstInput + 1000);
  const blocking = (tasks) => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const counted = state.longTasks.filter(([start]) => state.fcp != null && start >= state.fcp && start < end);
  const tbt = blocking(counted.filter((task) => !tapTask(task)));
  const overlay = state.overlay;
  return {
    lcp: state.lcp,
    lcpElement: state.lcpElement ?? null,
    waitedFor: state.waitedFor ?? null,
    domInteractive: state.domInteractive ?? null,
    clear: overlay === "none" ? state.lcp : (state.clear ?? null),
    overlay,
    hydrated: state.hydrated ?? null,
    menu: site.menu ? (state.menu ?? null) : null,
    menuOk,
    tap: tapped ? state.firstInput : null,
    menuOpened: state.menuOpened ?? null,
    tapTasks: counted.filter(tapTask),
    tbt,
    fcp: state.fcp,
    windowEnd: end,
    kb: net.bytes / 1024,
    jsKb: net.js / 1024,
    blocked,
    longTasks: state.longTasks.map(([start, duration]) => [Math.round(start), Math.round(duration)]),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Median and spread (min-max) of each figure over a route's loads. */
export function summary(runs) {
  const out = {};
  for (const figure of FIGURES) {
    const xs = runs.map((run) => run[figure]).filter((x) => typeof x === "number");
    out[figure] = xs.length ? { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length } : null;
  }
  out.overlay = [...new Set(runs.map((run) => run.overlay))].join("/");
  out.menuOk = runs.some((run) => run.menuOk !== null)
    ? `${runs.filter((run) => run.menuOk).length}/${runs.length}`
    : "-";
  return out;
}

/** The figures compared round by round, and their column names. */
const PAIRED_FIGURES = ["lcp", "clear", "menu", "tbt"];
export const PAIRED_TABLE_HEAD = [
  "| route / build | lcp | clear | menu | observed TBT |",
  "| --- | --- | --- | --- | --- |",
];

/**
 * A variant against a base measured in the same rounds, round by round: for each figure, the
 * median of (variant - base) over the rounds where both have it, and in how many of them the
 * variant was lower. The machine's drift moves both loads of a round together, so the pairs'
 * differences spread less than either side's min-max: read it beside the medians, not instead.
 */
export function paired(baseRuns, variantRuns) {
  const out = {};
  for (const figure of PAIRED_FIGURES) {
    const diffs = baseRuns
      .map((run, round) => [run[figure], variantRuns[round]?.[figure]])
      .filter(([a, b]) => typeof a === "number" && typeof b === "number")
      .map(([a, b]) => b - a);
    out[figure] = diffs.length
      ? { median: median(diffs), lower: diffs.filter((d) => d < 0).length, n: diffs.length }
      : null;
  }
  return out;
}

/** A row of paired differences (see paired). */
export const pairedRow = (label, p) =>
  `| ${label} | ${PAIRED_FIGURES.map((f) =>
    p[f] ? `${p[f].median > 0 ? "+" : ""}${p[f].median.toFixed(0)} (lower in ${p[f].lower}/${p[f].n})` : "-",
  ).join(" | ")} |`;

/** A Chromium for visitor loads (Debian's, CHROME_PATH to change it). */
export const launchVisitorBrowser = (extraFlags = []) =>
  chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: [...FLAGS, ...extraFlags] });

const cell = (s, digits = 0) =>
  s ? `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})` : "-";

/** The phone and network each load emulates. */
export const PROFILE = {
  viewport: "390x844",
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerS: (1.6 * 1024 * 1024) / 8,
  upBytesPerS: (750 * 1024) / 8,
};
export const PROFILE_TEXT =
  "390x844 @1.75, touch, CPU 4x, latency 150 ms, 1.6 Mbit/s down, 750 kbit/s up; new context per load; in turns (ABBA).";

export const VISITOR_TABLE_HEAD = [
  "| route / site | lcp | clear | hydrated | menu | menu ok | observed TBT | KB | JS KB |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

/** A table row of a summary. */
export const visitorRow = (label, s) =>
  `| ${label} | ${cell(s.lcp)} | ${cell(s.clear)}${s.overlay === "none" ? " no overlay" : ""} | ${cell(s.hydrated)} | ` +
  `${cell(s.menu)} | ${s.menuOk} | ${cell(s.tbt)} | ${cell(s.kb, 1)} | ${cell(s.jsKb, 1)} |`;
