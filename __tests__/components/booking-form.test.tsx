import fs from "node:fs";
import path from "node:path";
import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmailJSResponseStatus, send as emailjsSend } from "@emailjs/browser";
import { BookingForm, type BookingFormProps } from "../../src/components/water-test/booking-form";
import type { BookingFormText } from "../../src/components/water-test/booking-text";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../../src/lib/constants";
import { WATER_TEST_RATE_LIMIT_ID } from "../../src/lib/email";
import { factValues, resolveFacts } from "../../content-model/facts";
import { overlay } from "../../content-model/translations";
import { QUEUED_ATTRIBUTE } from "../../src/start-up/queued-submit";
import en from "../../src/i18n/en";
import { renderWithLanguage, runQueuedSubmitScript, serverRendered } from "../test-utils";

jest.mock("@emailjs/browser", () => ({
  ...jest.requireActual("@emailjs/browser"),
  send: jest.fn(),
}));

const root = path.join(__dirname, "../..");
const company = JSON.parse(fs.readFileSync(path.join(root, "data/company.json"), "utf8"));
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
const text = content.form;
const f = text.fields;

/** Monday 2 March 2026, 10:00 in Dubai. */
const NOW = new Date("2026-03-02T06:00:00Z");
const now = () => NOW;

/** The emirates as the page gives them: areaServed, each with its page's slug (data/emirates.json). */
const emiratePages: Array<{ slug: string; name: string }> = JSON.parse(
  fs.readFileSync(path.join(root, "data/emirates.json"), "utf8"),
);
const emirates = (company.areaServed as string[]).map((name) => ({
  name,
  slug: emiratePages.find((page) => page.name === name)?.slug ?? null,
}));

const props: BookingFormProps = {
  text,
  emirates,
  workingDays: company.openingHours.days,
  openingHours: "Monday to Saturday, 8:00 to 18:00",
  whatsapp: company.whatsapp,
  phone: company.phone,
  now,
};

