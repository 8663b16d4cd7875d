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
 *
 * Modules: observatory-table.ts (the scoring table as data), observatory-csp.ts (the CSP
 * parser and test), observatory-header-tests.ts (the other eleven tests), observatory-input.ts
 * (what it reads and answers). This module adds the results up.
 */
import { contentSecurityPolicyTest } from "./observatory-csp";
import {
  cookiesTest,
  crossOriginResourcePolicyTest,
  crossOriginResourceSharingTest,
  policyTokenTest,
  redirectionTest,
  referrerPolicyTest,
  strictTransportSecurityTest,
  subresourceIntegrityTest,
  xContentTypeOptionsTest,
  xFrameOptionsTest,
} from "./observatory-header-tests";
import type { ObservatoryInput, ObservatoryScore } from "./observatory-input";
import { GRADES, MINIMUM_SCORE_FOR_EXTRA_CREDIT, SCORE_TABLE } from "./observatory-table";

export type { ObservatoryInput, ObservatoryScore, ObservatoryTest, PageScript } from "./observatory-input";
export { parseCsp } from "./observatory-csp";

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
