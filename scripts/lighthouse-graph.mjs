#!/usr/bin/env node
/**
 * What Lighthouse's simulated FCP and LCP count on one page: a diagnostic, not a test.
 *
 *   node scripts/lighthouse-graph.mjs --url http://127.0.0.1:8080/ [--https] [--rows]
 *
 * Lighthouse's mobile score does not load the page on a slow network: it loads it at full
 * speed, then simulates the slow network and the 4x CPU over a graph of that load's requests
 * and main-thread tasks (Lantern). The fast load decides what is in the graph: a request
 * counts for a paint if it had finished before that paint in the fast load, a script only if
 * it had also started running before it. Each metric is the mean of an optimistic graph and
 * a pessimistic one (for the LCP, the pessimistic one also holds the low-priority images).
 * This prints the fast load's paints and when the scripts fetched at high priority (the
 * start-up scripts, while the Link header preloads them) ran and how long their tasks took,
 * then each graph's simulated time, requests and bytes (with --rows, every node's simulated
 * start and end, and what each main-thread task did).
 *
 * It reads Lighthouse's computed artifacts (lighthouse/core/computed/metrics/lantern-*.js),
 * which are not a public API: after a Lighthouse upgrade, check that it still runs.
 * Serve the build first (npm run serve:nginx; with TLS_DIR set for --https, see
 * scripts/serve-nginx.sh). docs/performance.md, "What Lighthouse's score counts", reads its output.
 */
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { launchChrome, trustSelfSignedCertificates } from "./bench/hosts.mjs";
import { commandLine } from "./bench/options.mjs";

const { option, flag } = commandLine();
const URL_TO_MEASURE = option("url", null);
if (!URL_TO_MEASURE) {
  console.error("Usage: node scripts/lighthouse-graph.mjs --url <page> [--https] [--rows]");
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (microseconds = 0) => `${(microseconds / 1000).toFixed(1)} ms`;
/** What a main-thread task did: its child events of 1 ms or more, and the scripts it evaluated. */
const described = (node) => {
  const parts = new Map();
  for (const event of node.childEvents) {
    const url = event.name === "EvaluateScript" ? ` ${short(event.args?.data?.url) || "(inline)"}` : "";
    if (!url && (event.dur ?? 0) < 1000) continue;
    const key = `${event.name}${url}`;
    parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...parts].map(([key, duration]) => `${key} ${ms(duration)}`).join("; ");
};
const origin = new URL(URL_TO_MEASURE).origin;
const short = (url = "") => url.replace(origin, "").slice(0, 70);

const chrome = await launchChrome(flag("https") ? trustSelfSignedCertificates() : []);
try {
  const { lhr, artifacts } = await lighthouse(URL_TO_MEASURE, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `Lighthouse ${Math.round(lhr.categories.performance.score * 100)}: simulated FCP ${audit("first-contentful-paint")} ms, LCP ${audit("largest-contentful-paint")} ms, TBT ${audit("total-blocking-time")} ms`,
  );

  const events = artifacts.Trace.traceEvents;
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
  const at = (event) => Math.round((event.ts - start) / 1000);
  const candidates = events
    .filter((e) => e.name === "largestContentfulPaint::Candidate")
    .map((e) => `${at(e)} ms (${e.args?.data?.type})`);
  // The scripts Lantern may count as blocking the first paint: those fetched at high
  // priority (the start-up scripts, while the Link header preloads them).
  const highPriorityScripts = new Set(
    lhr.audits["network-requests"].details.items
      .filter((request) => request.resourceType === "Script" && ["High", "VeryHigh"].includes(request.priority))
      .map((request) => request.url),
  );
  // With its task's length: Lantern drops tasks under 10 ms from its graph, and a script whose
  // evaluation it cannot see counts in the FCP whenever it had downloaded before the paint.
  const taskOf = (event) =>
    events.find(
      (t) => t.name === "RunTask" && t.tid === event.tid && t.ts <= event.ts && t.ts + t.dur >= event.ts + event.dur,
    );
  const scripts = events
    .filter((e) => e.name === "EvaluateScript" && e.ts > start && highPriorityScripts.has(e.args?.data?.url))
    .map((e) => `${short(e.args.data.url).replace(/-[0-9a-f]+\.js$/, "")} ${at(e)} ms (task ${ms(taskOf(e)?.dur)})`);
  const metrics = lhr.audits.metrics.details.items[0];
  console.log(
    `The fast load: first paint ${metrics.observedFirstContentfulPaint} ms; largest paint candidates ${candidates.join(", ")}; high-priority scripts ran at ${scripts.join(", ") || "(none)"}`,
  );

  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  for (const [name, metric] of [
    ["FCP", LanternFirstContentfulPaint],
    ["LCP", LanternLargestContentfulPaint],
  ]) {
    const result = await metric.request(data, context);
    for (const kind of ["optimistic", "pessimistic"]) {
      const estimate = result[`${kind}Estimate`];
      const nodes = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
      const requests = nodes.filter(([node]) => node.type === "network");
      const bytes = requests.reduce((sum, [node]) => sum + node.request.transferSize, 0);
      console.log(
        `${name}, ${kind} graph: ${Math.round(estimate.timeInMs)} ms; ${requests.length} requests, ${kb(bytes)}; ${nodes.length - requests.length} main-thread tasks`,
      );
      if (!flag("rows")) continue;
      for (const [node, timing] of nodes) {
        const what =
          node.type === "network"
            ? `${kb(node.request.transferSize)} ${node.request.priority} ${short(node.request.url)}`
            : `task, ${ms(node.duration)} in the fast load at ${Math.round((node.startTime - start) / 1000)} ms: ${described(node)}`;
        console.log(`  ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms  ${what}`);
      }
    }
    console.log(`${name} = ${Math.round(result.timing)} ms`);
  }
} finally {
  await chrome.close();
}
