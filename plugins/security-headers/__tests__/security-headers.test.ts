/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  styleAttributeHashes,
  netlifyHeaders,
  nginxCspMap,
  nginxHeaders,
  nginxPreloadHeader,
  routeOfFile,
  type BuiltPage,
} from "../security-headers";

const sha256 = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

const page = (file: string, scripts: string[], styles: string[] = []): BuiltPage => ({
  route: routeOfFile(file),
  file,
  html: `<!DOCTYPE html><html><head>${scripts.map((s) => `<script>${s}</script>`).join("")}${styles
    .map((s) => `<style data-href="/x.css">${s}</style>`)
    .join("")}</head><body></body></html>`,
});

describe("inlineScriptHashes", () => {
  it("hashes the body of every inline script, once each, sorted, and skips scripts with src", () => {
    const html =
      '<script>window.a=1</script><script src="/app.js"></script><script type="module">import("/m.js")</script>' +
      "<SCRIPT id=x>window.a=1</SCRIPT><script type='text/javascript'>b()</script><script>\n  multi\n  line\n</script>";
    expect(inlineScriptHashes(html)).toEqual(
      [sha256("window.a=1"), sha256('import("/m.js")'), sha256("b()"), sha256("\n  multi\n  line\n")].sort(),
    );
  });

  it("leaves out data blocks such as JSON-LD: the browser does not run them, so CSP does not apply", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type=application/json>{}</script>' +
      "<script>run()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256("run()")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>text</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes the body of every <style> block, once each, sorted; style attributes are not blocks", () => {
    const html =
      '<style data-href="/app.css">.a{color:red}</style><STYLE>.b{}</STYLE><style>.a{color:red}</style>' +
      '<p style="color:blue">x</p><link rel="stylesheet" href="/c.css">';
    expect(inlineStyleHashes(html)).toEqual([sha256(".a{color:red}"), sha256(".b{}")].sort());
    expect(inlineStyleHashes("<p>no styles</p>")).toEqual([]);
  });
});

describe("styleAttributeHashes", () => {
  it("hashes each style attribute's value as the browser reads it, once each, sorted", () => {
    const html =
      '<div id="gatsby-announcer" style="position:absolute;clip:rect(0, 0, 0, 0)"></div>' +
      '<p style=\'color:blue\'>x</p><p style="font-family:&quot;A&quot;">y</p><i style="color:blue"></i>' +
      '<style>.b{}</style><p data-style="no">z</p>';
    expect(styleAttributeHashes(html)).toEqual(
      [sha256("position:absolute;clip:rect(0, 0, 0, 0)"), sha256("color:blue"), sha256('font-family:"A"')].sort(),
    );
    expect(styleAttributeHashes("<p>no styles</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only our origin and the listed hashes to run scripts, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const csp = contentSecurityPolicy({ scripts: ["sha256-AAA=", "sha256-BBB="] });
    // 'wasm-unsafe-eval' (the site search's Pagefind compiles WebAssembly) allows no eval of scripts.
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA=' 'sha256-BBB='");
    expect(directive(contentSecurityPolicy(), "script-src")).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp.replace("'wasm-unsafe-eval'", "")).not.toMatch(/unsafe/);
    expect(directive(csp, "script-src")).not.toMatch(/'unsafe-eval'|unsafe-inline/);
  });

  it("allows only our stylesheets and the listed style blocks: no 'unsafe-inline', so no style attributes", () => {
    const csp = contentSecurityPolicy({ scripts: ["sha256-AAA="], styles: ["sha256-CCC="] });
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'sha256-CCC='");
    expect(directive(contentSecurityPolicy(), "style-src")).toBe("style-src 'self'");
    expect(directive(csp, "style-src")).not.toMatch(/unsafe/);
  });

  it("allows style attributes only by their hashes, beside 'unsafe-hashes', never 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ styles: ["sha256-CCC="], styleAttributes: ["sha256-DDD="] });
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-hashes' 'sha256-CCC=' 'sha256-DDD='");
    expect(csp).not.toMatch(/unsafe-inline/);
  });

  it("starts from nothing (default-src 'none'), so every kind of resource the site loads is listed", () => {
    const csp = contentSecurityPolicy();
    expect(csp.split("; ")[0]).toBe("default-src 'none'");
    for (const name of ["script-src", "style-src", "img-src", "font-src", "connect-src", "frame-src", "manifest-src"])
      expect(directive(csp, name)).toBeDefined();
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
  });

  it("names exactly the third parties the pages use: EmailJS to send, YouTube and the map to embed", () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive(csp, "frame-src")).toBe(
      "frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org",
    );
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });
});

describe("routeOfFile", () => {
  it("serves a folder's index.html at the folder and other files by their name", () => {
    expect(routeOfFile("/index.html")).toBe("/");
    expect(routeOfFile("/about/index.html")).toBe("/about/");
    expect(routeOfFile("/404.html")).toBe("/404.html");
  });
});

