import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated, escapeRegExp as escape, holdScripts, hydrated, pageErrors } from "./fixtures";
import type { Page, Request, Route } from "@playwright/test";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../src/lib/constants";
import { factValues, resolveFacts } from "../content-model/facts";
import { EDITIONS, type Edition } from "./editions";

/**
 * The free water test page and its booking form against a build made with
 * `npm run build:e2e` (the dummy keys of .env.e2e, the booking's template
 * e2e-water-test-template). EmailJS is answered here; nothing leaves the machine. The
 * page's clock is fixed, so the date rules (from tomorrow, 60 days, no Sundays, Dubai
 * time) give the same answers every day.
 */
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";
const PAGE_URL = "/water-test/";
const root = path.join(__dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
const testKeys = Object.fromEntries(
  fs
    .readFileSync(path.join(root, ".env.e2e"), "utf8")
    .split("\n")
    .filter((line) => /^GATSBY_EMAILJS_[A-Z_]+=/.test(line))
    .map((line) => line.split("=", 2) as [string, string]),
);
const company = read("data/company.json");

interface Option {
  value: string;
  label: string;
}

/** data/water-test.json in an edition, its company facts resolved from that edition's company, as the page shows it. */
function contentOf(edition: Edition) {
  const facts = factValues(edition.records("company.json"), new Date().getFullYear());
  return JSON.parse(JSON.stringify(edition.records("water-test.json")), (_key, value) =>
    typeof value === "string" ? resolveFacts(value, facts) : value,
  );
}

/** Monday 2 March 2026, 10:00 in Dubai (06:00 UTC). */
const MONDAY_MORNING = new Date("2026-03-02T06:00:00Z");
/** Monday 2 March 2026, 21:30 UTC: already Tuesday 3 March, 01:30, in Dubai. */
const MONDAY_LATE_UTC = new Date("2026-03-02T21:30:00Z");

/** What the visitor chooses, by the options' values (their labels are the edition's). */
const visitor = {
  name: "Aisha Rahman",
  phone: "050 123 4567",
  email: "aisha.rahman@example.ae",
  area: "Jumeirah 3",
  propertyType: "villa",
  waterSource: "tank",
  concerns: ["hardness", "skin-hair"],
  date: "2026-03-04",
  timeWindow: "midday",
};

/** What EmailJS must receive for `visitor` on the English page. */
const EXPECTED_PARAMS = {
  user_name: "Aisha Rahman",
  user_phone: "+971501234567",
  user_email: "aisha.rahman@example.ae",
  emirate: "Dubai",
  area: "Jumeirah 3",
  property_type: "Villa",
  water_source: "Storage tank",
  concerns: "Hardness and scale, Skin and hair",
  preferred_date: "2026-03-04",
  time_window: "Midday, 11:00\u201314:00",
  consent: "yes",
  page_language: "en",
};

/**
 * Stops the page's installed clock a minute on (the page's time, not this process's):
 * from then on only the test moves time.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/** The page of an edition and its form, in the edition's words. */
function bookingPage(edition: Edition) {
  const content = contentOf(edition);
  const text = content.form;
  const f = text.fields;
  const emirate: string = edition.records<{ areaServed: string[] }>("company.json").areaServed[0];
  const label = (options: Option[], value: string) => options.find((option) => option.value === value)!.label;
  const fields = (page: Page) => ({
    name: page.getByRole("textbox", { name: f.name.label, exact: true }),
    phone: page.getByRole("textbox", { name: f.phone.label }),
    email: page.getByRole("textbox", { name: `${f.email.label} ${text.optional}` }),
    emirate: page.getByRole("combobox", { name: f.emirate.label }),
    area: page.getByRole("textbox", { name: f.area.label }),
    propertyType: page.getByRole("group", { name: f.propertyType.legend }),
    waterSource: page.getByRole("group", { name: f.waterSource.legend }),
    concerns: page.getByRole("group", { name: f.concerns.legend }),
    date: page.getByLabel(f.date.label, { exact: true }),
    timeWindow: page.getByRole("combobox", { name: f.timeWindow.label }),
    consent: page.getByRole("checkbox", { name: f.consent.label }),
  });
  return {
    content,
    text,
    f,
    emirate,
    fields,
    submit: (page: Page, name: string = text.submit.idle) => page.getByRole("button", { name }),
    /** Opens the page with Date fixed at `now` (timers keep running). */
    async openAt(page: Page, now: Date = MONDAY_MORNING) {
      await page.clock.setFixedTime(now);
      await openHydrated(page, edition.path(PAGE_URL));
    },
    open: (page: Page) => openHydrated(page, edition.path(PAGE_URL)),
    async fillBooking(page: Page, overrides: Partial<typeof visitor> = {}) {
      const values = { ...visitor, ...overrides };
      const form = fields(page);
      await form.name.fill(values.name);
      await form.phone.fill(values.phone);
      await form.email.fill(values.email);
      await form.emirate.selectOption(emirate);
      await form.area.fill(values.area);
      await form.propertyType.getByRole("radio", { name: label(f.propertyType.options, values.propertyType) }).check();
      await form.waterSource.getByRole("radio", { name: label(f.waterSource.options, values.waterSource) }).check();
      for (const concern of values.concerns) {
        await form.concerns.getByRole("checkbox", { name: label(f.concerns.options, concern) }).check();
      }
      await form.date.fill(values.date);
      await form.timeWindow.selectOption(values.timeWindow);
      await form.consent.check();
    },
    async expectBookingKept(page: Page) {
      const form = fields(page);
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      await expect(form.email).toHaveValue(visitor.email);
      await expect(form.emirate).toHaveValue(emirate);
      await expect(form.area).toHaveValue(visitor.area);
      await expect(
        form.propertyType.getByRole("radio", { name: label(f.propertyType.options, visitor.propertyType) }),
      ).toBeChecked();
      await expect(
        form.waterSource.getByRole("radio", { name: label(f.waterSource.options, visitor.waterSource) }),
      ).toBeChecked();
      for (const concern of visitor.concerns) {
        await expect(form.concerns.getByRole("checkbox", { name: label(f.concerns.options, concern) })).toBeChecked();
      }
      await expect(form.date).toHaveValue(visitor.date);
      await expect(form.timeWindow).toHaveValue(visitor.timeWindow);
      await expect(form.consent).toBeChecked();
    },
  };
}

/** Answers EmailJS with `respond`, recording every request. */
async function answerEmailJs(page: Page, respond: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_URL, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

const ok = (route: Route) => route.fulfill({ status: 200, body: "OK" });
/**
 * The booking's confirmation and its date as each edition writes them: literal, so that a
 * change to the wording or the date format shows here.
 */
const CONFIRMATIONS: Record<string, string> = {
  en: "Thank you, Aisha Rahman. We have your request for a free water test in Jumeirah 3, Dubai, on Wednesday, 4 March 2026 (Midday, 11:00\u201314:00). We will call you on +971 50 123 4567 within one working day to confirm the visit.",
  ar: "شكراً لك يا Aisha Rahman. تلقّينا طلبك لإجراء فحص مجاني للمياه في Jumeirah 3، دبي، بتاريخ الأربعاء، 4 مارس 2026 (منتصف النهار، 11:00\u201314:00). سنتصل بك على الرقم +971 50 123 4567 خلال يوم عمل واحد لتأكيد الزيارة.",
};
const WEDNESDAY: Record<string, string> = { en: "Wednesday, 4 March 2026", ar: "الأربعاء، 4 مارس 2026" };

for (const edition of EDITIONS) {
  const { content, text, f, emirate, fields, submit, openAt, open, fillBooking, expectBookingKept } =
    bookingPage(edition);
  const reasons = text.failure.reasons;

  test.describe(`${edition.language}: water test`, () => {
    test("the page: banner, what the visit is, what it costs (every emirate served), what it is not, and the phone", async ({
      page,
    }) => {
      await openAt(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.banner.title);
      for (const block of [content.visit, content.cost, content.notThis]) {
        await expect(page.getByRole("heading", { level: 2, name: block.title })).toBeVisible();
      }
      for (const measurement of content.visit.measurements) {
        await expect(page.getByRole("term").filter({ hasText: measurement.name })).toBeVisible();
      }
      const cost = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: content.cost.title }) });
      await expect(cost.getByRole("list").getByRole("listitem")).toHaveText(
        edition.records<{ areaServed: string[] }>("company.json").areaServed,
      );
      const call = page
        .getByRole("main")
        .locator(`a[href="tel:${company.phone.replace(/[^+\d]/g, "")}"]`)
        .first();
      await expect(call).toContainText(content.alternatives.call.split("[phone]")[0].trim());
      await expect(call).toContainText(company.phone.replace(/ /g, "\u00a0"));
      await expect(page).toHaveTitle(
        `${content.seo.title} | ${edition.records<{ shortName: string }>("company.json").shortName}`,
      );
    });

    test("an empty booking: every required field's message, linked to its field; focus on the first; nothing sent", async ({
      page,
    }) => {
      const requests = await answerEmailJs(page, ok);
      await openAt(page);
      const form = fields(page);
      await expect(page.getByRole("form", { name: text.title })).toHaveAttribute("novalidate", "");
      await submit(page).click();
      const messages: Array<[ReturnType<typeof fields>[keyof ReturnType<typeof fields>], string]> = [
        [form.name, f.name.errors.missing],
        [form.phone, f.phone.errors.empty],
        [form.emirate, f.emirate.errors.missing],
        [form.area, f.area.errors.missing],
        [form.propertyType, f.propertyType.errors.missing],
        [form.waterSource, f.waterSource.errors.missing],
        [form.concerns, f.concerns.errors.missing],
        [form.date, f.date.errors.missing],
        [form.timeWindow, f.timeWindow.errors.missing],
        [form.consent, f.consent.errors.missing],
      ];
      for (const [field, message] of messages) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(field).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
      }
      for (const field of [form.name, form.phone, form.emirate, form.area, form.date, form.timeWindow, form.consent]) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
      }
      await expect(form.email).not.toHaveAttribute("aria-invalid");
      await expect(form.name).toBeFocused();
      expect(requests).toHaveLength(0);
    });

    test("mobile numbers: a message for each reason, shown when the visitor leaves the field", async ({ page }) => {
      await openAt(page);
      const phone = fields(page).phone;
      for (const [typed, message] of [
        ["050 123", f.phone.errors.format],
        ["+44 7700 900123", f.phone.errors.format],
        ["050 CALL NOW", f.phone.errors.format],
        ["04 557 2380", f.phone.errors.notMobile],
        ["+971 4 557 2380", f.phone.errors.notMobile],
      ]) {
        await phone.fill(typed);
        await phone.blur();
        await expect(phone).toHaveAccessibleDescription(`${f.phone.hint} ${message}`);
      }
      await phone.fill("055 987 6543");
      await expect(phone).toHaveAccessibleDescription(f.phone.hint);
      await expect(phone).not.toHaveAttribute("aria-invalid");
    });

    test("success: sending, disabled, then booked and a confirmation repeating the booking in the page's language; the form empties", async ({
      page,
    }) => {
      await page.clock.install({ time: MONDAY_MORNING });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const requests = await answerEmailJs(page, async (route) => {
        await released;
        await ok(route);
      });
      await open(page);
      await fillBooking(page);
      await pauseClock(page);

      await submit(page).click();
      const sending = submit(page, text.submit.sending);
      await expect(sending).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);
      // A second click while sending sends nothing more.
      await sending.click({ force: true });
      release();

      const booked = submit(page, text.submit.sent);
      await expect(booked).toBeVisible();
      await expect(booked).toHaveCSS("background-color", "rgb(19, 122, 58)");
      const confirmation = page.getByRole("status").filter({ hasText: visitor.name });
      await expect(confirmation).toHaveText(CONFIRMATIONS[edition.language]);
      // The visitor's number stays left to right inside the sentence.
      await expect(confirmation.locator('[dir="ltr"]')).toHaveText("+971\u00a050\u00a0123\u00a04567");
      await expect(fields(page).name).toHaveValue("");
      await expect(fields(page).date).toHaveValue("");
      await expect(fields(page).consent).not.toBeChecked();

      await page.clock.runFor(SENT_MESSAGE_MS);
      await expect(submit(page)).toBeEnabled();
      await expect(confirmation).toBeVisible();
      expect(requests).toHaveLength(1);
    });

    const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; says: string }> = [
      {
        name: "429 too many requests",
        answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
        says: reasons.rateLimited,
      },
      {
        name: "451 headless browser",
        answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
        says: reasons.headless,
      },
      {
        name: "403 blocked",
        answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }),
        says: reasons.blocked,
      },
      {
        name: "500 server error",
        answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
        says: reasons.server.replace("[status]", "500"),
      },
      {
        name: "network failure",
        answer: (route) => route.abort("internetdisconnected"),
        says: reasons.network,
      },
    ];

    for (const failure of FAILURES) {
      test(`failure, ${failure.name}: an alert says why, offers WhatsApp with the booking and phone, keeps the input`, async ({
        page,
      }) => {
        const requests = await answerEmailJs(page, failure.answer);
        await openAt(page);
        await fillBooking(page);
        await submit(page).click();

        const alert = page.getByRole("alert").filter({ hasText: text.failure.title });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(failure.says);
        const chat = alert.getByRole("link", { name: new RegExp(text.failure.whatsapp) });
        const chatUrl = new URL((await chat.getAttribute("href"))!);
        expect(chatUrl.origin + chatUrl.pathname).toBe(company.whatsapp);
        const nameLine = (text.whatsapp.message as string).split("\n").find((line) => line.includes("[name]"))!;
        expect(chatUrl.searchParams.get("text")).toContain(nameLine.replace("[name]", visitor.name));
        await expect(alert.locator('a[href^="tel:"]')).toHaveAttribute(
          "href",
          `tel:${company.phone.replace(/[^+\d]/g, "")}`,
        );
        await expect(submit(page)).toBeEnabled();
        await expectBookingKept(page);
        expect(requests).toHaveLength(1);
      });
    }

    test("a request that never answers: the alert after 15 s, the input kept", async ({ page }) => {
      await page.clock.install({ time: MONDAY_MORNING });
      const requests = await answerEmailJs(page, () => new Promise<void>(() => {}));
      await open(page);
      await fillBooking(page);
      await pauseClock(page);
      await submit(page).click();
      await expect.poll(() => requests.length).toBe(1);
      await page.clock.runFor(EMAIL_SEND_TIMEOUT_MS - 1);
      await expect(submit(page, text.submit.sending)).toBeDisabled();
      await page.clock.runFor(1);
      await expect(page.getByRole("alert")).toContainText(reasons.timeout.replace("[seconds]", "15"));
      await expectBookingKept(page);
    });

    test("a filled honeypot shows the booked state and sends nothing", async ({ page, externalRequests }) => {
      const requests = await answerEmailJs(page, ok);
      await openAt(page);
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await fillBooking(page);
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await submit(page).click();
      await expect(submit(page, text.submit.sent)).toBeVisible();
      expect(requests).toHaveLength(0);
      expect(externalRequests.filter((url) => url.includes("emailjs"))).toEqual([]);
    });

    test("a name typed key by key before the scripts start is kept once they run, when the visitor moves on; the booking has it", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      const release = await holdScripts(page);
      await page.goto(edition.path(PAGE_URL), { waitUntil: "domcontentloaded" });
      const form = fields(page);
      await form.name.pressSequentially(visitor.name);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      release();
      await hydrated(page);
      // The next field: the form renders again with every key typed there.
      await form.phone.pressSequentially(visitor.phone);
      await form.email.click();
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      const link = page.getByRole("link", { name: new RegExp(text.whatsapp.link) });
      const nameLine = (text.whatsapp.message as string).split("\n").find((line) => line.includes("[name]"))!;
      await expect
        .poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text"))
        .toContain(nameLine.replace("[name]", visitor.name));
      expect(logged).toEqual([]);
    });

    test("filled and sent before the scripts start: it says it will be sent, then is sent once with the booking; nothing in the URL", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      await page.clock.setFixedTime(MONDAY_MORNING);
      const requests = await answerEmailJs(page, ok);
      const release = await holdScripts(page);
      await page.goto(edition.path(PAGE_URL), { waitUntil: "domcontentloaded" });
      await fillBooking(page);
      await submit(page).click();
      const queued = page.getByRole("status").filter({ hasText: edition.words.waterTest.queued });
      await expect(queued).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(edition.path(PAGE_URL));
      expect(new URL(page.url()).search).toBe("");
      await expectBookingKept(page);
      expect(requests).toHaveLength(0);

      release();
      await hydrated(page);
      const confirmation = page.getByRole("status").filter({ hasText: visitor.name });
      await expect(confirmation).toHaveText(CONFIRMATIONS[edition.language]);
      await expect(queued).toBeHidden();
      expect(requests).toHaveLength(1);
      expect(requests[0].postDataJSON().template_params).toMatchObject({
        user_name: visitor.name,
        user_phone: "+971501234567",
        area: visitor.area,
        preferred_date: visitor.date,
        page_language: edition.language,
      });
      expect(new URL(page.url()).search).toBe("");
      expect(logged).toEqual([]);
    });

    test("the WhatsApp link carries what is filled in so far", async ({ page }) => {
      await openAt(page);
      const link = page.getByRole("link", { name: new RegExp(text.whatsapp.link) });
      const message = async () => new URL((await link.getAttribute("href"))!).searchParams.get("text");
      await expect(link).toHaveAttribute("target", "_blank");
      const lines = (text.whatsapp.message as string).split("\n");
      const line = (slot: string, value: string) =>
        lines.find((candidate) => candidate.includes(`[${slot}]`))!.replace(`[${slot}]`, value);
      expect(await message()).toBe(lines[0]);
      await fields(page).area.fill("Mirdif");
      await fields(page).emirate.selectOption(emirate);
      await fields(page).date.fill("2026-03-04");
      await expect
        .poll(message)
        .toBe(
          [lines[0], line("emirate", emirate), line("area", "Mirdif"), line("date", WEDNESDAY[edition.language])].join(
            "\n",
          ),
        );
    });
  });
}

