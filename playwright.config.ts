import { defineConfig } from "@playwright/test";
import CHROMIUM_FLAGS from "./scripts/chromium-flags.json";

const PORT = Number(process.env.E2E_PORT ?? 9123);
/** The same build behind Debian's nginx with the production configuration (npm run serve:nginx). */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 1);

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here)
 * against the production build served on loopback.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once is a failure: no retry hides a flaky test, and no .only slips in.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // CI prints only the run's output, so a trace there is never read, and recording one costs
    // every test about a fifth of its time on these machines.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      // Root needs --no-sandbox; the networking flags keep Chromium off the closed network.
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium", testIgnore: /(nginx|admin)\.spec\.ts$/ },
    // The content editor runs behind nginx too: under the Content-Security-Policy production sends for /admin/.
    { name: "nginx", testMatch: /(nginx|admin)\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
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
