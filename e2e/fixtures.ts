import { test as base, expect, type Page, type Request } from "@playwright/test";

/**
 * Every test: nothing may leave the machine. Chromium resolves no host name but the
 * local server's (--host-resolver-rules in scripts/chromium-flags.json), so a request to
 * any other host fails at once; each one is recorded, so a spec can assert that none
 * happened (specs that need a third party, such as EmailJS, answer it with their own
 * route, and a request a route answers does not fail). Not a route here: a route on every
 * page made Playwright hold every request of every test for its handler, about 130 ms a
 * page load.
 */
export const test = base.extend<{ externalRequests: string[]; noHttpCache: void }>({
  // Every load of a test fetches what it needs, as a first visit does: measurements (the
  // byte budgets) and request counts read the network, not the browser's cache.
  noHttpCache: [
    async ({ page }, use) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await use();
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ page, baseURL }, use) => {
      const external: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      page.on("requestfailed", (request) => {
        if (new URL(request.url()).origin !== origin) external.push(request.url());
      });
      await use(external);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits until it is ready for a visitor: React has hydrated it (so
 * clicks and keys are handled) and the loading overlay has gone.
 */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  return response;
}

/**
 * Waits until no request of the page has been in flight for `quietMs`, from now on.
 * Playwright's "networkidle" is reached once per document: after a client-side navigation,
 * or after waiting for hydration, `waitForLoadState("networkidle")` resolves at once.
 */
export async function networkQuiet(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let lastEvent = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastEvent = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastEvent = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastEvent >= quietMs, { intervals: [quietMs / 5] })
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/** How long a step of scrollToBottom waits for the page's next rendering update. */
const FRAME_WAIT_MS = 5_000;

/**
 * Scrolls to the bottom step by step (lazy sections load on the way) and waits for the images in view.
 * Each step jumps ("instant"): the site scrolls smoothly (global.css), and a smooth scroll would
 * still be moving after this returns, so the sticky header's links would move under a click
 * (it sticks only once the top bar has scrolled away).
 *
 * Each step waits for a rendering update, at most FRAME_WAIT_MS: a page that stops rendering
 * fails here at once, saying where and whether the browser counted it hidden, instead of
 * holding the test until its timeout.
 */
export async function scrollToBottom(page: Page) {
  const stalled = await page.evaluate(async (waitMs) => {
    const frame = () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), waitMs);
      });
    const step = async (top: number) => {
      window.scrollTo({ top, behavior: "instant" });
      if (await frame()) return null;
      return (
        `no rendering update within ${waitMs} ms at ${window.scrollY} px of ` +
        `${document.documentElement.scrollHeight} (document ${document.visibilityState})`
      );
    };
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      const stall = await step(y);
      if (stall) return stall;
    }
    return step(document.documentElement.scrollHeight);
  }, FRAME_WAIT_MS);
  expect(stalled, page.url()).toBeNull();
  await page.waitForFunction(() => [...document.images].every((image) => image.loading === "lazy" || image.complete));
}

/**
 * Waits for `count` of the browser's rendering updates, also while Playwright's clock is
 * paused (its requestAnimationFrame runs only when the test moves time): a new
 * IntersectionObserver reports its first observation at the next rendering update.
 */
export async function renderingUpdates(page: Page, count: number) {
  await page.evaluate(async (updates) => {
    for (let update = 0; update < updates; update++) {
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
    }
  }, count);
}

/** Stops CSS animations (the overlay's time cap, the loader's float) through the DevTools protocol. */
export async function freezeCssAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught ${error.message}`));
  return errors;
}

/**
 * Runs the page's CPU `rate` times slower, as on a mid-range phone, through the
 * DevTools protocol. Hydration then takes long enough for races with it to show.
 */
export async function slowCpu(page: Page, rate = 6): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  /** Back to full speed. */
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  };
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Holds back every script of the pages opened from now on (TOOLCHAIN.md, "Measuring what a
 * visitor gets"): the HTML and CSS arrive, the app does not, until the returned function
 * is called. What a visitor does meanwhile is what they do before the scripts start.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    // A request of a page the visitor has left since is gone: nothing to continue.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Waits until React has hydrated the page (gatsby-browser marks the document). */
export const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/**
 * A slow mobile network through the DevTools protocol: 400 ms of latency and 500 kbit/s
 * each way, so the page's scripts take seconds to arrive after its HTML.
 */
export async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const throughput = (500 * 1000) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
}
