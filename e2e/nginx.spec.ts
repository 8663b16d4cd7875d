import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated } from "./fixtures";
import { PUBLIC } from "./built-site";

/**
 * The production host: the build served by Debian's nginx with deploy/nginx/site.conf
 * and the headers the build writes (plugins/security-headers/security-headers.ts; project "nginx" in
 * playwright.config.ts). What only the host shows, as its answers to plain requests: its
 * headers, compression, status codes and redirects. The CSP in the browser is
 * nginx-csp.spec.ts, forms posted without JavaScript nginx-no-script.spec.ts; each page
 * under its own CSP is checked by the site walk (site-walk.spec.ts), which runs on this host too.
 */
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

test("caching and security headers on HTML, JavaScript, page data and images; compression", async ({ request }) => {
  const home = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(home.headers()["content-encoding"]).toBe("gzip");
  const html = await home.text();
  const script = /<script src="(\/[^"/]+\.js)"/.exec(html)?.[1];
  const image = /(\/static\/[^"\s,]+\.(?:jpg|webp|png))/.exec(html)?.[1];
  expect(script && image).toBeTruthy();

  const expectations: Array<[string, string]> = [
    ["/", REVALIDATE],
    ["/about/", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    [script!, IMMUTABLE],
    [image!, IMMUTABLE],
  ];
  for (const [url, cacheControl] of expectations) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    expect(headers["cache-control"], url).toBe(cacheControl);
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/,
    );
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
});

test("a page's Link header names its start-up scripts, then its component's chunks and its data at low priority", async ({
  request,
}) => {
  for (const route of ["/", "/ar/", "/parts/", "/technologies/reverse-osmosis/", "/404.html"]) {
    const response = await request.get(route);
    const scripts = [...(await response.text()).matchAll(/<script src="(\/[^"]+\.js)" async/g)].map((m) => m[1]);
    expect(scripts.length, route).toBe(3);
    const entries = response.headers()["link"].split(", ");
    expect(entries.slice(0, 3), route).toEqual(scripts.map((src) => `<${src}>; rel=preload; as=script`));
    const dataFile = `/page-data/${route === "/" ? "index" : route.replace(/^\/|\/$/g, "")}/page-data.json`;
    const { componentChunkName } = await (await request.get(dataFile)).json();
    expect(entries, route).toContain(`<${dataFile}>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`);
    expect(entries, route).toContain(
      "</page-data/app-data.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low",
    );
    expect(
      entries.filter((entry) => entry.startsWith(`</${componentChunkName}-`)),
      route,
    ).toEqual([expect.stringMatching(/\.js>; rel=preload; as=script; fetchpriority=low$/)]);
  }
});

for (const route of ["/", "/technologies/reverse-osmosis/"]) {
  test(`${route}: the browser takes every file of the Link header from its preload, once, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const linked = (await request.get(route))
      .headers()
      ["link"].split(", ")
      .map((entry) => entry.slice(1, entry.indexOf(">")));
    expect(linked.length).toBeGreaterThan(5);
    const fetched: string[] = [];
    page.on("request", (req) => fetched.push(new URL(req.url()).pathname));
    await openHydrated(page, route);
    // Once: a preload the loader could not take (another mode) would be fetched a second time.
    for (const file of linked)
      expect(
        fetched.filter((path) => path === file),
        file,
      ).toHaveLength(1);
  });
}

/** Debian's libnginx-mod-http-brotli-static, which scripts/serve-nginx.sh loads when present. */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

for (const [encoding, suffix] of [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const) {
  test(`${encoding}: the build's compressed copies of pages, scripts, styles and data are sent as they are`, async ({
    request,
  }) => {
    if (encoding === "br") {
      expect(fs.existsSync(BROTLI_STATIC_MODULE), "needs apt-get install libnginx-mod-http-brotli-static").toBe(true);
    }
    const html = await (await request.get("/")).text();
    const script = /"(\/[^"/]+\.js)"/.exec(html)?.[1];
    const stylesheet = /href="(\/[^"/]+\.css)"/.exec(html)?.[1];
    expect(script && stylesheet).toBeTruthy();
    for (const url of ["/", "/parts/", script!, stylesheet!, "/page-data/parts/page-data.json", "/sitemap-0.xml"]) {
      const file = path.join(PUBLIC, url.endsWith("/") ? `${url}index.html` : url);
      const response = await request.get(url, { headers: { "accept-encoding": encoding } });
      expect(response.headers()["content-encoding"], url).toBe(encoding);
      expect(response.headers()["vary"], url).toMatch(/Accept-Encoding/i);
      // The bytes on the wire are the build's copy, not a new compression by the server.
      expect(Number(response.headers()["content-length"]), url).toBe(fs.statSync(file + suffix).size);
      expect(await response.body(), url).toEqual(fs.readFileSync(file));
    }
  });
}

test("status codes: 404 page for an unknown path, 301 to the trailing slash and to the sitemap index, both Desalination spellings", async ({
  request,
}) => {
  // A folder of the build without a page of its own (the emirate pages' parent) is unknown too.
  for (const path of ["/no-such-page/", "/water-treatment/", "/static/"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toMatch(/<html lang="en"[^>]*>[\s\S]*<h1/);
    expect(missing.headers()["content-security-policy"], path).toMatch(/'sha256-/);
  }
  // Under /ar/ the Arabic 404 page, right to left.
  for (const path of ["/ar/no-such-page/", "/ar/water-treatment/"]) {
    const missingArabic = await request.get(path);
    expect(missingArabic.status(), path).toBe(404);
    expect(await missingArabic.text(), path).toMatch(/<html lang="ar" dir="rtl"/);
    expect(missingArabic.headers()["content-security-policy"], path).toMatch(/'sha256-/);
  }

  for (const [from, to] of [
    ["/about", "/about/"],
    ["/technologies/Desalination", "/technologies/Desalination/"],
    ["/technologies/desalination", "/technologies/desalination/"],
    ["/sitemap.xml", "/sitemap-index.xml"],
  ]) {
    const redirect = await request.get(from, { maxRedirects: 0 });
    expect(redirect.status(), from).toBe(301);
    expect(redirect.headers()["location"], from).toBe(to);
    expect((await request.get(to)).status(), to).toBe(200);
  }
  expect((await request.get("/_headers")).status()).toBe(404);
});
