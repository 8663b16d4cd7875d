/**
 * @jest-environment node
 */
import { resultOf } from "./observatory-scan";

describe("observatoryScore: the Observatory's rules", () => {
  describe("content-security-policy (test/csp.test.js)", () => {
    // prettier-ignore
    it.each([
      ["", "csp-header-invalid", -25],
      ["defa", "csp-header-invalid", -25],
      ["default-src 'none'; default-src 'none'", "csp-header-invalid", -25],
      ["default-src 'none'; script-src 'strict-dynamic'", "csp-header-invalid", -25],
      ["default-src 'none'; script-src https://*", "csp-implemented-with-unsafe-inline", -20],
      ["default-src 'none'; script-src 'unsafe-inline'", "csp-implemented-with-unsafe-inline", -20],
      ["script-src data:", "csp-implemented-with-unsafe-inline", -20],
      ["default-src 'UNSAFE-INLINE'", "csp-implemented-with-unsafe-inline", -20],
      ["upgrade-insecure-requests", "csp-implemented-with-unsafe-inline", -20],
      ["default-src 'none'; script-src 'none'; object-src *", "csp-implemented-with-unsafe-inline", -20],
      ["default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'", "csp-implemented-with-unsafe-inline", -20],
      ["default-src 'none'; script-src http://mozilla.org", "csp-implemented-with-insecure-scheme", -20],
      ["default-src 'none'; script-src ftp://mozilla.org", "csp-implemented-with-insecure-scheme", -20],
      ["default-src 'none'; script-src 'unsafe-eval'", "csp-implemented-with-unsafe-eval", -10],
      ["default-src 'self'; img-src http:", "csp-implemented-with-insecure-scheme-in-passive-content-only", -10],
      ["default-src 'none'; img-src https:; media-src http://mozilla.org", "csp-implemented-with-insecure-scheme-in-passive-content-only", -10],
      ["default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      ["default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      ["default-src 'none'; style-src data:", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      ["default-src 'none'; style-src https:", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      ["default-src 'unsafe-inline'; script-src https://mozilla.org", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      // A hash in script-src makes its 'unsafe-inline' ignored, not style-src's.
      ["default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
      ["default-src https://mozilla.org", "csp-implemented-with-no-unsafe", 5],
      ["object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='", "csp-implemented-with-no-unsafe", 5],
      ["object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'", "csp-implemented-with-no-unsafe", 5],
      ["default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'", "csp-implemented-with-no-unsafe", 5],
      ["default-src", "csp-implemented-with-no-unsafe-default-src-none", 10],
      ["default-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;", "csp-implemented-with-no-unsafe-default-src-none", 10],
      ["default-src 'none'; object-src https://mozilla.org", "csp-implemented-with-no-unsafe-default-src-none", 10],
      ["default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' 'unsafe-inline'", "csp-implemented-with-no-unsafe-default-src-none", 10],
      ["default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*", "csp-implemented-with-no-unsafe-default-src-none", 10],
      // Nothing else is required for the +10: not base-uri, form-action or frame-ancestors.
      ["default-src 'none'; base-uri *; form-action https:; frame-ancestors *", "csp-implemented-with-no-unsafe-default-src-none", 10],
      // default-src must be 'none' alone.
      ["default-src 'none' 'self'", "csp-implemented-with-no-unsafe", 5],
      // Several policies (headers joined by commas) count as their intersection.
      ["default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline', default-src 'none'; style-src 'self', default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'", "csp-implemented-with-no-unsafe-default-src-none", 10],
      // Repeated report-uri is allowed, but a passing policy then scores 0 (csp.js).
      ["default-src 'none'; report-uri /a; report-uri /b", "csp-implemented-but-duplicate-directives", 0],
    ])("%p: %s (%d)", (policy, result, modifier) => {
      expect(resultOf("content-security-policy", { "Content-Security-Policy": policy })).toEqual([result, modifier]);
    });

    it("penalises a missing policy, and a report-only one alike", () => {
      expect(resultOf("content-security-policy", { "Content-Security-Policy": undefined })).toEqual([
        "csp-not-implemented",
        -25,
      ]);
      expect(
        resultOf("content-security-policy", {
          "Content-Security-Policy": undefined,
          "Content-Security-Policy-Report-Only": "default-src 'none'; report-to /_/csp-reports",
        }),
      ).toEqual(["csp-not-implemented-but-reporting-enabled", -25]);
    });
  });
});
