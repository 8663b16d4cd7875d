/**
 * The content editor's test bench: a scratch copy of the content (data/, content/) that
 * decap-server edits, so the tests never touch this checkout's files; the editor opened
 * from the build at /admin/ with nothing leaving the machine; and what the build would
 * make of the files the editor wrote (validation, and a record's field as an English or
 * Arabic page's query reads it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, type Locator, type Page } from "@playwright/test";
import { contentErrors } from "../content-model/check-content";
import { translatedValue } from "../content-model/translated-field";
import type { Language } from "../src/lib/languages";
import { ROOT } from "./built-site";

/** decap-server's port: beside the ports of the site (E2E_PORT) and of nginx (E2E_PORT + 1). */
export const DECAP_SERVER_PORT = Number(process.env.E2E_PORT ?? 9123) + 2;

export interface Scratch {
  root: string;
  server: ChildProcess;
  /** What decap-server reported as errors (it logs and answers 500 where the editor asked for something wrong). */
  errors: string[];
  /** A file of the scratch copy, parsed as JSON or as text. */
  json<T = Record<string, unknown>>(repoPath: string): T;
  text(repoPath: string): string;
  stop(): Promise<void>;
}

async function serverAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Copies data/ and content/ to a temporary folder and starts decap-server on it. */
export async function startScratch(): Promise<Scratch> {
  if (await serverAnswers(DECAP_SERVER_PORT))
    throw new Error(`port ${DECAP_SERVER_PORT} is taken: stop the other decap-server`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-content-"));
  for (const folder of ["data", "content"])
    fs.cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  const server = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_SERVER_PORT), MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errors: string[] = [];
  for (const stream of [server.stdout, server.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (text: string) => {
      process.stderr.write(text);
      // Its log lines are coloured ("\x1b[31merror\x1b[39m: ...").
      errors.push(
        ...stripVTControlCharacters(text)
          .split("\n")
          .filter((line) => /^error/i.test(line)),
      );
    });
  }
  const deadline = Date.now() + 15_000;
  while (!(await serverAnswers(DECAP_SERVER_PORT))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("decap-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const file = (repoPath: string) => path.join(root, repoPath);
  return {
    root,
    server,
    errors,
    json: (repoPath) => JSON.parse(fs.readFileSync(file(repoPath), "utf8")),
    text: (repoPath) => fs.readFileSync(file(repoPath), "utf8"),
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Only this computer answers: the editor must not need the network. */
export async function offline(page: Page, blocked: string[]): Promise<void> {
  await page.route(/.*/, (route) => {
    const { hostname, href } = new URL(route.request().url());
    if (hostname === "127.0.0.1" || hostname === "localhost") return route.continue();
    blocked.push(href);
    return route.abort();
  });
}

export const editorUrl = (hash = "") => `/admin/?decap-server=${DECAP_SERVER_PORT}${hash}`;

/**
 * Opens the editor afresh (a new page load, so no earlier entry's form lingers), signs in
 * (on this computer "Login" needs no password: it connects to decap-server) and goes to `hash`.
 */
export async function openEditor(page: Page, hash = ""): Promise<void> {
  await page.goto(editorUrl());
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Products", exact: true }).waitFor();
  if (hash) await page.goto(editorUrl(hash));
}

/**
 * Opens an entry and duplicates it (Published > Duplicate); returns the copy's slug field.
 * Decap shows the original's form until the copy's draft is ready, then mounts a new form
 * with the original's values, throwing away what was typed: so this waits for the copy's
 * own form (new field ids) before anyone types.
 */
export async function duplicateEntry(page: Page, collection: string, entry: string): Promise<Locator> {
  await openEditor(page, `#/collections/${collection}/entries/${entry}`);
  const slug = page.getByLabel("Slug", { exact: true }).first();
  await expect(slug).toHaveValue(entry);
  const originalForm = await slug.getAttribute("id");
  expect(originalForm).toMatch(/^slug-field-/);
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByText("Duplicate", { exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/new$`));
  await expect(slug).not.toHaveAttribute("id", String(originalForm));
  await expect(slug).toHaveValue(entry);
  return slug;
}

/** Publish > Publish now, then waits for the editor to say the entry is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).filter({ visible: true }).click();
}

/**
 * Waits until the form's relation field shows the names of the records of `collection` it
 * holds (`slugs`), that is until their list has come. Decap's relation field then reports
 * its value once more, as a change of the English column, and Decap works out "unsaved
 * changes" from that column alone: a translation typed before it is shown as saved, and
 * the Publish button goes (a CI run timed out so). An editor sees the names before typing.
 */
export async function listsLoaded(page: Page, scratch: Scratch, collection: string, slugs: string[]): Promise<void> {
  for (const slug of slugs) {
    const { name } = scratch.json<{ name: string }>(`data/${collection}/${slug}.json`);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
}

/** The content mistakes the build would report for the scratch copy. */
export const buildErrors = (scratch: Scratch) => contentErrors(scratch.root);

/**
 * A record's field as a page in `language` reads it: the record file as Gatsby sources it
 * (one node), through the @translated resolver the page's query runs.
 */
export function pageReads(record: Record<string, unknown>, field: string, language: Language): unknown {
  return translatedValue(record, field, language);
}
