import { test, expect } from "./fixtures";
import { EDITIONS } from "./editions";

/**
 * Forms posted without JavaScript on the production host (Debian's nginx with
 * deploy/nginx/site.conf; project "nginx" in playwright.config.ts): the host answers a POST
 * with a 303 back to the form's page, and the page's note says how else to reach the company.
 */
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
