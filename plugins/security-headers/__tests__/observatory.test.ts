/**
 * @jest-environment node
 */
import { observatoryScore, type PageScript } from "../observatory";
import { resultOf, scan } from "./observatory-scan";

describe("observatoryScore: the Observatory's rules", () => {
  it("starts at 100 and lists the twelve tests of src/constants.js ALL_TESTS, in order", () => {
    const { score, grade, tests } = scan({});
    expect(tests.map((t) => t.name)).toEqual([
      "content-security-policy",
      "cookies",
      "cross-origin-embedder-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-sharing",
      "redirection",
      "referrer-policy",
      "strict-transport-security",
      "subresource-integrity",
      "x-content-type-options",
      "x-frame-options",
      "cross-origin-resource-policy",
    ]);
    expect(tests.filter((t) => t.modifier !== 0)).toEqual([
      { name: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 5 },
      { name: "referrer-policy", result: "referrer-policy-private", modifier: 5 },
      { name: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 5 },
    ]);
    expect([score, grade]).toEqual([115, "A+"]);
  });

  describe("x-frame-options (test/x-frame-options.test.js)", () => {
    // prettier-ignore
    it.each([
      [{ "X-Frame-Options": undefined }, "x-frame-options-not-implemented", -20],
      [{ "X-Frame-Options": "whimsy" }, "x-frame-options-header-invalid", -20],
      [{ "X-Frame-Options": "SAMEORIGIN, SAMEORIGIN" }, "x-frame-options-header-invalid", -20],
      [{ "X-Frame-Options": "ALLOW-FROM https://mozilla.org" }, "x-frame-options-allow-from-origin", 0],
      [{ "X-Frame-Options": "SAMEORIGIN" }, "x-frame-options-sameorigin-or-deny", 5],
      [{ "Content-Security-Policy": "frame-ancestors https://mozilla.org" }, "x-frame-options-implemented-via-csp", 5],
      // Any frame-ancestors counts, with or without the header.
      [
        { "X-Frame-Options": undefined, "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" },
        "x-frame-options-implemented-via-csp",
        5,
      ],
    ])("%p: %s", (headers, result, modifier) => {
      expect(resultOf("x-frame-options", headers)).toEqual([result, modifier]);
    });
  });

  describe("referrer-policy (test/referrer-policy.test.js)", () => {
    // prettier-ignore
    it.each([
      ["no-referrer", "referrer-policy-private", 5],
      ["same-origin", "referrer-policy-private", 5],
      ["STRICT-ORIGIN", "referrer-policy-private", 5],
      ["strict-origin-when-cross-origin", "referrer-policy-private", 5],
      ["no-referrer, whimsy", "referrer-policy-private", 5],
      ["origin", "referrer-policy-unsafe", -5],
      ["unsafe-url", "referrer-policy-unsafe", -5],
      ["no-referrer, unsafe-url", "referrer-policy-unsafe", -5],
      ["whimsy", "referrer-policy-header-invalid", -5],
      [undefined, "referrer-policy-not-implemented", 0],
    ])("%p: %s", (value, result, modifier) => {
      expect(resultOf("referrer-policy", { "Referrer-Policy": value })).toEqual([result, modifier]);
    });
  });

  describe("strict-transport-security (test/strict-transport-security.test.js)", () => {
    // prettier-ignore
    it.each([
      [undefined, "hsts-not-implemented", -20],
      ["includeSubDomains; preload", "hsts-header-invalid", -20],
      ["max-age=15768000; includeSubDomains, max-age=15768000; includeSubDomains", "hsts-header-invalid", -20],
      ["max-age=86400", "hsts-implemented-max-age-less-than-six-months", -10],
      // The code's six months are 15552000 s (180 days), not the 15768000 of the description.
      ["max-age=15551999", "hsts-implemented-max-age-less-than-six-months", -10],
      ["max-age=15552000", "hsts-implemented-max-age-at-least-six-months", 0],
      ["max-age=15768000; includeSubDomains; preload", "hsts-implemented-max-age-at-least-six-months", 0],
    ])("%p: %s", (value, result, modifier) => {
      expect(resultOf("strict-transport-security", { "Strict-Transport-Security": value })).toEqual([result, modifier]);
    });
  });

  describe("subresource-integrity (test/subresource-integrity.test.js, test/files/test_content_sri_*.html)", () => {
    const SRI = "sha384-zTm/dblzLXQNp3CgY+hfaC/WJ6h4XtNrePh2CW2+rO9GPuNiPb9jmthvAL+oI/dQ";
    const sri = (src: string): PageScript => ({ src, integrity: SRI, crossorigin: "anonymous" });
    // prettier-ignore
    it.each<[string, string, number, PageScript[]]>([
      ["no_scripts", "sri-not-implemented-but-no-scripts-loaded", 0, []],
      ["inline scripts only", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, [{}, {}]],
      ["sameorigin1", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, [{ src: "/static/js/foo.js" }]],
      ["sameorigin2", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, [{ src: "https://www.mozilla.org/static/js/foo.js" }]],
      ["sameorigin3", "sri-not-implemented-and-external-scripts-not-loaded-securely", -50, [{ src: "//www.mozilla.org/static/js/foo.js" }]],
      ["impl_sameorigin", "sri-implemented-and-all-scripts-loaded-securely", 5, [sri("/static/js/react-0.14.7.min.js")]],
      ["impl_external_https1", "sri-implemented-and-external-scripts-loaded-securely", 5, [{ src: "/static/js/foo.js" }, sri("https://fb.me/react-0.14.7.min.js")]],
      ["impl_external_https2", "sri-implemented-and-external-scripts-loaded-securely", 5, [{ src: "/static/js/foo.js" }, sri("https://localhost/react-0.14.7.min.js")]],
      ["notimpl_external_https", "sri-not-implemented-but-external-scripts-loaded-securely", -5, [{ src: "/static/js/foo.js" }, { src: "https://fb.me/react-0.14.7.min.js" }]],
      ["impl_external_http", "sri-implemented-but-external-scripts-not-loaded-securely", -20, [{ src: "/static/js/foo.js" }, sri("http://fb.me/react-0.14.6.min.js"), sri("https://fb.me/react-0.14.7.min.js")]],
      ["impl_external_noproto", "sri-implemented-but-external-scripts-not-loaded-securely", -20, [sri("//fb.me/react-0.14.6.min.js")]],
      ["notimpl_external_http", "sri-not-implemented-and-external-scripts-not-loaded-securely", -50, [{ src: "/static/js/foo.js" }, { src: "http://fb.me/react-0.14.6.min.js" }]],
      ["notimpl_external_noproto", "sri-not-implemented-and-external-scripts-not-loaded-securely", -50, [{ src: "/static/js/foo.js" }, { src: "//fb.me/react-0.14.6.min.js" }]],
    ])("%s: %s (%d)", (_file, result, modifier, scripts) => {
      expect(resultOf("subresource-integrity", {}, { scripts })).toEqual([result, modifier]);
    });

    it("needs no SRI in a response that is not HTML", () => {
      const scripts = [{ src: "//fb.me/a.js" }];
      expect(resultOf("subresource-integrity", { "Content-Type": "application/json" }, { scripts })).toEqual([
        "sri-not-implemented-response-not-html",
        0,
      ]);
    });
  });

  describe("the other headers", () => {
    // prettier-ignore
    it.each([
      ["x-content-type-options", { "X-Content-Type-Options": undefined }, "x-content-type-options-not-implemented", -5],
      ["x-content-type-options", { "X-Content-Type-Options": "whimsy" }, "x-content-type-options-header-invalid", -5],
      ["x-content-type-options", { "X-Content-Type-Options": "nosniff, nosniff" }, "x-content-type-options-header-invalid", -5],
      ["x-content-type-options", { "X-Content-Type-Options": "nosniff " }, "x-content-type-options-nosniff", 0],
      ["cross-origin-resource-policy", {}, "corp-not-implemented", 0],
      ["cross-origin-resource-policy", { "Cross-Origin-Resource-Policy": "whimsy" }, "corp-header-invalid", -5],
      ["cross-origin-resource-policy", { "Cross-Origin-Resource-Policy": "same-site" }, "corp-implemented-with-same-site", 10],
      ["cross-origin-resource-policy", { "Cross-Origin-Resource-Policy": "same-origin" }, "corp-implemented-with-same-origin", 10],
      ["cross-origin-resource-policy", { "Cross-Origin-Resource-Policy": "cross-origin" }, "corp-implemented-with-cross-origin", 0],
      ["cross-origin-opener-policy", {}, "coop-not-implemented", 0],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": "same-origin" }, "coop-implemented-with-same-origin", 10],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": 'same-origin; report-to="coop-endpoint"' }, "coop-implemented-with-same-origin", 10],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": "same-origin; report-to" }, "coop-implemented-with-same-origin", 10],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": "unsafe-none" }, "coop-implemented-with-unsafe-none", 0],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": "Same-Origin" }, "coop-header-invalid", -5],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": '"same-origin"' }, "coop-header-invalid", -5],
      ["cross-origin-opener-policy", { "Cross-Origin-Opener-Policy": "same-origin; report-to=coop endpoint" }, "coop-header-invalid", -5],
      ["cross-origin-embedder-policy", { "Cross-Origin-Embedder-Policy": "require-corp" }, "coep-implemented-with-require-corp", 10],
      ["cross-origin-embedder-policy", { "Cross-Origin-Embedder-Policy": "credentialless" }, "coep-implemented-with-credentialless", 10],
      ["cross-origin-resource-sharing", { "Access-Control-Allow-Origin": "*" }, "cross-origin-resource-sharing-implemented-with-public-access", 0],
      ["cross-origin-resource-sharing", { "Access-Control-Allow-Origin": "https://http-observatory.security.mozilla.org", "Access-Control-Allow-Credentials": "true" }, "cross-origin-resource-sharing-implemented-with-universal-access", -50],
    ])("%s %p: %s", (name, headers, result, modifier) => {
      expect(resultOf(name, headers)).toEqual([result, modifier]);
    });

    it("scores the redirection from http:// as given, and refuses to judge cookies", () => {
      expect(resultOf("redirection", {})).toEqual(["redirection-to-https", 0]);
      expect(resultOf("redirection", {}, { redirectsToHttps: false })).toEqual(["redirection-missing", -20]);
      expect(resultOf("cookies", {})).toEqual(["cookies-not-found", 0]);
      expect(() => scan({ "Set-Cookie": "session=1; Secure" })).toThrow(/cookies/);
    });
  });

  describe("the score (src/scanner/index.js, test/scanner.test.js)", () => {
    it("gives the bonuses only when the score with the penalties alone is at least 90", () => {
      // 100 - 5 (X-Content-Type-Options) - 5 (Referrer-Policy) = 90: CSP's +5 and XFO's +5 count.
      expect(scan({ "X-Content-Type-Options": undefined, "Referrer-Policy": "origin" }).score).toBe(100);
      // 100 - 10 (HSTS) - 5 = 85: CSP's +5 and XFO's +5 are dropped.
      const { score, grade } = scan({ "Strict-Transport-Security": "max-age=86400", "Referrer-Policy": "origin" });
      expect([score, grade]).toEqual([85, "A-"]);
      // Never below 0.
      const worst = { "Content-Security-Policy": undefined, "X-Frame-Options": undefined };
      expect(scan(worst, { scripts: [{ src: "http://fb.me/a.js" }], redirectsToHttps: false }).score).toBe(0);
    });

    // The two scans of the Observatory's test/fixtures, with the headers and <script> elements they score.
    it("scores observatory.mozilla.org 110 (A+), as test/scanner.test.js expects", () => {
      const csp = [
        "default-src 'self'",
        "script-src 'report-sample' 'self' 'wasm-unsafe-eval' https://www.google-analytics.com/analytics.js https://*.googletagmanager.com assets.codepen.io production-assets.codepen.io https://js.stripe.com 'sha256-XNBp89FG76amD8BqrJzyflxOF9PaWPqPqvJfKZPCv7M=' 'sha256-YCNoU9DNiinACbd8n6UPyB/8vj0kXvhkOni9/06SuYw=' 'sha256-PZjP7OR6mBEtnvXIZfCZ5PuOlxoDF1LDZL8aj8c42rw='",
        "script-src-elem 'report-sample' 'self' 'wasm-unsafe-eval' https://www.google-analytics.com/analytics.js https://*.googletagmanager.com assets.codepen.io production-assets.codepen.io https://js.stripe.com 'sha256-XNBp89FG76amD8BqrJzyflxOF9PaWPqPqvJfKZPCv7M=' 'sha256-YCNoU9DNiinACbd8n6UPyB/8vj0kXvhkOni9/06SuYw=' 'sha256-PZjP7OR6mBEtnvXIZfCZ5PuOlxoDF1LDZL8aj8c42rw='",
        "style-src 'report-sample' 'self' 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'self'",
        "connect-src 'self' developer.allizom.org bcd.developer.allizom.org bcd.developer.mozilla.org updates.developer.allizom.org updates.developer.mozilla.org https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://incoming.telemetry.mozilla.org https://observatory-api.mdn.allizom.net https://observatory-api.mdn.mozilla.net https://api.github.com/search/issues stats.g.doubleclick.net https://api.stripe.com",
        "font-src 'self'",
        "frame-src 'self' mdn.github.io *.mdnplay.dev *.mdnyalp.dev *.play.test.mdn.allizom.net https://v2.scrimba.com https://scrimba.com jsfiddle.net www.youtube-nocookie.com codepen.io survey.alchemer.com https://js.stripe.com",
        "img-src 'self' data: *.githubusercontent.com *.googleusercontent.com *.gravatar.com mozillausercontent.com firefoxusercontent.com profile.stage.mozaws.net profile.accounts.firefox.com developer.mozilla.org mdn.dev wikipedia.org upload.wikimedia.org https://mdn.github.io/shared-assets/ https://mdn.dev/ https://*.google-analytics.com https://*.googletagmanager.com www.gstatic.com",
        "manifest-src 'self'",
        "media-src 'self' archive.org videos.cdn.mozilla.net https://mdn.github.io/shared-assets/",
        "child-src 'self'",
        "worker-src 'self';",
      ].join("; ");
      const result = observatoryScore({
        headers: {
          "content-security-policy": csp,
          "x-frame-options": "DENY",
          "x-content-type-options": "nosniff",
          "strict-transport-security": "max-age=63072000",
          "referrer-policy": "strict-origin-when-cross-origin",
          "content-type": "text/html",
        },
        https: true,
        redirectsToHttps: true,
        cookies: [],
        scripts: [{}, ...["runtime", "1111", "8903", "index"].map((name) => ({ src: `/static/client/${name}.js` }))],
        domain: "mozilla.org",
      });
      expect([result.score, result.grade]).toEqual([110, "A+"]);
      expect(result.tests.find((t) => t.name === "content-security-policy")?.result).toBe(
        "csp-implemented-with-unsafe-inline-in-style-src-only",
      );
    });

    it("scores mozilla.org 75 (B), its COOP bonus dropped, as test/scanner.test.js expects", () => {
      const csp = [
        "frame-src 'self' accounts.firefox.com js.stripe.com www.google-analytics.com www.googletagmanager.com www.youtube.com",
        "script-src 'self' 'unsafe-eval' 'unsafe-inline' cdn.transcend.io js.stripe.com s.ytimg.com tagmanager.google.com transcend-cdn.com www.google-analytics.com www.googletagmanager.com www.mozilla.org www.youtube.com",
        "form-action 'self' https://abdri3ttkb.execute-api.us-east-2.amazonaws.com https://accounts.firefox.com/ https://basket.mozilla.org",
        "font-src 'self' www.mozilla.org",
        "style-src 'self' 'unsafe-inline' cdn.transcend.io transcend-cdn.com www.mozilla.org",
        "default-src 'self' *.mozilla.org",
        "frame-ancestors 'none'",
        "connect-src 'self' cdn.transcend.io https://abdri3ttkb.execute-api.us-east-2.amazonaws.com https://accounts.firefox.com/ https://basket.mozilla.org o1069899.ingest.sentry.io o1069899.sentry.io region1.google-analytics.com telemetry.transcend.io telemetry.us.transcend.io transcend-cdn.com www.google-analytics.com www.googletagmanager.com www.mozilla.org/submit/bedrock/",
        "upgrade-insecure-requests",
        "img-src 'self' blog.mozilla.org data: images.ctfassets.net www.google-analytics.com www.googletagmanager.com www.mozilla.org",
        "object-src 'none'",
        "media-src 'self' assets.mozilla.net videos.cdn.mozilla.net www.mozilla.org",
        "base-uri 'none'",
      ].join("; ");
      const own = ["site", "site-ie", "ie/libs/html5shiv", "gtm-snippet", "sentry", "lib", "fxa", "data", "m24-ui"];
      const result = observatoryScore({
        headers: {
          "x-content-type-options": "nosniff",
          "content-security-policy": csp,
          "content-type": "text/html; charset=utf-8",
          "cross-origin-opener-policy": "same-origin",
          "strict-transport-security": "max-age=31536000",
          "referrer-policy": "strict-origin-when-cross-origin",
          "x-frame-options": "DENY",
        },
        https: true,
        redirectsToHttps: true,
        cookies: [],
        scripts: [
          { src: "https://transcend-cdn.com/cm/d556c3a1-e57c-4bdf-a490-390a1aebf6dd/airgap.js" },
          ...own.map((name) => ({ src: `https://www.mozilla.org/media/js/${name}.js` })),
        ],
        domain: "mozilla.org",
      });
      expect([result.score, result.grade]).toEqual([75, "B"]);
      expect(result.tests.filter((t) => t.modifier !== 0).map((t) => [t.result, t.modifier])).toEqual([
        ["csp-implemented-with-unsafe-inline", -20],
        ["coop-implemented-with-same-origin", 10],
        ["referrer-policy-private", 5],
        ["sri-not-implemented-but-external-scripts-loaded-securely", -5],
        ["x-frame-options-implemented-via-csp", 5],
      ]);
    });
  });
});
