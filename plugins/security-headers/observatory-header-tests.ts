/**
 * The Observatory's tests of the other headers, one function each, in the order of its
 * ALL_TESTS (src/analyzer/tests/*.js at the commit named in observatory.ts). The CSP test is
 * observatory-csp.ts.
 */
import { firstHeader, headerValues, type ObservatoryInput } from "./observatory-input";
import type { Csp } from "./observatory-csp";

/** cookies.js: only the no-cookie case, the one this site has. */
export function cookiesTest(input: ObservatoryInput): string {
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
export function policyTokenTest(
  input: ObservatoryInput,
  header: string,
  prefix: string,
  tokens: readonly string[],
): string {
  const values = headerValues(input.headers, header);
  if (values.length > 1) return `${prefix}-header-invalid`;
  if (!values[0]) return `${prefix}-not-implemented`;
  const policy = structuredFieldToken(values[0].slice(0, 1024).trim());
  return policy && tokens.includes(policy) ? `${prefix}-implemented-with-${policy}` : `${prefix}-header-invalid`;
}

/** cors.js: the Observatory's preflight sends this Origin (src/config.js retriever.corsOrigin). */
const CORS_ORIGIN = "https://http-observatory.security.mozilla.org";
export function crossOriginResourceSharingTest(input: ObservatoryInput): string {
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
export const redirectionTest = (input: ObservatoryInput) =>
  input.redirectsToHttps ? "redirection-to-https" : "redirection-missing";

/** referrer-policy.js: the last recognised value of the header(s) decides. */
export function referrerPolicyTest(input: ObservatoryInput): string {
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
export function strictTransportSecurityTest(input: ObservatoryInput): string {
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
export function subresourceIntegrityTest(input: ObservatoryInput): string {
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
export function xContentTypeOptionsTest(input: ObservatoryInput): string {
  const header = firstHeader(input.headers, "x-content-type-options");
  if (!header) return "x-content-type-options-not-implemented";
  return header.slice(0, 256).trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

/** x-frame-options.js: any frame-ancestors directive in a parsed CSP replaces the header. */
export function xFrameOptionsTest(input: ObservatoryInput, csp: Csp | null): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const header = firstHeader(input.headers, "x-frame-options");
  if (!header) return "x-frame-options-not-implemented";
  const xfo = header.slice(0, 1024).trim().toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return xfo.startsWith("allow-from") ? "x-frame-options-allow-from-origin" : "x-frame-options-header-invalid";
}

/** cross-origin-resource-policy.js: several headers are joined, so they are invalid. */
export function crossOriginResourcePolicyTest(input: ObservatoryInput): string {
  const header = headerValues(input.headers, "cross-origin-resource-policy").join(", ");
  if (!header) return "corp-not-implemented";
  const corp = header.slice(0, 256).trim().toLowerCase();
  return ["same-site", "same-origin", "cross-origin"].includes(corp)
    ? `corp-implemented-with-${corp}`
    : "corp-header-invalid";
}