/** The form's fields, each looked up when read (role queries are slow in jsdom: only the ones a test reads). */
const fields = () => ({
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

const submitButton = (name = text.submit.idle) => screen.getByRole("button", { name });

type User = ReturnType<typeof userEvent.setup>;

/** A date input takes its value at once (typing into it is the browser's own widget). */
function setDate(value: string) {
  fireEvent.change(fields().date, { target: { value } });
}

/** Types a whole value at once (as pasting or autofill does): quicker than key by key. */
async function enter(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillBooking(user: User, overrides: { phone?: string; date?: string } = {}) {
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

const EXPECTED_PARAMS = {
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

function expectKept() {
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

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe("the form", () => {
  test("labels, groups and choices come from the content; the emirates are company.json's, in order", () => {
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    const form = screen.getByRole("form", { name: text.title });
    expect(form).toHaveAttribute("novalidate");
    const emirates = within(fields().emirate)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(emirates).toEqual([f.emirate.placeholder, ...company.areaServed]);
    const windows = within(fields().timeWindow)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(windows).toEqual([
      f.timeWindow.placeholder,
      "Morning, 8:00\u201311:00",
      "Midday, 11:00\u201314:00",
      "Afternoon, 14:00\u201317:00",
    ]);
    for (const [group, field] of [
      [fields().propertyType, f.propertyType],
      [fields().waterSource, f.waterSource],
    ] as const) {
      expect(
        within(group)
          .getAllByRole("radio")
          .map((radio) => radio.getAttribute("value")),
      ).toEqual(field.options.map((option) => option.value));
    }
    expect(within(fields().concerns).getAllByRole("checkbox")).toHaveLength(f.concerns.options.length);
    expect(fields().phone).toHaveAttribute("type", "tel");
    expect(fields().email).toHaveAttribute("type", "email");
    expect(fields().date).toHaveAttribute("type", "date");
    expect(fields().phone).toHaveAccessibleDescription(f.phone.hint);
    expect(fields().date).toHaveAccessibleDescription(
      "We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead.",
    );
    expect(submitButton()).toBeEnabled();
  });

  test("the date input offers tomorrow to 60 days ahead, in Dubai time", () => {
    // 21:30 UTC on Monday is already Tuesday in Dubai.
    renderWithLanguage(<BookingForm {...props} now={() => new Date("2026-03-02T21:30:00Z")} send={jest.fn()} />);
    expect(fields().date).toHaveAttribute("min", "2026-03-04");
    expect(fields().date).toHaveAttribute("max", "2026-05-02");
  });
});

describe("validation", () => {
  test("an empty form: a message for every required field, linked and marked invalid; focus on the first", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await user.click(submitButton());
    const form = fields();
    const expected: Array<[HTMLElement, string]> = [
      [form.name, f.name.errors.missing],
      [form.phone, `${f.phone.hint} ${f.phone.errors.empty}`],
      [form.emirate, f.emirate.errors.missing],
      [form.area, f.area.errors.missing],
      [form.propertyType, f.propertyType.errors.missing],
      [form.waterSource, f.waterSource.errors.missing],
      [form.concerns, `${f.concerns.hint} ${f.concerns.errors.missing}`],
      [
        form.date,
        `We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead. ${f.date.errors.missing}`,
      ],
      [form.timeWindow, f.timeWindow.errors.missing],
      [form.consent, f.consent.errors.missing],
    ];
    for (const [element, description] of expected) {
      expect(element).toHaveAccessibleDescription(description);
    }
    for (const element of [form.name, form.phone, form.emirate, form.area, form.date, form.timeWindow, form.consent]) {
      expect(element).toHaveAttribute("aria-invalid", "true");
    }
    for (const radio of within(form.propertyType).getAllByRole("radio")) {
      expect(radio).toHaveAttribute("aria-invalid", "true");
    }
    // The e-mail is optional.
    expect(form.email).not.toHaveAttribute("aria-invalid");
    expect(form.email).toHaveAccessibleDescription(f.email.hint);
    expect(form.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ["", f.phone.errors.empty],
    ["050 123", f.phone.errors.format],
    ["+44 7700 900123", f.phone.errors.format],
    ["04 557 2380", f.phone.errors.notMobile],
    ["+971 4 557 2380", f.phone.errors.notMobile],
  ])("mobile %j: its own message", async (phone, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { phone });
    await user.click(submitButton());
    expect(fields().phone).toHaveAccessibleDescription(`${f.phone.hint} ${message}`);
    expect(fields().phone).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ["2026-03-02", f.date.errors.past],
    ["2026-02-27", f.date.errors.past],
    ["2026-05-02", "Please choose a date within the next 60 days."],
    ["2026-03-08", "We do not visit on a Sunday. Please choose another date."],
  ])("date %s: its own message, and the focus", async (date, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { date });
    await user.click(submitButton());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(fields().date).toHaveAttribute("aria-invalid", "true");
    expect(fields().date).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test("a date the browser cannot read (half typed) says so when the visitor leaves it", () => {
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    const date = fields().date;
    Object.defineProperty(date, "validity", { value: { badInput: true }, configurable: true });
    fireEvent.blur(date);
    expect(screen.getByText(f.date.errors.invalid)).toBeInTheDocument();
  });

  test("a wrong e-mail address has its message; an empty one is fine", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve());
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.clear(fields().email);
    await enter(user, fields().email, "aisha@example");
    await user.click(submitButton());
    expect(fields().email).toHaveAccessibleDescription(`${f.email.hint} ${f.email.errors.format}`);
    expect(fields().email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.clear(fields().email);
    await user.click(submitButton());
    expect(send).toHaveBeenCalledWith({ ...EXPECTED_PARAMS, user_email: "" });
  });

  test("a field changed and left is checked on blur; its message goes as soon as it is fixed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    // Passing through an empty field says nothing.
    await user.click(fields().name);
    await user.tab();
    expect(screen.queryByText(f.name.errors.missing)).toBeNull();
    await user.type(fields().phone, "04 557 2380");
    expect(screen.queryByText(f.phone.errors.notMobile)).toBeNull();
    await user.tab();
    expect(screen.getByText(f.phone.errors.notMobile)).toBeInTheDocument();
    await user.clear(fields().phone);
    await user.type(fields().phone, "055 987 6543");
    expect(screen.queryByText(f.phone.errors.notMobile)).toBeNull();
    expect(fields().phone).not.toHaveAttribute("aria-invalid");
    // Unticking the last concern says so at once.
    const drinking = screen.getByLabelText("Drinking water");
    await user.click(drinking);
    await user.click(drinking);
    expect(fields().concerns).toHaveAccessibleDescription(`${f.concerns.hint} ${f.concerns.errors.missing}`);
  });
});

describe("sending", () => {
  test("the phone reaches the sender in E.164, with every template parameter", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { phone: "+971 (0)50-123.4567" });
    await user.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
  });

  test("through EmailJS: the booking's own template and rate limit, as JSON parameters", async () => {
    const saved = { ...process.env };
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "public-key";
    process.env.GATSBY_EMAILJS_SERVICE_ID = "service";
    process.env.GATSBY_EMAILJS_TEMPLATE_ID = "contact-template";
    process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID = "water-test-template";
    try {
      (emailjsSend as jest.Mock).mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      const user = userEvent.setup({ delay: null });
      renderWithLanguage(<BookingForm {...props} />);
      await fillBooking(user, { phone: "00971 55 987 6543" });
      await user.click(submitButton());
      expect(await screen.findByRole("button", { name: text.submit.sent })).toBeInTheDocument();
      expect(emailjsSend).toHaveBeenCalledWith(
        "service",
        "water-test-template",
        { ...EXPECTED_PARAMS, user_phone: "+971559876543" },
        { publicKey: "public-key", limitRate: { id: WATER_TEST_RATE_LIMIT_ID, throttle: 10_000 } },
      );
    } finally {
      process.env = saved;
    }
  });

  test("success: 'Sending...' disabled, then 'Booked!' with the confirmation; the form empties; the button returns", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let resolve!: (value: unknown) => void;
    const send = jest.fn(() => new Promise((r) => (resolve = r)));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.click(submitButton());
    expect(submitButton(text.submit.sending)).toBeDisabled();
    await act(async () => resolve({ status: 200, text: "OK" }));
    expect(submitButton(text.submit.sent)).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you, Aisha Rahman. We have your request for a free water test in Al Barsha 2, Dubai, on Tuesday, 3 March 2026 (Afternoon, 14:00\u201317:00). We will call you on +971 50 123 4567 within one working day to confirm the visit.",
    );
    expect(fields().name).toHaveValue("");
    expect(fields().date).toHaveValue("");
    expect(fields().consent).not.toBeChecked();
    act(() => jest.advanceTimersByTime(SENT_MESSAGE_MS));
    expect(submitButton()).toBeEnabled();
    // The confirmation stays for the visitor to read.
    expect(screen.getByRole("status")).toHaveTextContent("Thank you, Aisha Rahman.");
  });

  test("a double submit sends once", async () => {
    const send = jest.fn(() => new Promise(() => {}));
    const user = userEvent.setup({ delay: null });
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    const form = screen.getByRole("form", { name: text.title });
    // Two submits in the same task, before React renders the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(submitButton(text.submit.sending));
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a filled honeypot fakes success and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    const { container } = renderWithLanguage(<BookingForm {...props} send={send} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    honeypot.value = "http://spam.example";
    await fillBooking(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: text.submit.sent })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("failures: an alert in the content's words, WhatsApp with the booking and phone, the input kept", () => {
  const reasons = text.failure.reasons;
  test.each<[string, unknown, string]>([
    ["429 too many requests", new EmailJSResponseStatus(429, "Too Many Requests"), reasons.rateLimited],
    ["451 headless browser", new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), reasons.headless],
    ["403 blocked", new EmailJSResponseStatus(403, "Forbidden"), reasons.blocked],
    [
      "500 server error",
      new EmailJSResponseStatus(500, "Internal Server Error"),
      reasons.server.replace("[status]", "500"),
    ],
    ["0 network error", new EmailJSResponseStatus(0, "Network Error"), reasons.network],
    ["failed fetch", new TypeError("Failed to fetch"), reasons.network],
    ["an unexpected error", new Error("boom"), reasons.unexpected],
  ])("%s", async (_name, error, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.reject(error));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failure.title);
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(text.failure.kept);
    const chat = within(alert).getByRole("link", { name: new RegExp(text.failure.whatsapp) });
    expect(new URL(chat.getAttribute("href")!).searchParams.get("text")).toContain("Name: Aisha Rahman");
    expect(within(alert).getByRole("link", { name: /^Call\s+\+971\s+4\s+557\s+2380$/ })).toHaveAttribute(
      "href",
      "tel:+97145572380",
    );
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expectKept();
    expect(consoleError).toHaveBeenCalledWith("Water-test booking: the booking was not sent.", error);
  });

  test("no answer within EMAIL_SEND_TIMEOUT_MS", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithLanguage(<BookingForm {...props} send={jest.fn(() => new Promise(() => {}))} />);
    await fillBooking(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(EMAIL_SEND_TIMEOUT_MS));
    expect(screen.getByRole("alert")).toHaveTextContent(reasons.timeout.replace("[seconds]", "15"));
    expectKept();
  });

  test("built without the booking's template: not set up, phone and WhatsApp instead", async () => {
    const saved = { ...process.env };
    delete process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID;
    try {
      const user = userEvent.setup({ delay: null });
      renderWithLanguage(<BookingForm {...props} />);
      await fillBooking(user);
      await user.click(submitButton());
      expect(await screen.findByRole("alert")).toHaveTextContent(reasons.notConfigured);
      expect(emailjsSend).not.toHaveBeenCalled();
      expectKept();
    } finally {
      process.env = saved;
    }
  });
});

