import { observatoryScore, type ObservatoryInput } from "../observatory";

// The expectations below come from the Observatory's own tests (test/*.test.js of
// github.com/mdn/mdn-http-observatory at 94042bbfbf9f1af722ad9114ada6d271dcb525b9), on a page
// of mozilla.org served over HTTPS, and its modifiers from src/grader/charts.js.

/** Headers that pass every test: 100, +5 for each of CSP (no unsafe), Referrer-Policy and XFO. */
export const GOOD: Record<string, string> = {
  "Content-Type": "text/html",
  "Content-Security-Policy": "default-src 'self'; object-src 'none'",
  "Strict-Transport-Security": "max-age=31536000",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
};

/** Scores GOOD with these headers changed (undefined: removed) and these inputs. */
export function scan(changes: Record<string, string | undefined>, input: Partial<ObservatoryInput> = {}) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...GOOD, ...changes })) if (value !== undefined) headers[name] = value;
  return observatoryScore({
    headers,
    https: true,
    redirectsToHttps: true,
    cookies: [],
    scripts: [],
    domain: "mozilla.org",
    ...input,
  });
}

/** The result and modifier of one test. */
export function resultOf(
  name: string,
  changes: Record<string, string | undefined>,
  input: Partial<ObservatoryInput> = {},
) {
  const found = scan(changes, input).tests.find((t) => t.name === name);
  return found && [found.result, found.modifier];
}
