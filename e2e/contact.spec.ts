import {
  test,
  expect,
  openHydrated,
  renderingUpdates,
  escapeRegExp as escape,
  holdScripts,
  hydrated,
  pageErrors,
  slowNetwork,
} from "./fixtures";
import { pauseClockSoon } from "./clock";
import { all, attr, parseHtml, text } from "./static-html";
import type { Page, Route } from "@playwright/test";
import { answerEmailJs, multipartFields, testKeys } from "./emailjs";
import { readData } from "./built-site";
import { EDITIONS, type Edition } from "./editions";
import { EMAIL_SEND_TIMEOUT_MS } from "../src/lib/constants";
import { fillTemplate } from "../src/lib/template";
import type { Dictionary } from "../src/i18n/dictionary";

/**
 * The contact form against a build made with `npm run build:e2e`, which bakes the
 * dummy keys of .env.e2e into the page. EmailJS is answered here (e2e/emailjs.ts);
 * nothing leaves the machine. Every test runs in both editions, in each one's words.
 */
const company = readData<{
  phone: string;
  whatsapp: string;
  address: { street: string; latitude: number; longitude: number };
}>("company.json");

/** A text's pattern with any space matching a space or a no-break space (link texts keep numbers on one line). */
const spaced = (text: string) => escape(text).replace(/[ \u00a0]/g, "\\s");

const message = "We need a reverse osmosis system for a villa in Jumeirah. Could you visit next week?";

function formOf(page: Page, edition: Edition) {
  const words = edition.words.contact.form;
  return {
    name: page.getByRole("textbox", { name: words.name }),
    email: page.getByRole("textbox", { name: words.email }),
    phone: page.getByRole("textbox", { name: `${words.phone} ${words.optional}` }),
    service: page.getByRole("combobox", { name: `${words.service} ${words.optional}` }),
    message: page.getByRole("textbox", { name: words.message }),
  };
}

/** What the visitor enters, the service named in the edition's language. */
function visitorOf(edition: Edition) {
  const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
  return {
    user_name: "Aisha Rahman",
    user_email: "aisha.rahman@example.ae",
    user_phone: "+971 50 123 4567",
    service: technologies.find((technology) => technology.slug === "reverse-osmosis")!.name,
    message,
  };
}

async function fillForm(page: Page, edition: Edition) {
  const form = formOf(page, edition);
  const visitor = visitorOf(edition);
  await form.name.fill(visitor.user_name);
  await form.email.fill(visitor.user_email);
  await form.phone.fill(visitor.user_phone);
  await form.service.selectOption(visitor.service);
  await form.message.fill(visitor.message);
}

async function expectFormKept(page: Page, edition: Edition) {
  const form = formOf(page, edition);
  const visitor = visitorOf(edition);
  await expect(form.name).toHaveValue(visitor.user_name);
  await expect(form.email).toHaveValue(visitor.user_email);
  await expect(form.phone).toHaveValue(visitor.user_phone);
  await expect(form.service).toHaveValue(visitor.service);
  await expect(form.message).toHaveValue(visitor.message);
}

type Reasons = Dictionary["contact"]["failure"]["reasons"];
const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; says: (reasons: Reasons) => string }> = [
  {
    name: "429 too many requests",
    answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
    says: (reasons) => reasons.rateLimited,
  },
  {
    name: "451 headless browser",
    answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
    says: (reasons) => reasons.headless,
  },
  {
    name: "403 blocked",
    answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }),
    says: (reasons) => reasons.blocked,
  },
  {
    name: "500 server error",
    answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    says: (reasons) => fillTemplate(reasons.server, { status: "500" }),
  },
  {
    name: "503 service unavailable",
    answer: (route) => route.fulfill({ status: 503, body: "Service Unavailable" }),
    says: (reasons) => fillTemplate(reasons.server, { status: "503" }),
  },
  {
    name: "connection reset (dropped connection)",
    answer: (route) => route.abort("connectionreset"),
    says: (reasons) => reasons.network,
  },
  {
    name: "network failure",
    answer: (route) => route.abort("internetdisconnected"),
    says: (reasons) => reasons.network,
  },
];