test("the WhatsApp link carries what is filled in so far", async () => {
  const user = userEvent.setup({ delay: null });
  renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
  const link = () => screen.getByRole("link", { name: new RegExp(text.whatsapp.link) });
  const message = () => new URL(link().getAttribute("href")!).searchParams.get("text");
  expect(link()).toHaveAttribute("target", "_blank");
  expect(link().getAttribute("href")).toMatch(/^https:\/\/wa\.me\/971505572380\?text=/);
  expect(message()).toBe("Hello Pure Oasis, I would like to book a free water test.");
  await user.type(fields().area, "Mirdif");
  await user.selectOptions(fields().emirate, "Dubai");
  setDate("2026-03-04");
  expect(message()).toBe(
    "Hello Pure Oasis, I would like to book a free water test.\nEmirate: Dubai\nArea: Mirdif\nPreferred date: Wednesday, 4 March 2026",
  );
});

describe("before the page's scripts start", () => {
  /** Fills the server HTML's fields as a visitor does before React runs (no React events). */
  function enterIntoServerHtml(container: HTMLElement) {
    const set = (name: string, value: string) => {
      container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value;
    };
    const tick = (name: string, value: string) => {
      container.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.checked = true;
    };
    set("name", "Aisha Rahman");
    set("phone", "050 123 4567");
    set("email", "aisha@example.ae");
    set("emirate", "Dubai");
    set("area", "Al Barsha 2");
    tick("propertyType", "villa");
    tick("waterSource", "borehole");
    tick("concerns[]", "hardness");
    tick("concerns[]", "drinking");
    set("date", "2026-03-03");
    set("timeWindow", "afternoon");
    container.querySelector<HTMLInputElement>('[name="consent"]')!.checked = true;
  }

  beforeAll(() => {
    // The early-submit script the form carries (form-notes.tsx), listening on the document.
    runQueuedSubmitScript();
  });

  test("what was entered before hydration becomes the booking: kept when the form renders again, and sent", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    const page = serverRendered(<BookingForm {...props} send={send} />);
    enterIntoServerHtml(page.container);
    page.hydrate();
    // Moving to another field renders the form again (the date's bounds already have).
    await user.click(fields().phone);
    await user.tab();
    expectKept();
    expect(fields().phone).not.toHaveAttribute("aria-invalid");
    await user.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
  });

  test("sent before hydration: held, then sent once the form has hydrated", async () => {
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    const page = serverRendered(<BookingForm {...props} send={send} />);
    enterIntoServerHtml(page.container);
    const form = page.container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    form.requestSubmit();
    expect(form).toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(screen.getByText(en.waterTest.queued)).toBeVisible();

    await act(async () => {
      page.hydrate();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
    expect(form).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(screen.getByText(en.waterTest.queued)).not.toBeVisible();
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you, Aisha Rahman.");
  });
});

describe("in Arabic", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  const arabicFacts = factValues(company, 2026, "ar");
  const arabicText = overlay(JSON.parse(fs.readFileSync(path.join(root, "data/water-test.json"), "utf8")), {
    form: read("data/ar/water-test.json").form,
  }).form as BookingFormText;
  const arabic = JSON.parse(resolveFacts(JSON.stringify(arabicText), arabicFacts)) as BookingFormText;
  const arabicNames: string[] = read("data/ar/company.json").areaServed;
  const arabicEmirates = arabicNames.map((name, index) => ({ name, slug: emirates[index].slug }));

  test("time windows, the day a visit is refused and the WhatsApp date read in Arabic", () => {
    renderWithLanguage(<BookingForm {...props} text={arabic} emirates={arabicEmirates} send={jest.fn()} />, "ar");
    const window = arabic.fields.timeWindow.windows[0];
    expect(screen.getByRole("option", { name: `${window.label}، 8:00\u201311:00` })).toBeInTheDocument();
    const date = screen.getByLabelText(arabic.fields.date.label);
    // 8 March 2026 is a Sunday, when the company does not visit.
    fireEvent.change(date, { target: { value: "2026-03-08" } });
    fireEvent.blur(date);
    expect(screen.getByText(/الأحد/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: new RegExp(arabic.whatsapp.link) });
    const message = new URL(link.getAttribute("href")!).searchParams.get("text");
    expect(message).toMatch(/الأحد، 8 مارس 2026/);
  });
});

