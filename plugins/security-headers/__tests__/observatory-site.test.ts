/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { observatoryScore, type PageScript } from "../observatory";
import { contentSecurityPolicy, inlineHashes, nginxHeaders } from "../security-headers";

describe("the site's HTML responses", () => {
  /** A page as the build ships it: public/index.html has inline scripts only, no <script src>. */
  const PAGE = [
    "<!DOCTYPE html><html><head>",
    '<script>document.documentElement.classList.add("has-js")</script>',
    "<style>.hero{background:#0a4d68}</style>",
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness"}</script>',
    "</head><body><main></main>",
    '<script>window.pagePath="/";["/webpack-runtime-1350d501e516424aa7de.js","/app-1aa1b11d33cef9d568d7.js"]</script>',
    "</body></html>",
  ].join("");
  const scripts: PageScript[] = [...PAGE.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => ({
    src: /\ssrc="([^"]*)"/i.exec(attributes)?.[1],
  }));

  /** The add_header lines of an nginx configuration, as name -> value (quoted values unescaped). */
  const ADD_HEADER = /^\s*add_header\s+(\S+)\s+("(?:[^"\\]|\\.)*"|\S+)(?:\s+always)?\s*;/gm;
  const unquote = (value: string) => (value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value);
  const addHeaders = (conf: string): Record<string, string> =>
    Object.fromEntries([...conf.matchAll(ADD_HEADER)].map(([, name, value]) => [name, unquote(value)]));

  /**
   * What nginx sends with an HTML page (deploy/nginx/site.conf, location /): the generated
   * headers.conf it includes (nginxHeaders(), its CSP from page-maps.conf: the page's policy), its own
   * add_header lines (Cache-Control), and the type of .html with `charset utf-8`.
   */
  function htmlResponseHeaders(): Record<string, string> {
    const siteConf = fs.readFileSync(path.join(__dirname, "../../../deploy/nginx/site.conf"), "utf8");
    const location = /\n\s*location \/ \{([\s\S]*?)\n\s*\}/.exec(siteConf)?.[1] ?? "";
    expect(location).toMatch(/include @GENERATED@\/headers\.conf;/);
    const headers = { ...addHeaders(nginxHeaders()), ...addHeaders(location) };
    expect(headers["Content-Security-Policy"]).toBe("$pure_oasis_csp");
    headers["Content-Security-Policy"] = contentSecurityPolicy(inlineHashes(PAGE));
    return { "Content-Type": "text/html; charset=utf-8", ...headers };
  }

  it("scores 130 on the MDN HTTP Observatory (the issue asks for 115 at least; no COOP, see security-headers.ts)", () => {
    const result = observatoryScore({
      headers: htmlResponseHeaders(),
      https: true,
      redirectsToHttps: true,
      cookies: [],
      scripts,
      domain: "pureoasis.ae",
    });
    // Penalties first, then the CSP result: a failure names the header to change.
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
    expect(result.tests.find((t) => t.name === "content-security-policy")).toEqual({
      name: "content-security-policy",
      result: "csp-implemented-with-no-unsafe-default-src-none",
      modifier: 10,
    });
    expect(result.tests.filter((t) => t.modifier > 0).map((t) => [t.result, t.modifier])).toEqual([
      ["csp-implemented-with-no-unsafe-default-src-none", 10],
      ["referrer-policy-private", 5],
      ["x-frame-options-implemented-via-csp", 5],
      ["corp-implemented-with-same-origin", 10],
    ]);
    expect(result.score).toBeGreaterThanOrEqual(115);
    expect(result.score).toBe(130);
  });
});
