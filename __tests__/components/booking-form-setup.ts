import fs from "node:fs";
import path from "node:path";
import { fireEvent, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { BookingFormProps } from "../../src/components/water-test/booking-form";
import type { BookingFormText } from "../../src/components/water-test/booking-text";
import { factValues, resolveFacts } from "../../content-model/facts";

/**
 * What the booking form's tests (booking-form*.test.tsx) share: the form's props from the
 * content files as the page gets them, its fields, a visitor's booking, what the sender
 * must receive for it, and a console kept quiet.
 */
export const root = path.join(__dirname, "../..");
export const company = JSON.parse(fs.readFileSync(path.join(root, "data/company.json"), "utf8"));
const facts = factValues(company, 2026);
/** The content as the page gets it from GraphQL: company facts resolved. */
const resolved = (value: unknown): unknown =>
  typeof value === "string"
    ? resolveFacts(value, facts)
    : Array.isArray(value)
      ? value.map(resolved)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item)]))
        : value;
const content = resolved(JSON.parse(fs.readFileSync(path.join(root, "data/water-test.json"), "utf8"))) as {
  form: BookingFormText;
};
export const text = content.form;
export const f = text.fields;

/** Monday 2 March 2026, 10:00 in Dubai. */
const NOW = new Date("2026-03-02T06:00:00Z");
const now = () => NOW;

/** The emirates as the page gives them: areaServed, each with its page's slug (data/emirates/). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emiratePages: Array<{ slug: string; name: string }> = require("../../scripts/read-collection.cjs").readCollection(
  "emirates",
).english;
export const emirates = (company.areaServed as string[]).map((name) => ({
  name,
  slug: emiratePages.find((page) => page.name === name)?.slug ?? null,
}));

export const props: BookingFormProps = {
  text,
  emirates,
  workingDays: company.openingHours.days,
  openingHours: "Monday to Saturday, 8:00 to 18:00",
  whatsapp: company.whatsapp,
  phone: company.phone,
  now,
};

/** The form's fields, each looked up when read (role queries are slow in jsdom: only the ones a test reads). */
export const fields = () => ({
  get name() {
    return screen.getByLabelText(f.name.label);
  },
  get phone() {
    return screen.getByLabelText(f.phone.label);
  },
  get email() {
    return screen.getByLabelText(`${f.email.label} ${text.optional}`);
  },
  get emirate() {
    return screen.getByLabelText(f.emirate.label);
  },
  get area() {
    return screen.getByLabelText(f.area.label);
  },
  get propertyType() {
    return screen.getByRole("group", { name: f.propertyType.legend });
  },
  get waterSource() {
    return screen.getByRole("group", { name: f.waterSource.legend });
  },
  get concerns() {
    return screen.getByRole("group", { name: f.concerns.legend });
  },
  get date() {
    return screen.getByLabelText(f.date.label) as HTMLInputElement;
  },
  get timeWindow() {
    return screen.getByLabelText(f.timeWindow.label);
  },
  get consent() {
    return screen.getByLabelText(f.consent.label);
  },
});

export const submitButton = (name = text.submit.idle) => screen.getByRole("button", { name });

type User = ReturnType<typeof userEvent.setup>;

/** A date input takes its value at once (typing into it is the browser's own widget). */
export function setDate(value: string) {
  fireEvent.change(fields().date, { target: { value } });
}

/** Types a whole value at once (as pasting or autofill does): quicker than key by key. */
export async function enter(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

export async function fillBooking(user: User, overrides: { phone?: string; date?: string } = {}) {
  const form = fields();
  await enter(user, form.name, "Aisha Rahman");
  await enter(user, form.phone, overrides.phone ?? "050 123 4567");
  await enter(user, form.email, "aisha@example.ae");
  await user.selectOptions(form.emirate, "Dubai");
  await enter(user, form.area, "Al Barsha 2");
  await user.click(screen.getByLabelText("Villa"));
  await user.click(screen.getByLabelText("Borehole or well"));
  await user.click(screen.getByLabelText("Drinking water"));
  await user.click(screen.getByLabelText("Hardness and scale"));
  setDate(overrides.date ?? "2026-03-03");
  await user.selectOptions(form.timeWindow, "afternoon");
  await user.click(form.consent);
}

export const EXPECTED_PARAMS = {
  user_name: "Aisha Rahman",
  user_phone: "+971501234567",
  user_email: "aisha@example.ae",
  emirate: "Dubai",
  area: "Al Barsha 2",
  property_type: "Villa",
  water_source: "Borehole or well",
  concerns: "Hardness and scale, Drinking water",
  preferred_date: "2026-03-03",
  time_window: "Afternoon, 14:00\u201317:00",
  consent: "yes",
  page_language: "en",
};

export function expectKept() {
  const form = fields();
  expect(form.name).toHaveValue("Aisha Rahman");
  expect(form.phone).toHaveValue("050 123 4567");
  expect(form.email).toHaveValue("aisha@example.ae");
  expect(form.emirate).toHaveValue("Dubai");
  expect(form.area).toHaveValue("Al Barsha 2");
  expect(screen.getByLabelText("Villa")).toBeChecked();
  expect(screen.getByLabelText("Borehole or well")).toBeChecked();
  expect(screen.getByLabelText("Drinking water")).toBeChecked();
  expect(form.date).toHaveValue("2026-03-03");
  expect(form.timeWindow).toHaveValue("afternoon");
  expect(form.consent).toBeChecked();
}

/**
 * Silences console.error in each test of the calling file (a failed booking logs one) and,
 * after each, restores it, clears every mock and goes back to real timers. Returns the
 * running test's spy.
 */
export function quietConsoleErrors(): () => jest.SpyInstance {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.clearAllMocks();
    jest.useRealTimers();
  });
  return () => consoleError;
}
