// What npm run bench (scripts/bench.mjs) makes of Lighthouse's reports: each run's figures,
// the medians, the misses against budgets.json, and the tables of reports/bench.md.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function summarise(lhr) {
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

export function verdicts(route, result, budgets) {
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

export function markdown(rows) {
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
export function summaryLine(label, result) {
  return `${label.padEnd(48)} perf ${String(result.performance).padStart(3)}  LCP ${String(result.lcpMs).padStart(5)} ms  TBT ${String(result.tbtMs).padStart(4)} ms  CLS ${result.cls}  JS ${result.jsKb.toFixed(1)} KB  HTML ${result.htmlKb.toFixed(1)} KB  long tasks ${result.longTasksMs?.join("/") || "none"} ms`;
}

/** The median of each numeric figure over runs, and every audit that failed in any run. */
export function medians(runs) {
  const numeric = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === "number");
  const result = Object.fromEntries(numeric.map((key) => [key, median(runs.map((r) => r[key]))]));
  result.failingAudits = [...new Set(runs.flatMap((r) => r.failing))];
  // The long tasks of the run whose TBT is the median one.
  result.longTasksMs = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)].longTasksMs;
  return result;
}

/** The figures the comparison tables show: label, key of a result, decimals. */
export const FIGURES = [
  ["perf", "performance", 0],
  ["LCP ms", "lcpMs", 0],
  ["TBT ms", "tbtMs", 0],
  ["JS KB", "jsKb", 1],
  ["HTML KB", "htmlKb", 1],
  ["total KB", "totalKb", 0],
];

export function comparison(rows) {
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

/** Each of our routes next to the peer's home (its first route) from the same rounds, then each peer route. */
export function peerTables(against, peerRoutes) {
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
