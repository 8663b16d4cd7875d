#!/usr/bin/env node
/**
 * What a visitor on a mid-range phone gets (scripts/visitor-load.mjs says how each figure is
 * measured), for our site, other builds of it and the bare gatsby-starter-default (the
 * peer), in turns. It measures the URLs it is given and starts no server: serve every
 * build the same way, with compression (docs/performance.md). `npm run bench -- --peer`
 * takes the same figures beside Lighthouse, in its own rounds.
 *
 *   node scripts/bench-visitor.mjs --ours http://127.0.0.1:9200 [--baseline http://127.0.0.1:9201]
 *     [--sites before=http://127.0.0.1:9202,...] [--peer http://127.0.0.1:9300]
 *     [--routes /,/parts/] [--peer-routes /,/page-2/] [--runs 7] [--no-menu]
 *
 * Each round visits every (site, route) once, every other round in reverse order (ABBA).
 * Prints per route the median and the spread (min-max); with more than one build of ours, each
 * further build's differences from the first, round by round (paired in visitor-load.mjs).
 * Writes reports/visitor-bench.json and reports/visitor-bench.md (reports/ is not committed).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  PROFILE,
  PROFILE_TEXT,
  VISITOR_TABLE_HEAD,
  launchVisitorBrowser,
  measureVisit,
  summary,
  visitorRow,
  paired,
  pairedRow,
  PAIRED_TABLE_HEAD,
} from "./visitor-load.mjs";
import { commandLine } from "./bench/options.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { option, flag } = commandLine();
const list = (value) => value.split(",").filter(Boolean);
const RUNS = Number(option("runs", 7));
const MENU = !flag("no-menu");
const ROUTES = list(option("routes", "/"));
// --sites label=url,...: more builds of our site, measured like --ours (variants with and without a technique).
const extraSites = list(option("sites", "")).map((entry) => {
  const [label, url] = entry.split(/=(.*)/s);
  return { key: label, label, url, routes: ROUTES, menu: MENU };
});
const SITES = [
  { key: "ours", label: "ours", url: option("ours", null), routes: ROUTES, menu: MENU },
  { key: "baseline", label: "baseline", url: option("baseline", null), routes: ROUTES, menu: MENU },
  ...extraSites,
  {
    key: "peer",
    label: "peer",
    url: option("peer", null),
    routes: list(option("peer-routes", "/,/page-2/")),
    menu: false,
  },
].filter((site) => site.url);
if (!SITES.length) throw new Error("nothing to measure: give --ours and/or --peer (URLs)");
const browser = await launchVisitorBrowser();
const peer = SITES.find((site) => site.key === "peer");
const ourSites = SITES.filter((site) => site !== peer);
// Each of our routes, ours then the baseline's, then the peer's routes; reversed every other round.
const pairs = [
  ...(ourSites.length ? ROUTES : []).flatMap((route) => ourSites.map((site) => ({ site, route }))),
  ...(peer ? peer.routes.map((route) => ({ site: peer, route })) : []),
];
const results = {};
try {
  for (let round = 0; round < RUNS; round++) {
    for (const { site, route } of round % 2 ? [...pairs].reverse() : pairs) {
      const run = await measureVisit(browser, site, route);
      ((results[site.key] ??= {})[route] ??= []).push(run);
      console.error(
        `round ${round + 1}/${RUNS} ${site.label} ${route}: lcp ${run.lcp?.toFixed(0)} clear ${run.clear?.toFixed(0)} ` +
          `hydrated ${run.hydrated?.toFixed(0)} menu ${run.menu?.toFixed(0) ?? "-"} tbt ${run.tbt.toFixed(0)} ${run.kb.toFixed(1)} KB` +
          (run.waitedFor
            ? ` | lcp was ${run.lcpElement}; parsed ${run.domInteractive ?? "not yet"}; waited for ${run.waitedFor.map(([what, at]) => `${what} @${at}`).join(", ")}`
            : ""),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
} finally {
  await browser.close();
}

const summaries = {};
for (const [key, routes] of Object.entries(results))
  for (const [route, runs] of Object.entries(routes)) (summaries[key] ??= {})[route] = summary(runs);
const peerHome = peer && summaries.peer[peer.routes[0]];
const lines = [
  `# What a visitor gets: ${RUNS} rounds, ${new Date().toISOString()}`,
  "",
  PROFILE_TEXT,
  "Figures in ms from navigation start, median (min-max); observed TBT = real long tasks at 4x after FCP (not Lighthouse's simulated TBT); KB transferred (1024 B).",
  "",
  ...VISITOR_TABLE_HEAD,
];
for (const route of ourSites.length ? ROUTES : []) {
  for (const site of ourSites) lines.push(visitorRow(`${route} ${site.label}`, summaries[site.key][route]));
  if (peerHome) lines.push(visitorRow(`${route} peer home ${peer.routes[0]} (same rounds)`, peerHome));
}
if (peer) for (const route of peer.routes) lines.push(visitorRow(`peer ${route}`, summaries.peer[route]));
// Each further build of ours against the first, round by round (the rounds run both back to back).
const [base, ...variants] = ourSites;
if (variants.length) {
  lines.push(
    "",
    `Paired with ${base.label}, round by round: median of (build - ${base.label}) in ms, and in how many rounds the build was lower.`,
    "",
    ...PAIRED_TABLE_HEAD,
  );
  for (const route of ROUTES)
    for (const site of variants)
      lines.push(pairedRow(`${route} ${site.label}`, paired(results[base.key][route], results[site.key][route])));
}
const markdown = `${lines.join("\n")}\n`;
console.log(markdown);
fs.mkdirSync(path.join(ROOT, "reports"), { recursive: true });
const sites = Object.fromEntries(SITES.map((site) => [site.key, { url: site.url, routes: site.routes }]));
fs.writeFileSync(
  path.join(ROOT, "reports", "visitor-bench.json"),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, profile: PROFILE, sites, summaries, results }, null, 2),
);
fs.writeFileSync(path.join(ROOT, "reports", "visitor-bench.md"), markdown);
console.error("wrote reports/visitor-bench.json and reports/visitor-bench.md");
