/**
 * The Observatory's Content-Security-Policy analysis (src/analyzer/cspParser.js and
 * src/analyzer/tests/csp.js at the commit named in observatory.ts): the header's parser and the test.
 */
import { firstHeader, headerValues, type ObservatoryInput } from "./observatory-input";

// ---------------------------------------------------------------- CSP parser (cspParser.js)

export type Csp = Map<string, Set<string>>;
const DUPLICATE_WARNINGS_KEY = "_observatory_duplicate_key_warnings";
const SHORTEST_DIRECTIVE_LENGTH = "img-src".length - 1;
const ALLOWED_DUPLICATE_KEYS = new Set(["report-uri", "report-to"]);
const compareString = new Intl.Collator("en").compare;

interface Source {
  source: string;
  index: number;
  keep: boolean;
}

/** Whether path A covers path B (cspParser.js pathPartMatch). */
function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === "/" && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith("/");
  const listA = pathA.split("/");
  const listB = pathB.split("/");
  if (listA.length > listB.length) return false;
  if (exactMatch && listA.length !== listB.length) return false;
  if (!exactMatch) listA.pop();
  return listA.every((a, i) => listB[i] !== undefined && decodeURIComponent(a) === decodeURIComponent(listB[i]));
}

/**
 * Parses a list of policies into one map of directive -> sources (lowercased); with several
 * policies, a source is kept only if the policies share it. Throws on an empty or too short
 * policy and on a repeated directive other than report-uri / report-to (those are recorded
 * under DUPLICATE_WARNINGS_KEY).
 */
export function parseCsp(cspList: readonly string[]): Csp {
  const cleanCspList = cspList.map((csp) => csp.replace(/[\r\n]/g, "").trim());
  if (cleanCspList.length === 0) return new Map();
  for (const csp of cleanCspList) {
    if (!csp || csp.length < SHORTEST_DIRECTIVE_LENGTH) throw new Error(`Invalid policy: ${csp}`);
  }
  const csp = new Map<string, Source[]>();
  const duplicateWarnings = new Set<string>();
  cleanCspList.forEach((policy, policyIndex) => {
    const seen = new Set<string>();
    for (const [directiveEntry, ...valueEntries] of policy.split(";").map((entry) => entry.trim().split(/\s+/))) {
      if (!directiveEntry) continue;
      const directive = directiveEntry.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATE_KEYS.has(directive)) throw new Error(`Duplicate directive ${directive}`);
        duplicateWarnings.add(directive);
      } else {
        seen.add(directive);
      }
      const keep = policyIndex === 0;
      const values: Source[] = valueEntries.map((raw) => ({
        source: raw.trim().toLocaleLowerCase(),
        index: policyIndex,
        keep,
      }));
      // A source list with no values is 'none'.
      if (values.length === 0 && directive.endsWith("-src")) {
        values.push({ source: "'none'", index: policyIndex, keep });
      }
      const combined = policyIndex === 0 ? values : [...(csp.get(directive) ?? []), ...values];
      combined.sort((a, b) => compareString(a.source, b.source));
      for (let i = 1; i < combined.length; i++) {
        const [prev, source] = [combined[i - 1], combined[i]];
        // Within a policy, https://a.com/foo is superfluous beside https://a.com.
        if (source.index === prev.index && source.source.startsWith(prev.source)) source.keep = false;
        // Across policies, a source counts only if both policies allow it.
        if (source.index !== prev.index && pathPartMatch(prev.source, source.source)) source.keep = true;
      }
      const kept = combined.filter((source) => source.keep);
      csp.set(directive, kept);
      if (policyIndex === 0 && cspList.length > 1) for (const source of csp.get(directive) ?? []) source.keep = false;
    }
  });
  const finalCsp: Csp = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length > 0 ? sources.map((s) => s.source) : ["'none'"]),
    ]),
  );
  if (duplicateWarnings.size > 0) finalCsp.set(DUPLICATE_WARNINGS_KEY, duplicateWarnings);
  return finalCsp;
}

// ---------------------------------------------------------------- the tests (src/analyzer/tests/)

const DANGEROUSLY_BROAD = ["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"];
const DANGEROUSLY_BROAD_AND_UNSAFE_INLINE = [...DANGEROUSLY_BROAD, "'unsafe-inline'", "data:"];
const PASSIVE_DIRECTIVES = ["img-src", "media-src"];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) =>
  [...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
const hasAny = (sources: Set<string>, list: readonly string[]) => [...sources].some((s) => list.includes(s));
const isInsecureScheme = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

/** csp.js contentSecurityPolicyTest, for header policies: the result and the parsed policy. */
export function contentSecurityPolicyTest(input: ObservatoryInput): { result: string; data: Csp | null } {
  const policies = headerValues(input.headers, "content-security-policy").flatMap((value) =>
    value.split(",").map((policy) => policy.trim()),
  );
  let csp: Csp;
  try {
    csp = parseCsp(policies);
  } catch {
    return { result: "csp-header-invalid", data: null };
  }
  if (csp.size === 0) {
    const reporting = Boolean(firstHeader(input.headers, "content-security-policy-report-only"));
    return { result: reporting ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented", data: null };
  }
  let result: string | null = null;
  const fallback = (directive: string) => csp.get(directive) ?? csp.get("default-src") ?? new Set(["*"]);
  const objectSrc = fallback("object-src");
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");

  // 'unsafe-inline' is ignored beside a nonce or a hash.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  // 'strict-dynamic' needs a nonce or a hash, and then disregards 'self', 'unsafe-inline' and URLs.
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc) {
      if (DANGEROUSLY_BROAD.some((s) => source.startsWith(s)) || source === "'self'" || source === "'unsafe-inline'") {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = "csp-header-invalid";
  }
  const activeSources = [
    ...[...csp].filter(([d]) => !PASSIVE_DIRECTIVES.includes(d) && d !== "script-src").flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);

  // The first failing check, in this order, is the result.
  if (hasAny(scriptSrc, DANGEROUSLY_BROAD_AND_UNSAFE_INLINE) || hasAny(objectSrc, DANGEROUSLY_BROAD)) {
    result ??= "csp-implemented-with-unsafe-inline";
  }
  if (input.https && activeSources.some(isInsecureScheme)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (input.https && passiveSources.some(isInsecureScheme)) {
    result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  }
  if (hasAny(styleSrc, DANGEROUSLY_BROAD_AND_UNSAFE_INLINE)) {
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  }
  const defaultSrc = csp.get("default-src");
  result ??=
    defaultSrc?.has("'none'") && defaultSrc.size === 1
      ? "csp-implemented-with-no-unsafe-default-src-none"
      : "csp-implemented-with-no-unsafe";
  // (base-uri, form-action and frame-ancestors only set flags of the report: they do not change the result.)
  const passing = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ];
  if (passing.includes(result) && csp.has(DUPLICATE_WARNINGS_KEY)) result = "csp-implemented-but-duplicate-directives";
  csp.delete(DUPLICATE_WARNINGS_KEY);
  return { result, data: csp };
}
