/**
 * The Observatory's scoring table as data (github.com/mdn/mdn-http-observatory, the commit
 * named in observatory.ts): every test result's modifier, the extra-credit threshold and the
 * grades. observatory.ts adds the modifiers up.
 */

/** src/grader/charts.js SCORE_TABLE: the modifier of every result. */
export const SCORE_TABLE: Readonly<Record<string, number>> = {
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
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** src/grader/charts.js GRADE_CHART, from 100 down in steps of 5. */
export const GRADES = ["A+", "A", "A", "A-", "B+", "B", "B", "B-", "C+", "C", "C", "C-", "D+", "D", "D", "D-"];
