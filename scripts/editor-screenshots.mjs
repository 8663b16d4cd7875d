#!/usr/bin/env node
/**
 * The screenshots of docs/editors.md (docs/images/editor-*.png), taken from the real
 * editor with Playwright and Debian's Chromium, offline. Serve a build first (npm run
 * build, then npm run serve), then:
 *
 *   node scripts/editor-screenshots.mjs [site URL, default http://127.0.0.1:9000]
 *
 * decap-server edits a scratch copy of data/ and content/ (port 8091), so the pictures
 * show real content and the checkout's files stay as they are.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const site = process.argv[2] ?? "http://127.0.0.1:9000";
const port = 8091;
const images = path.join(root, "docs", "images");
const flags = JSON.parse(fs.readFileSync(path.join(root, "scripts", "chromium-flags.json"), "utf8"));

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-shots-"));
for (const folder of ["data", "content"])
  fs.cpSync(path.join(root, folder), path.join(scratch, folder), { recursive: true });
const server = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
  env: { ...process.env, PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: scratch, LOG_LEVEL: "warn" },
  stdio: "inherit",
});

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: flags });
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route(/.*/, (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === "127.0.0.1" || hostname === "localhost" ? route.continue() : route.abort();
  });
  const url = (hash = "") => `${site}/admin/?decap-server=${port}${hash}`;
  const shot = (name) => page.screenshot({ path: path.join(images, `editor-${name}.png`) });
  const open = async (hash) => {
    await page.goto("about:blank");
    await page.goto(url(hash));
  };
  fs.mkdirSync(images, { recursive: true });

  await page.goto(url());
  await page.getByRole("button", { name: "Login" }).waitFor();
  await shot("login");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Products", exact: true }).click();
  await page.getByText("UV Sterilizer", { exact: true }).first().waitFor();
  await shot("products");

  await open("#/collections/products/entries/uv-sterilizer");
  await page.getByLabel("Description").first().waitFor();
  await shot("product");
  await page.getByLabel("Name", { exact: true }).nth(1).fill("جهاز التعقيم بالأشعة فوق البنفسجية");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await shot("publish");
  await page.keyboard.press("Escape");

  await open("#/collections/products/entries/uv-sterilizer");
  await page.getByLabel("Name", { exact: true }).first().fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).filter({ visible: true }).click();
  await page.getByText("Name is required.").first().waitFor();
  await shot("required");

  await open("#/collections/articles/new");
  await page.getByLabel("Title").first().fill("How to read a water test report");
  await page.getByLabel("Slug").first().fill("water-test-report");
  await shot("article-new");

  await open("#/collections/articles-ar/entries/water-softener-benefits");
  await page.getByText("Top 10 Benefits of Using Water Softeners for Your Home").first().waitFor();
  await shot("article-translation");
} finally {
  await browser.close();
  server.kill("SIGTERM");
  fs.rmSync(scratch, { recursive: true, force: true });
}