describe("netlifyHeaders", () => {
  const pages = [page("/about/index.html", ["b()"], [".about{}"]), page("/index.html", ["a()", "c()"])];
  const text = netlifyHeaders(pages);
  const blocks = text
    .split("\n\n")
    .map((block) => block.replace(/^#.*\n/, ""))
    .map((block) => {
      const [pattern, ...lines] = block.trim().split("\n");
      return {
        pattern,
        headers: Object.fromEntries(
          lines.map((line) =>
            line
              .trim()
              .split(/: (.*)/s)
              .slice(0, 2),
          ),
        ),
      };
    });
  const rule = (pattern: string) => blocks.find((block) => block.pattern === pattern)?.headers;

  it("gives every page its own CSP with the hashes of its own scripts and revalidation", () => {
    expect(rule("/")).toEqual({
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Security-Policy": contentSecurityPolicy({ scripts: [sha256("a()"), sha256("c()")].sort() }),
    });
    expect(rule("/about/")?.["Content-Security-Policy"]).toBe(
      contentSecurityPolicy({ scripts: [sha256("b()")], styles: [sha256(".about{}")] }),
    );
  });

  it("sends the security headers everywhere and caches hashed files for a year", () => {
    expect(rule("/*")).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": contentSecurityPolicy(),
    });
    for (const pattern of ["/static/*", "/*.js", "/*.css"])
      expect(rule(pattern)).toEqual({ "Cache-Control": CACHE_IMMUTABLE });
    expect(rule("/page-data/*")).toEqual({ "Cache-Control": CACHE_REVALIDATE });
  });
});

describe("nginx", () => {
  it("maps each page's route and file to its CSP; spellings that differ in case share one entry allowing both", () => {
    const map = nginxCspMap([
      page("/technologies/desalination/index.html", ["lower()"]),
      page("/technologies/Desalination/index.html", ["upper()"]),
      page("/404.html", ["nf()"]),
    ]);
    const both = contentSecurityPolicy({ scripts: [sha256("lower()"), sha256("upper()")].sort() });
    expect(map).toContain(`  "/technologies/desalination/" "${both}";`);
    expect(map).toContain(`  "/technologies/desalination/index.html" "${both}";`);
    expect(map).not.toContain("/technologies/Desalination/");
    expect(map).toContain(`  "/404.html" "${contentSecurityPolicy({ scripts: [sha256("nf()")] })}";`);
    expect(map).toContain(`  default "${contentSecurityPolicy()}";`);
    expect(map).toMatch(/^map \$uri \$pure_oasis_csp \{$/m);
  });

  it("escapes quotes, backslashes and dollars in nginx strings", () => {
    const map = nginxCspMap([page('/a"$b\\/index.html', [])]);
    expect(map).toContain('  "/a\\"\\$b\\\\/" ');
  });

  it("adds every security header and the mapped CSP, even on error answers", () => {
    const lines = nginxHeaders().trim().split("\n").slice(1);
    expect(lines).toContain('add_header X-Frame-Options "DENY" always;');
    expect(lines).toContain("add_header Content-Security-Policy $pure_oasis_csp always;");
    expect(lines.every((line) => line.startsWith("add_header ") && line.endsWith(" always;"))).toBe(true);
  });
});

describe("the pages' Link header", () => {
  const withScripts = (file: string, scripts: string[]): BuiltPage => ({
    route: routeOfFile(file),
    file,
    html: `<html><head><script>inline()</script></head><body><script src="/x.js"></script>${scripts
      .map((src) => `<script src="${src}" async></script>`)
      .join("")}</body></html>`,
  });
  const boot = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
  const home = withScripts("/index.html", boot);
  const link =
    "</webpack-runtime-1.js>; rel=preload; as=script, </framework-2.js>; rel=preload; as=script, </app-3.js>; rel=preload; as=script";

  it("names a page's async scripts, in their order, then its chunks and data at low priority", () => {
    expect(netlifyHeaders([home]).split("\n")).toContain(`  Link: ${link}`);
    const withPreloads = {
      ...home,
      preloads: { chunks: ["/component-4.js"], data: ["/page-data/index/page-data.json"] },
    };
    expect(netlifyHeaders([withPreloads]).split("\n")).toContain(
      `  Link: ${link}, </component-4.js>; rel=preload; as=script; fetchpriority=low, ` +
        "</page-data/index/page-data.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low",
    );
  });

  it("nginx: the pages take their header from page-maps.conf's map", () => {
    expect(nginxPreloadHeader().trim().split("\n").slice(1)).toEqual(["add_header Link $pure_oasis_preload always;"]);
  });

  it("a page without scripts gets no Link header", () => {
    expect(netlifyHeaders([page("/index.html", ["a()"])])).not.toMatch(/Link:/);
  });
});
