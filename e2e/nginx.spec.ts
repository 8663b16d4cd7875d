import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated, scrollToBottom } from "./fixtures";
import { PUBLIC } from "./built-site";
import { EDITIONS } from "./editions";
import { watchCsp } from "./page-checks";

/**
 * The production host: the build served by Debian's nginx with deploy/nginx/site.conf
 * and the headers the build writes (plugins/security-headers/security-headers.ts; project "nginx" in
 * playwright.config.ts). What only the host shows: its headers, compression, status codes
 * and redirects, forms posted without JavaScript, and what a visit does beyond one page
 * (navigation, the form, embeds) under the CSP. Each page under its own CSP is checked by
 * the site walk (site-walk.spec.ts), which runs on this host too.
 */
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form";
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

test("the CSP: nothing by default, nothing inline but by hash, no eval but WebAssembly's (the site search); EmailJS, YouTube and the map allowed; framing forbidden", async ({
  request,
}) => {
  for (const route of ["/", "/ar/"]) {
    const csp = (await request.get(route)).headers()["content-security-policy"];
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly; it allows no eval of script.
    expect(csp.replace(" 'wasm-unsafe-eval'", ""), route).not.toMatch(/unsafe-inline|unsafe-eval/);
    const directives = Object.fromEntries(
      csp.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    expect(directives["default-src"], route).toEqual(["'none'"]);
    expect(directives["script-src"]?.slice(0, 2), route).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    for (const source of directives["script-src"]!.slice(2)) expect(source, route).toMatch(/^'sha256-[\w+/=]+'$/);
    // Each page's own style blocks by their hashes, like its inline scripts, and Gatsby's two
    // style attributes (route announcer, focus wrapper) by theirs, which needs 'unsafe-hashes'.
    expect(directives["style-src"]?.slice(0, 2), route).toEqual(["'self'", "'unsafe-hashes'"]);
    expect(directives["style-src"]?.slice(2).length, route).toBeGreaterThan(2);
    for (const source of directives["style-src"]!.slice(2)) expect(source, route).toMatch(/^'sha256-[\w+/=]+'$/);
  }
  const csp = (await request.get("/")).headers()["content-security-policy"];
  const directives = Object.fromEntries(
    csp.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
  );
  expect(directives["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
  expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://www.openstreetmap.org"]);
  expect(directives["img-src"]).toEqual(["'self'", "data:"]);
  expect(directives["frame-ancestors"]).toEqual(["'none'"]);
});

test("client-side navigation between templates and languages under the first page's CSP: no violation", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await openHydrated(page, "/");
  // Pages React renders in the browser set their styles through the CSSOM, which the CSP allows.
  for (const path of ["/parts/", "/contact/"]) {
    await page.locator(`header a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await scrollToBottom(page);
  }
  await page.locator('a[hreflang="ar"]').first().click();
  await expect(page).toHaveURL(/\/ar\/contact\/$/);
  await page.locator('header a[href="/ar/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/$/);
  await scrollToBottom(page);
  expect(violations).toEqual([]);
});

test("the site search runs under the CSP: Pagefind's script, WebAssembly and index load, results show, no violation", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const arabic = EDITIONS.find((edition) => edition.language === "ar")!;
  await openHydrated(page, "/ar/parts/");
  await page.getByRole("banner").getByRole("button", { name: arabic.words.frame.search.open }).click();
  await page
    .getByRole("dialog", { name: arabic.words.frame.search.open })
    .getByRole("combobox", { name: arabic.words.frame.search.label })
    .fill("التناضح العكسي");
  await expect(page.locator('[role="option"][href="/ar/technologies/reverse-osmosis/"]')).toBeVisible();
  expect(violations).toEqual([]);
});

test("the contact form reaches EmailJS through the CSP's connect-src", async ({ page }) => {
  const violations = await watchCsp(page);
  let sent = 0;
  await page.route(SEND_URL, async (route) => {
    sent++;
    await route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } });
  });
  await openHydrated(page, "/contact/");
  await page.getByRole("textbox", { name: "Name" }).fill("Aisha Rahman");
  await page.getByRole("textbox", { name: "E-mail" }).fill("aisha.rahman@example.ae");
  await page.getByRole("textbox", { name: "Message" }).fill("A softener for a villa in Al Barsha, please.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sent!" })).toBeVisible();
  expect(sent).toBe(1);
  expect(violations).toEqual([]);
});

test("the video (home modal, technology page) and the map open on demand under the CSP", async ({
  page,
  externalRequests,
}) => {
  const violations = await watchCsp(page);
  await openHydrated(page, "/");
  await page
    .locator("#video")
    .getByRole("button", { name: /Play video/ })
    .click();
  await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  // The frame's request reaches the network layer (where the fixture stops it): CSP allowed it.
  await expect.poll(() => externalRequests.filter((url) => url.includes("youtube-nocookie")).length).toBe(1);

  await openHydrated(page, "/technologies/ion-exchange/");
  const tour = page.locator("#video-tour");
  await tour.scrollIntoViewIfNeeded();
  await tour.getByRole("button", { name: /Play video/ }).click();
  await expect(tour.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => externalRequests.filter((url) => url.includes("youtube-nocookie")).length).toBe(2);

  await openHydrated(page, "/contact/");
  await page.getByRole("link", { name: /View a larger map/ }).scrollIntoViewIfNeeded();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
  await expect.poll(() => externalRequests.filter((url) => url.includes("openstreetmap")).length).toBe(1);
  expect(violations).toEqual([]);
});

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

test("pages name their start-up scripts in a Link header, and the browser takes them from it", async ({
  page,
  request,
}) => {
  for (const route of ["/", "/ar/", "/parts/", "/technologies/reverse-osmosis/", "/404.html"]) {
    const response = await request.get(route);
    const scripts = [...(await response.text()).matchAll(/<script src="(\/[^"]+\.js)" async/g)].map((m) => m[1]);
    expect(scripts.length, route).toBe(3);
    expect(response.headers()["link"], route).toBe(scripts.map((src) => `<${src}>; rel=preload; as=script`).join(", "));
  }
  // The preload serves the script tag: each start-up script is fetched once, and the page hydrates.
  const fetched: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") fetched.push(new URL(req.url()).pathname);
  });
  await openHydrated(page, "/");
  const boot = fetched.filter((path) => /^\/(webpack-runtime|framework|app)-/.test(path));
  expect(boot).toHaveLength(3);
  expect(new Set(boot).size).toBe(3);
});

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

test("status codes: 404 page for an unknown path, 301 to the trailing slash, both Desalination spellings", async ({
  request,
}) => {
  const missing = await request.get("/no-such-page/");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("<h1");
  expect(missing.headers()["content-security-policy"]).toMatch(/'sha256-/);
  // Under /ar/ the Arabic 404 page, right to left.
  const missingArabic = await request.get("/ar/no-such-page/");
  expect(missingArabic.status()).toBe(404);
  expect(await missingArabic.text()).toMatch(/<html lang="ar" dir="rtl"/);
  expect(missingArabic.headers()["content-security-policy"]).toMatch(/'sha256-/);

  for (const [from, to] of [
    ["/about", "/about/"],
    ["/technologies/Desalination", "/technologies/Desalination/"],
    ["/technologies/desalination", "/technologies/desalination/"],
  ]) {
    const redirect = await request.get(from, { maxRedirects: 0 });
    expect(redirect.status(), from).toBe(301);
    expect(redirect.headers()["location"], from).toBe(to);
    expect((await request.get(to)).status(), to).toBe(200);
  }
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("a form posted without JavaScript: 303 back to its page, by its path only, with the security headers", async ({
  request,
  baseURL,
}) => {
  for (const [posted, back] of [
    ["/contact/", "/contact/"],
    ["/ar/water-test/", "/ar/water-test/"],
    ["/contact/?quote=uv-sterilizer", "/contact/"],
    // Never another host, never text of the request in the header.
    ["//example.com/contact/", "/example.com/contact/"],
    ["/contact/%0d%0aSet-Cookie:%20x=1", "/"],
  ]) {
    // Absolute, so that "//host/" stays a path of this server.
    const response = await request.post(`${baseURL}${posted}`, { form: { user_name: "Aisha" }, maxRedirects: 0 });
    expect(response.status(), posted).toBe(303);
    expect(response.headers()["location"], posted).toBe(back);
    expect(response.headers()["set-cookie"], posted).toBeUndefined();
    expect(response.headers()["strict-transport-security"], posted).toBe("max-age=31536000; includeSubDomains");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const edition of EDITIONS) {
    const { words } = edition;
    const forms = [
      { path: "/contact/", note: words.contact.noScript },
      { path: "/water-test/", note: words.waterTest.noScript },
    ];
    for (const form of forms) {
      test(`${edition.language}: the form of ${form.path}, sent, posts and comes back to the page: nothing in the URL, the note says how else to reach us`, async ({
        page,
      }) => {
        const path = edition.path(form.path);
        await page.goto(path);
        // The page's one form.
        const element = () => page.getByRole("main").locator("form");
        for (const input of await element().locator("input[required]:not([type=checkbox]), textarea[required]").all()) {
          const type = await input.getAttribute("type");
          await input.fill(type === "email" ? "aisha@example.ae" : type === "date" ? "2026-03-04" : "Aisha");
        }
        const sent = page.waitForRequest((request) => request.isNavigationRequest());
        const landed = page.waitForResponse(
          (response) => response.request().isNavigationRequest() && response.status() !== 303,
        );
        await element().locator("button[type=submit]").click();
        const request = await sent;
        expect(new URL(request.url()).search).toBe("");
        expect(request.method()).toBe("POST");
        expect(new URL(request.url()).pathname).toBe(path);
        expect((await landed).status()).toBe(200);
        await page.waitForLoadState();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(new URL(page.url()).search).toBe("");
        // Back on the page: the form says how else to reach the company. Chromium's script
        // switch leaves the parser reading <noscript> as text: its HTML is the note.
        expect(await element().locator("noscript").innerHTML({ timeout: 5_000 })).toContain(form.note);
      });
    }
  }
});
