import { defineConfig } from "@playwright/test";
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json";

const PORT = Number(process.env.E2E_PORT ?? 9123);
/** The same build behind Debian's nginx with the production configuration (npm run serve:nginx). */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 1);

/**
 * The specs on the production host (nginx): the site walk (every route, once per viewport),
 * and what only the host shows (nginx.spec.ts, nginx-csp.spec.ts, nginx-no-script.spec.ts).
 */
const ON_NGINX = /(site-walk|nginx[\w-]*|admin)\.spec\.ts$/;
/**
 * Specs whose tests take longest (a batch of pages, a slow phone or network, six routes in
 * a loop, two languages measured):
 * a project of their own, listed first, so that the workers start them first and the
 * run does not end on one long test while the other worker idles. Playwright hands out
 * tests in the order of the projects, then of the files, then of the tests in a file.
 */
const LONG_FIRST = /(budgets|contact-held|first-paint|site-quality)\.spec\.ts$/;

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here)
 * against the production build served on loopback.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // One per core. A third gained nothing in the headless shell (8.6 min with two, 8.0-8.7 with
  // three); in the full browser it had gained about a minute of 16.
  workers: 2,
  // A test that fails once is a failure: no retry hides a flaky test, and no .only slips in.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  // A broken build fails many tests the same way: stop after ten, not after the whole run.
  maxFailures: 10,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // No trace: recording one costs every test about a fifth of its time on these machines,
    // failed or not. A failure leaves a screenshot in test-results/; to see a failure step by
    // step, run its spec again with a trace: npx playwright test e2e/x.spec.ts --trace on
    // (then npx playwright show-trace test-results/.../trace.zip).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): the same Blink without the
      // browser's own layers, as Playwright's default headless browser is. The same specs ran
      // in 3.5 min with it against 6.2 min in the full /usr/bin/chromium. The benchmarks keep
      // the full browser: they measure what a visitor gets (scripts/bench.mjs).
      executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      // Root needs --no-sandbox; the networking flags keep Chromium off the closed network.
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "long-first", testMatch: LONG_FIRST },
    { name: "nginx", testMatch: ON_NGINX, use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    { name: "chromium", testIgnore: [ON_NGINX, LONG_FIRST] },
  ],
  webServer: [
    {
      command: `npx gatsby serve -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      // Never a server left over from another build: a busy port fails the run.
      reuseExistingServer: false,
      timeout: 60_000,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
    {
      command: "npm run serve:nginx",
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(NGINX_PORT) },
    },
  ],
});
