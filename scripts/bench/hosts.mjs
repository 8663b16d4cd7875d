// The hosts of npm run bench (scripts/bench.mjs): loopback servers for a checkout's public/
// (nginx with the production configuration, or gatsby serve), the peer's stand-in checkout,
// and a headless Chromium for Lighthouse.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The Chromium that runs Lighthouse: Debian's full browser (apt-get install chromium), or CHROME_PATH. */
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, "scripts", "chromium-flags.json"), "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production host where Debian's nginx is installed: npm run serve:nginx, with the
 * production configuration (the build's brotli copies, caching and security headers).
 * Elsewhere gatsby serve, which compresses on the fly with gzip: its HTML and script
 * sizes are then larger than a visitor receives.
 */
export function productionHost(server = "auto") {
  const installed = fs.existsSync("/usr/sbin/nginx") || spawnSync("sh", ["-c", "command -v nginx"]).status === 0;
  const nginx = server === "nginx" || (server === "auto" && installed);
  return nginx
    ? {
        name: "nginx (deploy/nginx/site.conf)",
        command: "bash",
        args: ["scripts/serve-nginx.sh"],
        portArgs: false,
        nginx: true,
      }
    : { name: "gatsby serve", command: "npx", args: ["gatsby", "serve", "-H", "127.0.0.1"], portArgs: true };
}

export async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * For --https: a self-signed certificate for 127.0.0.1 in a temporary folder (Debian's openssl),
 * as scripts/serve-nginx.sh takes it (TLS_DIR); see trustSelfSignedCertificates.
 */
export function loopbackCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const made = spawnSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=127.0.0.1",
    "-keyout",
    path.join(dir, "key.pem"),
    "-out",
    path.join(dir, "cert.pem"),
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Loopback servers with a self-signed certificate: this process accepts it for its own checks
 * that a server answers; the returned flags make the browsers accept it too.
 */
export function trustSelfSignedCertificates() {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return ["--ignore-certificate-errors"];
}

export async function launchChrome(extraFlags = []) {
  const port = await freePort();
  const userDataDir = fs.mkdtempSync(path.join(ROOT, ".cache", "bench-chrome-"));
  const chrome = spawn(
    CHROME,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      ...CHROMIUM_FLAGS,
      ...extraFlags,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chrome.once("exit", resolve));
      chrome.kill();
      await exited;
      // Chromium's helpers may still be writing its cache as it exits: a leftover folder is no failure.
      try {
        fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(`Could not remove ${path.relative(ROOT, userDataDir)}: ${error.code}`);
      }
    },
  };
}

/**
 * The peer has neither scripts/serve-nginx.sh nor the files our build generates for nginx:
 * behind nginx it is served from a temporary folder laid out like our checkout (our script
 * and site.conf, the peer's public/, our generated headers less the CSP, whose hashes
 * allow our inline scripts only and would block the peer's). gatsby serve runs in the peer.
 */
export function peerCheckout(peer, host) {
  if (!host.nginx) return { dir: peer, remove: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-peer-"));
  const generated = path.join(dir, "deploy", "nginx", "generated");
  fs.mkdirSync(path.join(dir, "scripts"));
  fs.mkdirSync(generated, { recursive: true });
  fs.symlinkSync(path.join(ROOT, "scripts", "serve-nginx.sh"), path.join(dir, "scripts", "serve-nginx.sh"));
  fs.symlinkSync(path.join(ROOT, "deploy", "nginx", "site.conf"), path.join(dir, "deploy", "nginx", "site.conf"));
  fs.symlinkSync(path.join(peer, "public"), path.join(dir, "public"));
  const headers = fs.readFileSync(path.join(ROOT, "deploy", "nginx", "generated", "headers.conf"), "utf8");
  const withoutCsp = headers.split("\n").filter((line) => !line.includes("Content-Security-Policy"));
  fs.writeFileSync(path.join(generated, "headers.conf"), withoutCsp.join("\n"));
  fs.writeFileSync(path.join(generated, "page-maps.conf"), "# The peer is served without a CSP.\n");
  fs.writeFileSync(path.join(generated, "preload.conf"), "# The peer's HTML names its scripts as Gatsby writes it.\n");
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Serves a checkout's public/ on a free loopback port with `host`; resolves once it answers.
 * `label` names what is served in the log; `tlsDir` (loopbackCertificate) serves it over HTTPS.
 */
export async function startServer(
  checkout,
  host,
  { label = path.relative(ROOT, path.join(checkout, "public")) || "public", tlsDir = null } = {},
) {
  const port = await freePort();
  const server = spawn(host.command, [...host.args, ...(host.portArgs ? ["-p", String(port)] : [])], {
    cwd: checkout,
    env: { ...env, PORT: String(port), ...(tlsDir ? { TLS_DIR: tlsDir } : {}) },
    stdio: "ignore",
    detached: true,
  });
  const base = `${tlsDir ? "https" : "http"}://127.0.0.1:${port}`;
  console.log(`Serving ${label}/ with ${host.name} at ${base}`);
  const stop = () => process.kill(-server.pid);
  // Detached (its own process group, so stop() also ends nginx's workers): stop it on failure too.
  await waitFor(`${base}/`).catch((error) => {
    stop();
    throw error;
  });
  return { base, stop };
}