for (const edition of EDITIONS) {
  const { words } = edition;
  const contact = words.contact;
  const submit = contact.submit;
  const openForm = (page: Page) => openHydrated(page, edition.path("/contact/"));
  const fields = (page: Page) => formOf(page, edition);
  const visitor = visitorOf(edition);
  const failureAlert = (page: Page) => page.getByRole("alert").filter({ hasText: contact.failure.title });

  test.describe(`${edition.language}: contact form`, () => {
    test("the form: visible labels, browser validation, and the 17 technologies plus Other", async ({ page }) => {
      const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
      await openForm(page);
      const form = fields(page);
      await expect(form.name).toHaveAttribute("required", "");
      await expect(form.email).toHaveAttribute("type", "email");
      await expect(form.email).toHaveAttribute("required", "");
      await expect(form.phone).toHaveAttribute("type", "tel");
      await expect(form.phone).not.toHaveAttribute("required");
      await expect(form.service).not.toHaveAttribute("required");
      await expect(form.message).toHaveAttribute("required", "");
      for (const label of [
        contact.form.name,
        contact.form.email,
        contact.form.phone,
        contact.form.service,
        contact.form.message,
      ]) {
        await expect(page.locator("label", { hasText: label }).first()).toBeVisible();
      }
      const technologies = edition.records<Array<{ name: string }>>("technologies.json");
      const options = await form.service.locator("option").allTextContents();
      expect(options).toEqual([contact.form.noService, ...technologies.map((t) => t.name), contact.form.otherService]);

      // The browser refuses an empty form and a malformed address: nothing is sent.
      await page.getByRole("button", { name: submit.idle }).click();
      expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await fillForm(page, edition);
      await form.email.fill("not-an-address");
      await page.getByRole("button", { name: submit.idle }).click();
      expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      expect(requests).toHaveLength(0);
    });

    test("sending: the request carries the fields, the page's language and keys; sending, then sent, reset, and idle after 2 s", async ({
      page,
    }) => {
      await page.clock.install();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const requests = await answerEmailJs(page, async (route) => {
        await released;
        await route.fulfill({ status: 200, body: "OK" });
      });
      await openForm(page);
      await fillForm(page, edition);
      await page.clock.pauseAt(Date.now() + 60_000);

      await page.getByRole("button", { name: submit.idle }).click();
      const sending = page.getByRole("button", { name: submit.sending });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);
      expect(requests[0].method()).toBe("POST");
      expect(multipartFields(requests[0])).toMatchObject({
        ...visitor,
        page_language: edition.language,
        lib_version: "4.4.1",
        service_id: testKeys.GATSBY_EMAILJS_SERVICE_ID,
        template_id: testKeys.GATSBY_EMAILJS_TEMPLATE_ID,
        user_id: testKeys.GATSBY_EMAILJS_PUBLIC_KEY,
      });
      await expect(sending).toBeDisabled();

      release();
      const sent = page.getByRole("button", { name: submit.sent });
      await expect(sent).toBeVisible();
      await expect(sent).toHaveCSS("background-color", "rgb(19, 122, 58)");
      await expect(page.getByRole("status").filter({ hasText: contact.sent })).toBeVisible();
      for (const field of Object.values(fields(page))) await expect(field).toHaveValue("");

      await page.clock.runFor(1999);
      await expect(sent).toBeVisible();
      await page.clock.runFor(1);
      await expect(page.getByRole("button", { name: submit.idle })).toBeEnabled();
      await expect(sent).toBeHidden();
      await expect(failureAlert(page)).toHaveCount(0);
    });

    for (const failure of FAILURES) {
      test(`failure, ${failure.name}: an alert says why, offers WhatsApp and phone, and keeps the input`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on("console", (entry) => {
          if (entry.type() === "error") errors.push(entry.text());
        });
        const requests = await answerEmailJs(page, failure.answer);
        await openForm(page);
        await fillForm(page, edition);
        await page.getByRole("button", { name: submit.idle }).click();

        const alert = failureAlert(page);
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(failure.says(contact.failure.reasons));
        await expect(alert.getByRole("link", { name: contact.failure.whatsapp })).toHaveAttribute(
          "href",
          company.whatsapp,
        );
        const call = new RegExp(`^${spaced(contact.failure.call).replace(escape("[phone]"), spaced(company.phone))}$`);
        await expect(alert.getByRole("link", { name: call })).toHaveAttribute(
          "href",
          `tel:${company.phone.replace(/[^+\d]/g, "")}`,
        );
        await expect(page.getByRole("button", { name: submit.idle })).toBeEnabled();
        await expectFormKept(page, edition);
        expect(requests).toHaveLength(1);
        expect(errors.some((text) => text.includes("Contact form: the message was not sent."))).toBe(true);
      });
    }
    test("a request that never answers: sending until 15 s, then the error alert with the input kept", async ({
      page,
    }) => {
      await page.clock.install();
      // The route never answers: the request hangs as a server that stopped responding would.
      const requests = await answerEmailJs(page, () => new Promise<void>(() => {}));
      await openForm(page);
      await fillForm(page, edition);
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole("button", { name: submit.idle }).click();
      const sending = page.getByRole("button", { name: submit.sending });
      await expect(sending).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);

      await page.clock.runFor(EMAIL_SEND_TIMEOUT_MS - 1);
      await expect(sending).toBeDisabled();
      await expect(failureAlert(page)).toHaveCount(0);
      await page.clock.runFor(1);
      const alert = failureAlert(page);
      await expect(alert).toContainText(
        fillTemplate(contact.failure.reasons.timeout, { seconds: String(EMAIL_SEND_TIMEOUT_MS / 1000) }),
      );
      await expect(alert.getByRole("link", { name: contact.failure.whatsapp })).toHaveAttribute(
        "href",
        company.whatsapp,
      );
      await expect(page.getByRole("button", { name: submit.idle })).toBeEnabled();
      await expectFormKept(page, edition);
    });

    test("one message per 10 seconds: a second send within 10 s is refused without a request", async ({ page }) => {
      // Two sends, each filling the whole form: twice the work of the other contact tests.
      test.slow();
      await page.clock.install();
      const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
      await openForm(page);
      await page.clock.pauseAt(Date.now() + 60_000);
      await fillForm(page, edition);
      await page.getByRole("button", { name: submit.idle }).click();
      await expect(page.getByRole("button", { name: submit.sent })).toBeVisible();
      await page.clock.runFor(5000);

      await fillForm(page, edition);
      await page.getByRole("button", { name: submit.idle }).click();
      await expect(page.getByRole("alert")).toContainText(contact.failure.reasons.rateLimited);
      await expectFormKept(page, edition);
      expect(requests).toHaveLength(1);

      await page.clock.runFor(5000);
      await page.getByRole("button", { name: submit.idle }).click();
      await expect(page.getByRole("button", { name: submit.sent })).toBeVisible();
      expect(requests).toHaveLength(2);
    });

    test("a filled honeypot shows 'Sent!' and sends nothing", async ({ page, externalRequests }) => {
      const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
      await openForm(page);
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
      // Out of sight: its box is one pixel that clips its content.
      const box = await honeypot.evaluate((input) => {
        const wrapper = input.parentElement!;
        return { width: wrapper.getBoundingClientRect().width, overflow: getComputedStyle(wrapper).overflow };
      });
      expect(box).toEqual({ width: 1, overflow: "hidden" });

      await fillForm(page, edition);
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await page.getByRole("button", { name: submit.idle }).click();
      await expect(page.getByRole("button", { name: submit.sent })).toBeVisible();
      expect(requests).toHaveLength(0);
      expect(externalRequests.filter((url) => url.includes("emailjs"))).toEqual([]);
    });

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

    test("the map loads only when scrolled near, with a title; before that the address is shown", async ({
      page,
      externalRequests,
    }) => {
      const maps: string[] = [];
      await page.route("https://www.openstreetmap.org/**", async (route) => {
        maps.push(route.request().url());
        await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" });
      });
      await openForm(page);
      // Give the observer two rendering updates to report; the map is still far below the fold.
      await renderingUpdates(page, 2);
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(
        page.getByRole("main").getByText(edition.records<typeof company>("company.json").address.street).last(),
      ).toBeAttached();
      expect(maps).toEqual([]);

      await page.getByRole("link", { name: contact.map.larger }).scrollIntoViewIfNeeded();
      const map = page.locator("iframe");
      const companyName = edition.records<{ name: string }>("company.json").name;
      await expect(map).toHaveAttribute(
        "title",
        new RegExp(`^${escape(contact.map.title.split("[company]")[0] + companyName)}`),
      );
      const src = new URL((await map.getAttribute("src"))!);
      expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
      expect(src.searchParams.get("marker")).toBe(`${company.address.latitude},${company.address.longitude}`);
      await expect.poll(() => maps.length).toBe(1);
      expect(externalRequests).toEqual([]);
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
