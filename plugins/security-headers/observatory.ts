/**
 * The MDN HTTP Observatory's score for one HTML response, computed from its headers.
 *
 * A transcription of the published rules, read at github.com/mdn/mdn-http-observatory,
 * commit 94042bbfbf9f1af722ad9114ada6d271dcb525b9 (2026-08-20, algorithm version 6):
 *
 *   src/scanner/index.js                analyzeScan: start at 100, add every modifier; bonuses count
 *                                       only if the score with the penalties alone is >= 90
 *   src/grader/charts.js                SCORE_TABLE (the modifiers), MINIMUM_SCORE_FOR_EXTRA_CREDIT, GRADE_CHART
 *   src/grader/grader.js                getGradeForScore
 *   src/constants.js                    ALL_TESTS: the twelve tests, in this order
 *   src/types.js                        the result names (Expectation)
 *   src/analyzer/cspParser.js           parseCsp
 *   src/analyzer/utils.js               onlyIfWorse, parseStructuredFieldToken
 *   src/analyzer/tests/*.js             one function per test, transcribed below in the same order
 *
 * What it cannot judge: the page's <meta http-equiv> policies (CSP, Referrer-Policy, CORP: it reads
 * headers only), the HSTS preload list (never preloaded here), the redirect chain beyond "redirects to
 * HTTPS on the same host" or "does not redirect", TLS certificate validity (assumed valid), cookies
 * (none allowed), and CORS, which the Observatory reads from an OPTIONS preflight sent with
 * Origin: https://http-observatory.security.mozilla.org: here the HTML response's headers stand in.
 * For script URLs on other hosts it compares hostnames with `domain` instead of the public suffix
 * list (tldts) that the Observatory uses.
 */

/** A <script> element of the page. */
export interface PageScript {
  src?: string;
  integrity?: string;
  crossorigin?: string;
}

export interface ObservatoryInput {
  /** The response headers of the HTML page. */
  headers: Readonly<Record<string, string>>;
  /** The page is served over HTTPS with a valid certificate. */
  https: true;
  /** http:// redirects to https:// on the same host (true), or serves the page over HTTP (false). */
  redirectsToHttps: boolean;
  /** The page sets no cookies. */
  cookies: readonly [];
  /** The page's <script> elements: inline ones count too. */
  scripts: readonly PageScript[];
  /** The page's registrable domain (example.ae for www.example.ae): scripts from its hosts are same-site. */
  domain?: string;
}

export interface ObservatoryTest {
  /** The Observatory's test name, e.g. "content-security-policy". */
  name: string;
  /** The Observatory's result name, e.g. "csp-implemented-with-no-unsafe-default-src-none". */
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
}

/** src/grader/charts.js SCORE_TABLE: the modifier of every result. */
const SCORE_TABLE: Readonly<Record<string, number>> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "csp-implemented-but-duplicate-directives": 0,
  "cookies-not-found": 0,
  "coep-implemented-with-require-corp": 10,
  "coep-implemented-with-credentialless": 10,
  "coep-implemented-with-unsafe-none": 0,
  "coep-not-implemented": 0,
  "coep-header-invalid": -5,
  "coop-implemented-with-same-origin": 10,
  "coop-implemented-with-same-origin-allow-popups": 10,
  "coop-implemented-with-noopener-allow-popups": 10,
  "coop-implemented-with-unsafe-none": 0,
  "coop-not-implemented": 0,
  "coop-header-invalid": -5,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 5,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

/** src/grader/charts.js MINIMUM_SCORE_FOR_EXTRA_CREDIT. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** src/grader/charts.js GRADE_CHART, from 100 down in steps of 5. */
const GRADES = ["A+", "A", "A", "A-", "B+", "B", "B", "B-", "C+", "C", "C", "C-", "D+", "D", "D", "D-"];

/** The values of a header, whatever the case of its name (utils.js getHttpHeaders). */
const headerValues = (headers: ObservatoryInput["headers"], name: string): string[] =>
  Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .map(([, value]) => value);
const firstHeader = (headers: ObservatoryInput["headers"], name: string): string | null =>
  headerValues(headers, name)[0] ?? null;

// ---------------------------------------------------------------- CSP parser (cspParser.js)

