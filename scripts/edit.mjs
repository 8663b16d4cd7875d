#!/usr/bin/env node
/**
 * npm run edit: the site (gatsby develop, http://localhost:8000/) and its content editor
 * (http://localhost:8000/admin/) editing this checkout's files, with no network: Decap's
 * decap-server writes data/ and content/ here (port 8081, or DECAP_SERVER_PORT; the
 * editor then needs /admin/?decap-server=<port>). Gatsby sees the changed files and
 * updates the open page. Stop both with Ctrl+C. Commit the changes with git as usual.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = process.env.DECAP_SERVER_PORT ?? "8081";
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: port, MODE: "fs", GIT_REPO_DIRECTORY: root },
  }),
  spawn(path.join(root, "node_modules/.bin/gatsby"), ["develop", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