/** The form's rules, the same code in both editions: checked on the English page. */
test.describe("en: booking rules", () => {
  const { text, f, fields, submit, openAt, fillBooking } = bookingPage(EDITIONS[0]);

  test("every UAE way of writing a mobile number is accepted and reaches EmailJS in E.164", async ({ page }) => {
    // Eight bookings, each filling the whole form.
    test.slow();
    const requests = await answerEmailJs(page, ok);
    await openAt(page);
    const forms = [
      "050 123 4567",
      "0501234567",
      "501234567",
      "+971 50 123 4567",
      "00971 50 123 4567",
      "971 50 123 4567",
      "+971 (0)50 123-4567",
      "(050) 123.4567",
    ];
    // The button reads "Book my free test", or "Booked!" for a while after each booking.
    const button = page.getByRole("button", {
      name: new RegExp(`^(${escape(text.submit.idle)}|${escape(text.submit.sent)})$`),
    });
    for (const [index, phone] of forms.entries()) {
      // One booking per 10 seconds from this page, and Date stands still here: start a fresh limit.
      await page.evaluate(() => localStorage.clear());
      await fillBooking(page, { phone });
      await button.click();
      await expect.poll(() => requests.length).toBe(index + 1);
      expect(requests[index].postDataJSON().template_params.user_phone, phone).toBe("+971501234567");
      await expect(page.getByRole("status")).toContainText(`We will call you on +971 50 123 4567`);
      await expect(fields(page).phone).toHaveValue("");
    }
  });

  test("dates: from tomorrow to 60 days ahead on working days, in Dubai time", async ({ page }) => {
    await openAt(page);
    const date = fields(page).date;
    // The limits depend on today, so the form sets them once hydrated: when it nears the viewport.
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-03");
    await expect(date).toHaveAttribute("max", "2026-05-01");
    await expect(date).toHaveAccessibleDescription(
      `We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead.`,
    );
    const rules: Array<[string, string | null]> = [
      ["2026-03-02", f.date.errors.past],
      ["2026-02-20", f.date.errors.past],
      ["2026-05-02", f.date.errors.tooFar.replace("[maxDays]", "60")],
      ["2026-03-08", f.date.errors.closedDay.replace("[day]", "Sunday")],
      ["2026-03-03", null],
      ["2026-05-01", null],
    ];
    for (const [value, message] of rules) {
      await date.fill(value);
      await date.blur();
      if (message) {
        await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
        await expect(date).toHaveAttribute("aria-invalid", "true");
      } else {
        await expect(date).not.toHaveAttribute("aria-invalid");
      }
    }
  });

  test("dates: at 21:30 UTC it is already the next day in Dubai", async ({ page }) => {
    await openAt(page, MONDAY_LATE_UTC);
    const date = fields(page).date;
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-04");
    await expect(date).toHaveAttribute("max", "2026-05-02");
    await date.fill("2026-03-03");
    await date.blur();
    await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(f.date.errors.past)}$`));
  });

  test("a half-typed date says it is incomplete", async ({ page }) => {
    await openAt(page);
    const date = fields(page).date;
    // The form ready (hydrated, its limits set), as it is by the time a visitor reaches it: keys
    // typed within milliseconds of hydration, as only a script types them, can be lost.
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-03");
    await date.focus();
    // One part of the date only: the browser holds it but has no value to give.
    await page.keyboard.type("03");
    await date.blur();
    await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(f.date.errors.invalid)}$`));
  });

  test("the request EmailJS receives: JSON with the keys, the booking's template and its parameters", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, ok);
    await openAt(page);
    await fillBooking(page, { phone: "+971-50-123-4567" });
    await submit(page).click();
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0];
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({
      lib_version: "4.4.1",
      user_id: testKeys.GATSBY_EMAILJS_PUBLIC_KEY,
      service_id: testKeys.GATSBY_EMAILJS_SERVICE_ID,
      template_id: "e2e-water-test-template",
      template_params: EXPECTED_PARAMS,
    });
    expect(testKeys.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID).toBe("e2e-water-test-template");
  });
});
