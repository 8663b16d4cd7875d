import { test, expect, holdScripts, hydrated, pageErrors, slowNetwork } from "./fixtures";
import { pauseClockSoon } from "./clock";
import { all, attr, parseHtml, text } from "./static-html";
import type { Page } from "@playwright/test";
import { answerEmailJs, multipartFields } from "./emailjs";
import { EDITIONS } from "./editions";
import { fillTemplate } from "../src/lib/template";
import { company, expectFormKept, fillForm, formOf, visitorOf } from "./contact-form";

/**
 * The contact form against a build made with `npm run build:e2e`, which bakes the
 * dummy keys of .env.e2e into the page. EmailJS is answered here (e2e/emailjs.ts);
 * nothing leaves the machine. Every test runs in both editions, in each one's words.
 * Here: the form sent before the scripts start (held back, slow network), and without JavaScript.
 */
for (const edition of EDITIONS) {
  const { words } = edition;
  const contact = words.contact;
  const submit = contact.submit;
  const fields = (page: Page) => formOf(page, edition);
  const visitor = visitorOf(edition);

  test.describe(`${edition.language}: contact form sent before its scripts`, () => {
    /**
     * The visitor fills the form and presses Send before the page's scripts have started
     * (`before` holds them back or slows them down, and returns what lets them run): the form
     * says it will be sent and stays as it is, nothing goes into the URL; once the scripts
     * run it is sent once, with what was typed, and the usual "Sent!" follows.
     */
    async function sendBeforeTheScripts(page: Page, before: () => Promise<() => void>) {
      const logged = pageErrors(page);
      await page.clock.install();
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const requests = await answerEmailJs(page, async (route) => {
        await answered;
        await route.fulfill({ status: 200, body: "OK" });
      });
      const release = await before();
      await page.goto(edition.path("/contact/"), { waitUntil: "domcontentloaded" });
      await fillForm(page, edition);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      await page.getByRole("button", { name: submit.idle }).click();

      const queued = page.getByRole("status").filter({ hasText: contact.queued });
      await expect(queued).toBeVisible();
      await expectFormKept(page, edition);
      expect(new URL(page.url()).pathname).toBe(edition.path("/contact/"));
      expect(new URL(page.url()).search).toBe("");
      expect(requests).toHaveLength(0);

      release();
      await hydrated(page);
      await expect.poll(() => requests.length).toBe(1);
      // From here only the test moves time: "Sent!" stays until it does.
      await pauseClockSoon(page);
      await expect(page.getByRole("button", { name: submit.sending })).toBeDisabled();
      await expect(queued).toBeHidden();
      expect(multipartFields(requests[0])).toMatchObject({ ...visitor, page_language: edition.language });
      answer();
      await expect(page.getByRole("button", { name: submit.sent })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: contact.sent })).toBeVisible();
      for (const field of Object.values(fields(page))) await expect(field).toHaveValue("");
      expect(requests).toHaveLength(1);
      expect(new URL(page.url()).search).toBe("");
      expect(logged).toEqual([]);
    }

    test("sent before the scripts start (held back): it says it will be sent, then is sent once, with what was typed; nothing in the URL", async ({
      page,
    }) => {
      await sendBeforeTheScripts(page, () => holdScripts(page));
    });

    test("sent before the scripts start on a slow network: it says it will be sent, then is sent once, with what was typed", async ({
      page,
    }) => {
      test.slow();
      await sendBeforeTheScripts(page, async () => {
        await slowNetwork(page);
        return () => {};
      });
    });
  });
}

