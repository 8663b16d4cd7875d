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
 *   npm run bench -- --skip-build --https ...   (nginx only: HTTPS with HTTP/2, as production serves it)
 *
 * With --peer, every Lighthouse run is followed by one load of the same page as a visitor on a
 * phone gets it (scripts/visitor-load.mjs: when the page is clear and its menu answers, against
 * the peer's hydration), so both kinds of figures come from the same rounds.
 *
 * Writes reports/bench.json and reports/bench.md, and each route's last Lighthouse report
 * as reports/lighthouse/<route>.json (reports/ is not committed).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
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
import {
  CHROME,
  launchChrome,
  loopbackCertificate,
  peerCheckout,
  productionHost,
  startServer,
  trustSelfSignedCertificates,
} from "./bench/hosts.mjs";
import {
  comparison,
  markdown,
  medians,
  peerTables,
  summarise,
  summaryLine,
  verdicts,
} from "./bench/lighthouse-report.mjs";
import { commandLine } from "./bench/options.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { option, flag, list } = commandLine();
const RUNS = Number(option("runs", 3));
const SKIP_BUILD = flag("skip-build");
const ONLY = list("only");
/** "nginx", "gatsby" (gatsby serve), or "auto": nginx where it is installed. */
const SERVER = option("server", "auto");
/**
 * Another checkout with its own build in public/ (say `git worktree add ../base main`,
 * then `npm ci && npm run build` there): served the same way, and measured in turns with
 * this one (ABBA order), so a change is judged against the same machine state.
 */
const BASELINE = option("baseline", null);
/**
 * Another site with its own build in public/ (the bare gatsby-starter-default, see docs/performance.md):
 * served by the same host, its routes (the first one its home) measured in the same rounds
 * as each of ours, in turns, so our figures stand next to a plain Gatsby site's.
 */
const PEER = option("peer", null);
const PEER_ROUTES = list("peer-routes", "/,/page-2/");
/**
 * Every site over HTTPS with HTTP/2 (a self-signed certificate on loopback), as a production
 * host serves the site (its HSTS header requires HTTPS), instead of the default HTTP/1.1.
 * Lighthouse then simulates one connection per origin instead of several, each with its own
 * handshake and slow start. Sittings on one protocol compare with each other only.
 */
const HTTPS = flag("https");
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, "budgets.json"), "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

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
    console.error(`--peer ${PEER}: no build there (public/index.html); build it as docs/performance.md says`);
    process.exit(1);
  }
  if (!fs.existsSync(CHROME)) {
    console.error(`${CHROME}: no Chromium there; Lighthouse needs Debian's (apt-get install chromium) or CHROME_PATH`);
    process.exit(1);
  }
  const host = productionHost(SERVER);
  if (HTTPS && !host.nginx) {
    console.error("--https needs nginx (scripts/serve-nginx.sh); gatsby serve speaks HTTP/1.1 only");
    process.exit(1);
  }
  const tls = HTTPS ? loopbackCertificate() : null;
  const browserFlags = HTTPS ? trustSelfSignedCertificates() : [];
  const current = await startServer(ROOT, host, { tlsDir: tls?.dir });
  const baseline = BASELINE
    ? await startServer(path.resolve(BASELINE), host, { tlsDir: tls?.dir }).catch((error) => {
        current.stop();
        throw error;
      })
    : null;
  const peerDir = PEER ? peerCheckout(path.resolve(PEER), host) : null;
  const peer = peerDir
    ? await startServer(peerDir.dir, host, { label: path.join(path.resolve(PEER), "public"), tlsDir: tls?.dir }).catch(
        (error) => {
          current.stop();
          baseline?.stop();
          peerDir.remove();
          throw error;
        },
      )
    : null;
  const chrome = await launchChrome(browserFlags);
  const visitor = peer ? await launchVisitorBrowser(browserFlags) : null;
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
      const misses = verdicts(route, result, budgets);
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
    tls?.remove();
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
    protocol: HTTPS ? "HTTPS, HTTP/2" : "HTTP/1.1",
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
    `# Benchmark ${report.date}\n\nMedian of ${RUNS} Lighthouse runs per route (mobile, simulated throttling), Debian Chromium, ${host.name} on loopback, ${report.protocol}. Sizes are Lighthouse transfer sizes.\n\n${markdown(rows)}\n${BASELINE ? `\n## Against the baseline ${path.resolve(BASELINE)}\n\nMeasured in turns with this build (ABBA).\n\n${comparison(rows)}\n` : ""}${PEER ? `\n## Against gatsby-starter-default\n\nThe peer build ${path.resolve(PEER)}, served by the same host; in every round each of our routes and the peer's routes (${PEER_ROUTES.join(", ")}) were measured in turns, every other round in reverse. Medians; "peer" is the peer's ${PEER_ROUTES[0]} in the same rounds as our route.\n\n${peerTables(against, peerRoutes)}\n\n## What a visitor gets\n\nOne load after each Lighthouse run, in the same rounds (scripts/visitor-load.mjs): ${PROFILE_TEXT} Times in ms from navigation start, median (min-max); "clear" is the loading overlay gone, "menu" the first moment a tap on the menu toggle opens the menu, "hydrated" the first link's fiber (the peer's header hydrated).\n\n${visitorTable}\n` : ""}`,
  );
  console.log(`\nWrote reports/bench.json and reports/bench.md (${rows.length} routes).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