describe("opened from an emirate's page (?emirate=<slug>)", () => {
  const at = (search: string) => window.history.replaceState(null, "", `/water-test/${search}`);
  afterEach(() => at(""));

  test("a form rendered in the browser starts with the link's emirate chosen, in the WhatsApp message too", () => {
    at("?emirate=ras-al-khaimah");
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    expect(fields().emirate).toHaveValue("Ras Al Khaimah");
    const link = screen.getByRole("link", { name: new RegExp(text.whatsapp.link) });
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toContain("Ras Al Khaimah");
  });

  test("a slug of no emirate chooses nothing", () => {
    at("?emirate=doha");
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    expect(fields().emirate).toHaveValue("");
  });

  test("server HTML: the script after the select chooses it before hydration, and the form keeps it after", async () => {
    at("?emirate=sharjah");
    const user = userEvent.setup({ delay: null });
    const page = serverRendered(<BookingForm {...props} send={jest.fn()} />);
    const select = page.container.querySelector<HTMLSelectElement>('select[name="emirate"]')!;
    expect(select).toHaveValue("");
    // jsdom does not run scripts set as HTML: run it as the browser does, right after the select.
    const script = select.nextElementSibling as HTMLScriptElement;
    new Function("document", "location", script.textContent ?? "")({ currentScript: script }, window.location);
    expect(select).toHaveValue("Sharjah");
    page.hydrate();
    await user.click(fields().name);
    await user.tab();
    expect(fields().emirate).toHaveValue("Sharjah");
  });
});
