import fs from "node:fs";
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { expect, openHydrated } from "./fixtures";
import type { Edition } from "./editions";

/**
 * The free water test page and its booking form against a build made with
 * `npm run build:e2e` (the dummy keys of .env.e2e, the booking's template
 * e2e-water-test-template), shared by the e2e/water-test*.spec.ts files: the visitor, what
 * EmailJS must receive, the page's fields in each edition's words. EmailJS is answered
 * here; nothing leaves the machine. The page's clock is fixed, so the date rules (from
 * tomorrow, 60 days, no Sundays, Dubai time) give the same answers every day.
 */
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";
export const PAGE_URL = "/water-test/";
const root = path.join(__dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
export const testKeys = Object.fromEntries(
  fs
    .readFileSync(path.join(root, ".env.e2e"), "utf8")
    .split("\n")
    .filter((line) => /^GATSBY_EMAILJS_[A-Z_]+=/.test(line))
    .map((line) => line.split("=", 2) as [string, string]),
);
export const company = read("data/company.json");

interface Option {
  value: string;
  label: string;
}

/** Monday 2 March 2026, 10:00 in Dubai (06:00 UTC). */
export const MONDAY_MORNING = new Date("2026-03-02T06:00:00Z");
/** Monday 2 March 2026, 21:30 UTC: already Tuesday 3 March, 01:30, in Dubai. */
export const MONDAY_LATE_UTC = new Date("2026-03-02T21:30:00Z");

/** What the visitor chooses, by the options' values (their labels are the edition's). */
export const visitor = {
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
export const EXPECTED_PARAMS = {
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
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/** The page of an edition and its form, in the edition's words. */
export function bookingPage(edition: Edition) {
  // data/water-test.json as the edition's page shows it.
  const content = edition.shown<any>("water-test.json");
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
export async function answerEmailJs(page: Page, respond: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_URL, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

export const ok = (route: Route) => route.fulfill({ status: 200, body: "OK" });
/**
 * The booking's confirmation and its date as each edition writes them: literal, so that a
 * change to the wording or the date format shows here.
 */
export const CONFIRMATIONS: Record<string, string> = {
  en: "Thank you, Aisha Rahman. We have your request for a free water test in Jumeirah 3, Dubai, on Wednesday, 4 March 2026 (Midday, 11:00\u201314:00). We will call you on +971 50 123 4567 within one working day to confirm the visit.",
  ar: "شكرًا لك يا Aisha Rahman. تلقّينا طلبك لإجراء فحص مجاني للمياه في Jumeirah 3، دبي، بتاريخ الأربعاء، 4 مارس 2026 (منتصف النهار، 11:00\u201314:00). سنتصل بك على الرقم +971 50 123 4567 خلال يوم عمل واحد لتأكيد الزيارة.",
};
export const WEDNESDAY: Record<string, string> = { en: "Wednesday, 4 March 2026", ar: "الأربعاء، 4 مارس 2026" };
