import { test, expect, openHydrated, scrollToBottom } from "./fixtures";
import { EDITIONS } from "./editions";
import { watchCsp } from "./page-checks";

/**
 * The CSP on the production host (Debian's nginx, deploy/nginx/site.conf; project "nginx" in
 * playwright.config.ts): the header the build writes (plugins/security-headers/security-headers.ts),
 * and what a visit does beyond one page under it (navigation, the site search, the form,
 * embeds) with no violation. Each page under its own CSP is checked by the site walk
 * (site-walk.spec.ts), which runs on this host too.
 */
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send-form";

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
