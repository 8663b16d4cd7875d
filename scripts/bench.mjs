#!/usr/bin/env node
/**
 * npm run bench: a benchmark, not a test. Builds the site (unless --skip-build),
 * serves public/ on loopback (behind nginx with the production configuration when nginx
 * is installed, see productionHost), runs Lighthouse (mobile, default throttling) several
 * times per canonical route in Debian's Chromium, and reports the median scores,
 * Core Web Vitals and transfer sizes by type against budgets.json.
 *
 *   npm run bench -- --runs 3 --skip-build --only /,/parts/ [--server nginx|gatsby]
 *   npm run bench -- --skip-build --only / --runs 8 --baseline ../base
 *   npm run bench -- --skip-build --only /,/parts/ --runs 5 --peer /work/peer [--peer-routes /,/page-2/]
 *
 * With --peer, every Lighthouse run is followed by one load of the same page as a visitor on a
 * phone gets it (scripts/visitor-load.mjs: when the page is clear and its menu answers, against
 * the peer's hydration), so both kinds of figures come from the same rounds.
 *
 * Writes reports/bench.json and reports/bench.md, and each route's last Lighthouse report
 * as reports/lighthouse/<route>.json (reports/ is not committed).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import {
  PROFILE_TEXT,
  VISITOR_TABLE_HEAD,
  launchVisitorBrowser,
  measureVisit,
  summary,
  visitorRow,
} from "./visitor-load.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, "scripts", "chromium-flags.json"), "utf8"));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const RUNS = Number(option("runs", 3));
const SKIP_BUILD = args.includes("--skip-build");
const ONLY = option("only", "").split(",").filter(Boolean);
/** "nginx", "gatsby" (gatsby serve), or "auto": nginx where it is installed. */
const SERVER = option("server", "auto");
/**
 * Another checkout with its own build in public/ (say `git worktree add ../base main`,
 * then `npm ci && npm run build` there): served the same way, and measured in turns with
 * this one (ABBA order), so a change is judged against the same machine state.
 */
const BASELINE = option("baseline", null);
/**
 * Another site with its own build in public/ (the bare gatsby-starter-default, see README):
 * served by the same host, its routes (the first one its home) measured in the same rounds
 * as each of ours, in turns, so our figures stand next to a plain Gatsby site's.
 */