type Csp = Map<string, Set<string>>;
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
function contentSecurityPolicyTest(input: ObservatoryInput): { result: string; data: Csp | null } {
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

/** cookies.js: only the no-cookie case, the one this site has. */
function cookiesTest(input: ObservatoryInput): string {
  if (input.cookies.length > 0 || headerValues(input.headers, "set-cookie").length > 0) {
    throw new Error("observatoryScore cannot judge cookies: the page must set none");
  }
  return "cookies-not-found";
}

/** utils.js parseStructuredFieldToken: the bare item of an RFC 8941 item if it is a token, else null. */
function structuredFieldToken(value: string): string | null {
  const token = String.raw`[A-Za-z*][!#$%&'*+\-.^_\x60|~\w:/]*`;
  const bareItem = String.raw`(?:-?\d{1,15}(?:\.\d{1,3})?|"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*"|${token}|:[A-Za-z0-9+/=]*:|\?[01])`;
  const parameters = String.raw`(?:;\x20*[a-z*][a-z0-9_\-.*]*(?:=${bareItem})?)*`;
  return new RegExp(`^(${token})${parameters}$`).exec(value)?.[1] ?? null;
}

/** cross-origin-embedder-policy.js and cross-origin-opener-policy.js: one header, a known token. */
function policyTokenTest(input: ObservatoryInput, header: string, prefix: string, tokens: readonly string[]): string {
  const values = headerValues(input.headers, header);
  if (values.length > 1) return `${prefix}-header-invalid`;
  if (!values[0]) return `${prefix}-not-implemented`;
  const policy = structuredFieldToken(values[0].slice(0, 1024).trim());
  return policy && tokens.includes(policy) ? `${prefix}-implemented-with-${policy}` : `${prefix}-header-invalid`;
}

/** cors.js: the Observatory's preflight sends this Origin (src/config.js retriever.corsOrigin). */
const CORS_ORIGIN = "https://http-observatory.security.mozilla.org";
function crossOriginResourceSharingTest(input: ObservatoryInput): string {
  const acao = firstHeader(input.headers, "access-control-allow-origin");
  if (!acao) return "cross-origin-resource-sharing-not-implemented";
  if (acao.slice(0, 256).trim().toLowerCase() === "*") {
    return "cross-origin-resource-sharing-implemented-with-public-access";
  }
  const credentials = firstHeader(input.headers, "access-control-allow-credentials");
  return acao === CORS_ORIGIN && credentials?.toLowerCase().trim() === "true"
    ? "cross-origin-resource-sharing-implemented-with-universal-access"
    : "cross-origin-resource-sharing-implemented-with-restricted-access";
}

/** redirection.js, for the two routes the input can describe (a host on the preload list scores the same). */
const redirectionTest = (input: ObservatoryInput) =>
  input.redirectsToHttps ? "redirection-to-https" : "redirection-missing";

/** referrer-policy.js: the last recognised value of the header(s) decides. */
function referrerPolicyTest(input: ObservatoryInput): string {
  const values = headerValues(input.headers, "referrer-policy");
  if (values.length === 0) return "referrer-policy-not-implemented";
  const goodness = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const badness = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const policy = values
    .join(", ")
    .split(",")
    .map((value) => value.toLowerCase().trim())
    .filter((value) => goodness.includes(value) || badness.includes(value))
    .at(-1);
  if (policy && goodness.includes(policy)) return "referrer-policy-private";
  if (policy && badness.includes(policy)) return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

/** strict-transport-security.js: 15768000 s is six months, but the code accepts 15552000 (180 days). */
const SIX_MONTHS = 15_552_000;
function strictTransportSecurityTest(input: ObservatoryInput): string {
  const header = firstHeader(input.headers, "strict-transport-security");
  if (header === null) return "hsts-not-implemented";
  const data = header.slice(0, 1024);
  if (data.includes(",")) return "hsts-header-invalid";
  let maxAge: number | null = null;
  for (const parameter of data.split(";").map((p) => p.trim().toLowerCase())) {
    if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  if (maxAge === null) return "hsts-header-invalid";
  // (NaN, from "max-age=", is not < SIX_MONTHS: the Observatory passes it too.)
  return maxAge < SIX_MONTHS
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

/** subresource-integrity.js: external scripts need https: and integrity; same-site ones may have integrity. */
function subresourceIntegrityTest(input: ObservatoryInput): string {
  const mime = (firstHeader(input.headers, "content-type") ?? "").split(";", 1)[0];
  if (mime && !["text/html", "application/xhtml+xml"].includes(mime)) return "sri-not-implemented-response-not-html";
  if (input.scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  // utils.js onlyIfWorse: a result replaces the current one only if it is later in this list.
  const goodness = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  let result: string | null = null;
  const onlyIfWorse = (next: string) => {
    if (!result || goodness.indexOf(next) > goodness.indexOf(result)) result = next;
  };
  let scriptsOnForeignOrigin = false;
  for (const { src, integrity } of input.scripts) {
    if (!src) continue;
    const relativeProtocol = /^(\/\/)[^/]/.test(src);
    const fullUrl = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !fullUrl;
    const host = fullUrl ? new URL(src).hostname : "";
    const sameSite =
      relativeProtocol ||
      relativeOrigin ||
      (input.domain !== undefined && (host === input.domain || host.endsWith(`.${input.domain}`)));
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (fullUrl && new URL(src).protocol === "https:") || (relativeOrigin && input.https);
    if (!secureOrigin) {
      scriptsOnForeignOrigin = true;
      if (integrity && !secureScheme) onlyIfWorse("sri-implemented-but-external-scripts-not-loaded-securely");
      else if (!integrity && secureScheme) onlyIfWorse("sri-not-implemented-but-external-scripts-loaded-securely");
      else if (!integrity) onlyIfWorse("sri-not-implemented-and-external-scripts-not-loaded-securely");
    } else if (integrity && secureScheme && !result) {
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  return (
    result ??
    (scriptsOnForeignOrigin
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

/** x-content-type-options.js. */
function xContentTypeOptionsTest(input: ObservatoryInput): string {
  const header = firstHeader(input.headers, "x-content-type-options");
  if (!header) return "x-content-type-options-not-implemented";
  return header.slice(0, 256).trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

/** x-frame-options.js: any frame-ancestors directive in a parsed CSP replaces the header. */
function xFrameOptionsTest(input: ObservatoryInput, csp: Csp | null): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const header = firstHeader(input.headers, "x-frame-options");
  if (!header) return "x-frame-options-not-implemented";
  const xfo = header.slice(0, 1024).trim().toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return xfo.startsWith("allow-from") ? "x-frame-options-allow-from-origin" : "x-frame-options-header-invalid";
}

/** cross-origin-resource-policy.js: several headers are joined, so they are invalid. */
function crossOriginResourcePolicyTest(input: ObservatoryInput): string {
  const header = headerValues(input.headers, "cross-origin-resource-policy").join(", ");
  if (!header) return "corp-not-implemented";
  const corp = header.slice(0, 256).trim().toLowerCase();
  return ["same-site", "same-origin", "cross-origin"].includes(corp)
    ? `corp-implemented-with-${corp}`
    : "corp-header-invalid";
}

/**
 * The Observatory's score, grade and test results for an HTML response (scanner/index.js analyzeScan):
 * 100 plus every test's modifier, but if the score with the penalties alone is below 90, the
 * bonuses are dropped; the grade is that of the score rounded down to a multiple of 5, capped at 100.
 */
export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const csp = contentSecurityPolicyTest(input);
  const results: [string, string][] = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(input)],
    [
      "cross-origin-embedder-policy",
      policyTokenTest(input, "cross-origin-embedder-policy", "coep", ["require-corp", "credentialless", "unsafe-none"]),
    ],
    [
      "cross-origin-opener-policy",
      policyTokenTest(input, "cross-origin-opener-policy", "coop", [
        "same-origin",
        "same-origin-allow-popups",
        "noopener-allow-popups",
        "unsafe-none",
      ]),
    ],
    ["cross-origin-resource-sharing", crossOriginResourceSharingTest(input)],
    ["redirection", redirectionTest(input)],
    ["referrer-policy", referrerPolicyTest(input)],
    ["strict-transport-security", strictTransportSecurityTest(input)],
    ["subresource-integrity", subresourceIntegrityTest(input)],
    ["x-content-type-options", xContentTypeOptionsTest(input)],
    ["x-frame-options", xFrameOptionsTest(input, csp.data)],
    ["cross-origin-resource-policy", crossOriginResourcePolicyTest(input)],
  ];
  const tests = results.map(([name, result]) => ({ name, result, modifier: SCORE_TABLE[result] }));
  const withExtraCredit = tests.reduce((score, test) => score + test.modifier, 100);
  const uncurved = tests.reduce((score, test) => score + Math.min(test.modifier, 0), 100);
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const grade = GRADES[(100 - Math.min(score - (score % 5), 100)) / 5] ?? "F";
  return { score, grade, tests };
}