for (const edition of EDITIONS) {
  const { contact } = edition.words;
  const fields = (page: Page) => formOf(page, edition);
  const visitor = visitorOf(edition);

  /** A product's quotation request, as its page links it: the product's service and message. */
  function quote() {
    const product = edition.records<Array<{ slug: string; name: string; technologies: string[] }>>("products.json")[0];
    const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
    const message = edition.records<{ quoteMessage: string }>("product-page.json").quoteMessage;
    return {
      path: edition.path(`/contact/?quote=${product.slug}#message`),
      service: technologies.find((technology) => technology.slug === product.technologies[0])!.name,
      message: fillTemplate(message, { product: product.name }),
    };
  }

  test.describe(`${edition.language}: a quotation request opened before the scripts`, () => {
    test("what the visitor typed stays; the quote fills only what they left empty", async ({ page }) => {
      const request = quote();
      const release = await holdScripts(page);
      await page.goto(request.path, { waitUntil: "domcontentloaded" });
      await fields(page).name.fill(visitor.user_name);
      await fields(page).message.fill(visitor.message);
      release();
      await hydrated(page);
      // The quote's service goes into the empty list; the visitor's own message stays.
      await expect(fields(page).service).toHaveValue(request.service);
      await expect(fields(page).name).toHaveValue(visitor.user_name);
      await expect(fields(page).message).toHaveValue(visitor.message);
    });

    test("a message left empty gets the quote's", async ({ page }) => {
      const request = quote();
      const release = await holdScripts(page);
      await page.goto(request.path, { waitUntil: "domcontentloaded" });
      await fields(page).email.fill(visitor.user_email);
      release();
      await hydrated(page);
      await expect(fields(page).message).toHaveValue(request.message);
      await expect(fields(page).service).toHaveValue(request.service);
      await expect(fields(page).email).toHaveValue(visitor.user_email);
    });

    test("sent before the scripts start, it is sent once with what was typed, and the form says so", async ({
      page,
    }) => {
      const request = quote();
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const requests = await answerEmailJs(page, async (route) => {
        await answered;
        await route.fulfill({ status: 200, body: "OK" });
      });
      const release = await holdScripts(page);
      await page.goto(request.path, { waitUntil: "domcontentloaded" });
      await fillForm(page, edition);
      await page.getByRole("button", { name: contact.submit.idle }).click();
      release();
      await hydrated(page);
      await expect.poll(() => requests.length).toBe(1);
      expect(multipartFields(requests[0])).toMatchObject({ ...visitor, page_language: edition.language });
      // The same form goes on to say it is sending, then that it was sent.
      await expect(page.getByRole("button", { name: contact.submit.sending })).toBeDisabled();
      await expect(fields(page).name).toHaveValue(visitor.user_name);
      answer();
      await expect(page.getByRole("status").filter({ hasText: contact.sent })).toBeVisible();
      expect(requests).toHaveLength(1);
    });
  });
}

for (const edition of EDITIONS) {
  const { words } = edition;
  const { contact } = words;
  test.describe(`${edition.language}: contact form without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("sent, the form posts its fields: nothing goes into the URL", async ({ page }) => {
      const path = edition.path("/contact/");
      await page.goto(path);
      await fillForm(page, edition);
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      await page.getByRole("button", { name: contact.submit.idle }).click();
      const request = await sent;
      expect(new URL(request.url()).search).toBe("");
      expect(request.method()).toBe("POST");
      expect(request.postData()).toContain("user_name=");
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe("");
    });

    test("the form says sending needs JavaScript and offers WhatsApp and a call", async ({ page }) => {
      await page.goto(edition.path("/contact/"));
      const form = page.getByRole("form", { name: contact.title });
      // Chromium's script switch leaves the parser reading <noscript> as text: its HTML is the note.
      const note = parseHtml(await form.locator("noscript").innerHTML({ timeout: 5_000 }));
      expect(text(note)).toContain(contact.noScript);
      expect(all("a", note).map((link) => [text(link), attr(link, "href")])).toEqual([
        [`${contact.failure.whatsapp} ${words.common.newTab}`, company.whatsapp],
        [
          fillTemplate(contact.failure.call, { phone: company.phone }).replace(/\s/g, " "),
          `tel:${company.phone.replace(/[^+\d]/g, "")}`,
        ],
      ]);
    });
  });
}