const PEER = option("peer", null);
const PEER_ROUTES = option("peer-routes", "/,/page-2/").split(",").filter(Boolean);
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, "budgets.json"), "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function freePort() {
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
function productionHost() {
  const installed = fs.existsSync("/usr/sbin/nginx") || spawnSync("sh", ["-c", "command -v nginx"]).status === 0;
  const nginx = SERVER === "nginx" || (SERVER === "auto" && installed);
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

async function waitFor(url, timeoutMs = 60_000) {
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

/** Canonical routes, from the sitemap the build wrote. */
function routes() {
  const files = fs.readdirSync(path.join(ROOT, "public")).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const paths = files.flatMap((file) =>
    [...fs.readFileSync(path.join(ROOT, "public", file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    ),
  );
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return ONLY.length > 0 ? sorted.filter((route) => ONLY.includes(route)) : sorted;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function launchChrome() {
  const port = await freePort();
  const userDataDir = fs.mkdtempSync(path.join(ROOT, ".cache", "bench-chrome-"));
  const chrome = spawn(
    CHROME,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      ...CHROMIUM_FLAGS,
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

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytesByType = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
  );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  );
  // The main thread's long tasks (Lighthouse's long-tasks audit, at its simulated mobile CPU), longest first.
  const longTasksMs = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .map((item) => Math.round(item.duration))
    .sort((a, b) => b - a)
    .slice(0, 6);
  return {
    failing,
    longTasksMs,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    jsKb: (bytesByType.script ?? 0) / 1000,
    cssKb: (bytesByType.stylesheet ?? 0) / 1000,
    htmlKb: (bytesByType.document ?? 0) / 1000,
    imageKb: (bytesByType.image ?? 0) / 1000,
    totalKb: (bytesByType.total ?? 0) / 1000,
  };
}

function verdicts(route, result) {
  const lh = budgets.lighthouse;
  const jsBudget = route === "/" ? budgets.targets.javascriptKb.home : budgets.targets.javascriptKb.other;
  const misses = [];
  if (result.performance < lh.performance) misses.push(`performance ${result.performance} < ${lh.performance}`);
  if (result.accessibility < lh.accessibility) misses.push(`accessibility ${result.accessibility}`);
  if (result.bestPractices < lh.bestPractices) misses.push(`best practices ${result.bestPractices}`);
  if (result.seo < lh.seo) misses.push(`SEO ${result.seo}`);
  if (result.lcpMs > lh.lcpMs) misses.push(`LCP ${result.lcpMs} ms`);
  if (result.tbtMs > lh.tbtMs) misses.push(`TBT ${result.tbtMs} ms`);
  if (result.cls > lh.cls) misses.push(`CLS ${result.cls}`);
  if (result.jsKb > jsBudget) misses.push(`JS ${result.jsKb.toFixed(1)} KB > ${jsBudget}`);
  if (result.htmlKb > budgets.targets.htmlKb)
    misses.push(`HTML ${result.htmlKb.toFixed(1)} KB > ${budgets.targets.htmlKb}`);
  if (route === "/" && result.totalKb > budgets.targets.homeTotalKb)
    misses.push(`total ${result.totalKb.toFixed(0)} KB`);
  if (result.failingAudits.length > 0) misses.push(`audits: ${result.failingAudits.join(", ")}`);
  return misses;
}

function markdown(rows) {
  const header =
    "| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | CSS KB | HTML KB | img KB | total KB | misses |\n" +
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
  return (
    header +
    rows
      .map(
        ({ route, result, misses }) =>
          `| ${route} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${result.lcpMs} | ${result.tbtMs} | ${result.cls} | ${result.jsKb.toFixed(1)} | ${result.cssKb.toFixed(1)} | ${result.htmlKb.toFixed(1)} | ${result.imageKb.toFixed(0)} | ${result.totalKb.toFixed(0)} | ${misses.join("; ") || "none"} |`,
      )
      .join("\n")
  );
}

/** One console line of a route's medians. */
function summaryLine(label, result) {
  return `${label.padEnd(48)} perf ${String(result.performance).padStart(3)}  LCP ${String(result.lcpMs).padStart(5)} ms  TBT ${String(result.tbtMs).padStart(4)} ms  CLS ${result.cls}  JS ${result.jsKb.toFixed(1)} KB  HTML ${result.htmlKb.toFixed(1)} KB  long tasks ${result.longTasksMs?.join("/") || "none"} ms`;
}

/** The median of each numeric figure over runs, and every audit that failed in any run. */
function medians(runs) {
  const numeric = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === "number");
  const result = Object.fromEntries(numeric.map((key) => [key, median(runs.map((r) => r[key]))]));
  result.failingAudits = [...new Set(runs.flatMap((r) => r.failing))];
  // The long tasks of the run whose TBT is the median one.
  result.longTasksMs = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)].longTasksMs;
  return result;
}

/** The figures the comparison tables show: label, key of a result, decimals. */
const FIGURES = [
  ["perf", "performance", 0],
  ["LCP ms", "lcpMs", 0],
  ["TBT ms", "tbtMs", 0],
  ["JS KB", "jsKb", 1],
  ["HTML KB", "htmlKb", 1],
  ["total KB", "totalKb", 0],
];

function comparison(rows) {
  const figures = FIGURES;
  const cell = (now, before, digits) =>
    `${now.toFixed(digits)} (${now - before >= 0 ? "+" : ""}${(now - before).toFixed(digits)})`;
  return [
    `| route | ${figures.map(([label]) => `${label} now (vs baseline)`).join(" | ")} |`,
    `| --- | ${figures.map(() => "---").join(" | ")} |`,
    ...rows.map(
      ({ route, result, baseline }) =>
        `| ${route} | ${figures.map(([, key, digits]) => cell(result[key], baseline[key], digits)).join(" | ")} |`,
    ),
  ].join("\n");
}

/**
 * The peer has neither scripts/serve-nginx.sh nor the files our build generates for nginx:
 * behind nginx it is served from a temporary folder laid out like our checkout (our script
 * and site.conf, the peer's public/, our generated headers less the CSP, whose hashes
 * allow our inline scripts only and would block the peer's). gatsby serve runs in the peer.
 */
function peerCheckout(peer, host) {
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
  fs.writeFileSync(path.join(generated, "csp-map.conf"), "# The peer is served without a CSP.\n");
  fs.writeFileSync(path.join(generated, "preload.conf"), "# The peer's HTML names its scripts as Gatsby writes it.\n");
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Each of our routes next to the peer's home (its first route) from the same rounds, then each peer route. */
function peerTables(against, peerRoutes) {
  // Without HTML bytes: the starter's one-screen pages are no measure for ours.
  const figures = FIGURES.filter(([, key]) => key !== "htmlKb");
  const labels = figures.map(([label]) => label).join(" | ");
  const rule = figures.map(() => "---").join(" | ");
  const values = (result) => figures.map(([, key, digits]) => result[key].toFixed(digits));
  return [
    `| our route | ${figures.map(([label]) => `${label}: ours / peer`).join(" | ")} |`,
    `| --- | ${rule} |`,
    ...against.map(({ route, ours, peerHome }) => {
      const theirs = values(peerHome);
      return `| ${route} | ${values(ours)
        .map((value, i) => `${value} / ${theirs[i]}`)
        .join(" | ")} |`;
    }),
    "",
    `| peer route | runs | ${labels} |`,
    `| --- | --- | ${rule} |`,
    ...peerRoutes.map(({ route, runs, result }) => `| ${route} | ${runs} | ${values(result).join(" | ")} |`),
  ].join("\n");
}

/** Serves a checkout's public/ on a free loopback port with `host`; resolves once it answers. */
async function startServer(checkout, host, label = path.relative(ROOT, path.join(checkout, "public")) || "public") {
  const port = await freePort();
  const server = spawn(host.command, [...host.args, ...(host.portArgs ? ["-p", String(port)] : [])], {
    cwd: checkout,
    env: { ...env, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`Serving ${label}/ with ${host.name} at ${base}`);
  const stop = () => process.kill(-server.pid);
  // Detached (its own process group, so stop() also ends nginx's workers): stop it on failure too.
  await waitFor(`${base}/`).catch((error) => {
    stop();
    throw error;
  });
  return { base, stop };
}

async function main() {
  if (!SKIP_BUILD) {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (BASELINE && !fs.existsSync(path.join(path.resolve(BASELINE), "public", "index.html"))) {
    console.error(`--baseline ${BASELINE}: no build there (public/index.html); run npm run build in it first`);
    process.exit(1);
  }
  if (PEER && !fs.existsSync(path.join(path.resolve(PEER), "public", "index.html"))) {
    console.error(`--peer ${PEER}: no build there (public/index.html); build it as the README says`);
    process.exit(1);
  }
  const host = productionHost();
  const current = await startServer(ROOT, host);
  const baseline = BASELINE
    ? await startServer(path.resolve(BASELINE), host).catch((error) => {
        current.stop();
        throw error;
      })
    : null;
  const peerDir = PEER ? peerCheckout(path.resolve(PEER), host) : null;
  const peer = peerDir
    ? await startServer(peerDir.dir, host, path.join(path.resolve(PEER), "public")).catch((error) => {
        current.stop();
        baseline?.stop();
        peerDir.remove();
        throw error;
      })
    : null;
  const chrome = await launchChrome();
  const visitor = peer ? await launchVisitorBrowser() : null;
  const visits = new Map();
  const visit = async (server, route, key) => {
    if (!visitor) return;
    const run = await measureVisit(visitor, { url: server.base, menu: server !== peer }, route);
    visits.set(key, [...(visits.get(key) ?? []), run]);
  };
  const measure = async (server, route) =>
    (
      await lighthouse(`${server.base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      })
    ).lhr;
  const rows = [];
  const peerRuns = Object.fromEntries(PEER_ROUTES.map((route) => [route, []]));
  const against = [];
  try {
    for (const route of routes()) {
      const runs = [];
      const baselineRuns = [];
      const peerHomeRuns = [];
      let lastReport;
      let lastBaselineReport;
      for (let run = 0; run < RUNS; run++) {
        // With a baseline or a peer, every other round goes in reverse: neither side always goes first.
        const visits = [[current, route], [baseline, route], ...PEER_ROUTES.map((peerRoute) => [peer, peerRoute])];
        const round = visits.filter(([server]) => server);
        for (const [server, visited] of run % 2 === 1 ? round.reverse() : round) {
          const lhr = await measure(server, visited);
          const who = server === current ? "ours" : server === baseline ? "baseline" : "peer";
          await visit(server, visited, who === "peer" ? `peer ${visited}` : `${route} ${who}`);
          if (server === current) {
            runs.push(summarise(lhr));
            lastReport = lhr;
          } else if (server === baseline) {
            baselineRuns.push(summarise(lhr));
            lastBaselineReport = lhr;
          } else {
            peerRuns[visited].push(summarise(lhr));
            if (visited === PEER_ROUTES[0]) peerHomeRuns.push(peerRuns[visited].at(-1));
          }
        }
      }
      // The last run's full report, for the reasons behind a number (LCP element, long tasks...).
      fs.mkdirSync(path.join(ROOT, "reports", "lighthouse"), { recursive: true });
      const reportName = route.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home";
      fs.writeFileSync(path.join(ROOT, "reports", "lighthouse", `${reportName}.json`), JSON.stringify(lastReport));
      if (lastBaselineReport) {
        fs.writeFileSync(
          path.join(ROOT, "reports", "lighthouse", `${reportName}.baseline.json`),
          JSON.stringify(lastBaselineReport),
        );
      }
      const result = medians(runs);
      const misses = verdicts(route, result);
      const baselineResult = baseline ? medians(baselineRuns) : undefined;
      rows.push({ route, runs: RUNS, result, misses, ...(baselineResult ? { baseline: baselineResult } : {}) });
      console.log(
        `${summaryLine(route, result)}  ${misses.length ? `misses: ${misses.join("; ")}` : "within budgets"}`,
      );
      if (baselineResult) console.log(summaryLine("  baseline", baselineResult));
      if (peer) {
        against.push({ route, ours: result, peerHome: medians(peerHomeRuns) });
        console.log(summaryLine(`  peer ${PEER_ROUTES[0]}`, against.at(-1).peerHome));
      }
    }
  } finally {
    await chrome.close();
    await visitor?.close();
    current.stop();
    baseline?.stop();
    peer?.stop();
    peerDir?.remove();
  }
  const peerRoutes = PEER_ROUTES.filter((route) => peerRuns[route].length > 0).map((route) => ({
    route,
    runs: peerRuns[route].length,
    result: medians(peerRuns[route]),
  }));
  for (const { route, result } of peerRoutes) console.log(summaryLine(`peer ${route}`, result));
  const visitorTable = [
    ...VISITOR_TABLE_HEAD,
    ...[...visits].map(([key, runs]) => visitorRow(key, summary(runs))),
  ].join("\n");
  if (visitor) console.log(`\nWhat a visitor gets (${PROFILE_TEXT}):\n${visitorTable}`);
  const dir = path.join(ROOT, "reports");
  fs.mkdirSync(dir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    runsPerRoute: RUNS,
    chrome: CHROME,
    server: host.name,
    ...(BASELINE ? { baseline: path.resolve(BASELINE) } : {}),
    budgets,
    routes: rows,
    ...(PEER ? { peer: { dir: path.resolve(PEER), routes: peerRoutes, against } } : {}),
    ...(visitor
      ? { visitor: Object.fromEntries([...visits].map(([key, runs]) => [key, { summary: summary(runs), runs }])) }
      : {}),
  };
  fs.writeFileSync(path.join(dir, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(
    path.join(dir, "bench.md"),
    `# Benchmark ${report.date}\n\nMedian of ${RUNS} Lighthouse runs per route (mobile, simulated throttling), Debian Chromium, ${host.name} on loopback. Sizes are Lighthouse transfer sizes.\n\n${markdown(rows)}\n${BASELINE ? `\n## Against the baseline ${path.resolve(BASELINE)}\n\nMeasured in turns with this build (ABBA).\n\n${comparison(rows)}\n` : ""}${PEER ? `\n## Against gatsby-starter-default\n\nThe peer build ${path.resolve(PEER)}, served by the same host; in every round each of our routes and the peer's routes (${PEER_ROUTES.join(", ")}) were measured in turns, every other round in reverse. Medians; "peer" is the peer's ${PEER_ROUTES[0]} in the same rounds as our route.\n\n${peerTables(against, peerRoutes)}\n\n## What a visitor gets\n\nOne load after each Lighthouse run, in the same rounds (scripts/visitor-load.mjs): ${PROFILE_TEXT} Times in ms from navigation start, median (min-max); "clear" is the loading overlay gone, "menu" the first moment a tap on the menu toggle opens the menu, "hydrated" the first link's fiber (the peer's header hydrated).\n\n${visitorTable}\n` : ""}`,
  );
  console.log(`\nWrote reports/bench.json and reports/bench.md (${rows.length} routes).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
