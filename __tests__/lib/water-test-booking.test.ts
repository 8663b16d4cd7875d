import {
  BOOKING_FIELDS,
  EMPTY_BOOKING,
  bookingFieldProblem,
  bookingProblems,
  type BookingChoices,
  type BookingDraft,
  type BookingWording,
} from "../../src/lib/water-test-booking";
import {
  bookingConfirmation,
  bookingSlotValues,
  bookingTemplateParams,
  bookingWhatsappHref,
  formatBookingDate,
  timeWindowLabel,
} from "../../src/lib/booking-messages";
import { BOOKING_SLOTS } from "../../src/lib/constants";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

const wording: BookingWording = { language: "en", locale: "en-AE", timeWindow: en.waterTest.timeWindow };
const arabicWording: BookingWording = {
  language: "ar",
  locale: "ar-AE-u-nu-latn",
  timeWindow: ar.waterTest.timeWindow,
};

const choices: BookingChoices = {
  emirates: ["Dubai", "Abu Dhabi", "Sharjah"],
  propertyTypes: [
    { value: "villa", label: "Villa" },
    { value: "apartment", label: "Apartment" },
  ],
  waterSources: [
    { value: "municipal", label: "Municipal supply" },
    { value: "borehole", label: "Borehole or well" },
  ],
  concerns: [
    { value: "hardness", label: "Hardness and scale" },
    { value: "taste", label: "Taste or odour" },
    { value: "drinking", label: "Drinking water" },
  ],
  timeWindows: [
    { value: "morning", label: "Morning", from: "08:00", to: "11:00" },
    { value: "afternoon", label: "Afternoon", from: "14:00", to: "17:00" },
  ],
};

const booking: BookingDraft = {
  name: "  Aisha Rahman ",
  phone: "050 123 4567",
  email: " aisha@example.ae ",
  emirate: "Dubai",
  area: " Al Barsha 2 ",
  propertyType: "villa",
  waterSource: "borehole",
  // In the order ticked; the e-mail lists them in the form's order.
  concerns: ["drinking", "hardness"],
  date: "2026-03-03",
  timeWindow: "afternoon",
  consent: true,
};

const rules = {
  now: new Date("2026-03-02T06:00:00Z"),
  workingDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  choices,
};

describe("problems", () => {
  test("a complete booking has none", () => {
    expect(bookingProblems(booking, rules)).toEqual({});
  });

  test("an empty form: every required field, in the form's order; the e-mail is optional", () => {
    const problems = bookingProblems(EMPTY_BOOKING, rules);
    expect(problems).toEqual({
      name: "missing",
      phone: "empty",
      emirate: "missing",
      area: "missing",
      propertyType: "missing",
      waterSource: "missing",
      concerns: "missing",
      date: "missing",
      timeWindow: "missing",
      consent: "missing",
    });
    expect(Object.keys(problems)).toEqual(BOOKING_FIELDS.filter((field) => field !== "email"));
  });

  test.each<[keyof BookingDraft, Partial<BookingDraft>, string | null]>([
    ["name", { name: "   " }, "missing"],
    ["phone", { phone: "04 557 2380" }, "notMobile"],
    ["phone", { phone: "050 123" }, "format"],
    ["phone", { phone: "+971 50 123 4567" }, null],
    ["email", { email: "aisha@example" }, "format"],
    ["email", { email: "aisha example.ae" }, "format"],
    ["email", { email: "" }, null],
    ["emirate", { emirate: "Muscat" }, "missing"],
    ["area", { area: "" }, "missing"],
    ["propertyType", { propertyType: "castle" }, "missing"],
    ["waterSource", { waterSource: "" }, "missing"],
    ["concerns", { concerns: [] }, "missing"],
    ["concerns", { concerns: ["unknown"] }, "missing"],
    ["date", { date: "" }, "missing"],
    ["date", { date: "2026-03-02" }, "past"],
    ["date", { date: "2026-05-02" }, "tooFar"],
    ["date", { date: "2026-03-08" }, "closedDay"],
    ["date", { date: "2026-02-30" }, "invalid"],
    ["timeWindow", { timeWindow: "night" }, "missing"],
    ["consent", { consent: false }, "missing"],
  ])("%s with %j: %s", (field, change, problem) => {
    expect(bookingFieldProblem(field, { ...booking, ...change }, rules)).toBe(problem);
  });

  test("a date the browser cannot read (half typed) is 'invalid', not 'missing'", () => {
    expect(bookingFieldProblem("date", { ...booking, date: "" }, { ...rules, dateBadInput: true })).toBe("invalid");
  });
});

test("the EmailJS template parameters: named fields, phone in E.164, labels for the choices", () => {
  expect(bookingTemplateParams(booking, choices, wording)).toEqual({
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
  });
  expect(bookingTemplateParams({ ...booking, email: "" }, choices, arabicWording)).toMatchObject({
    user_email: "",
    page_language: "ar",
  });
});

test("time windows and dates as a visitor reads them", () => {
  expect(timeWindowLabel(choices.timeWindows[0], wording.timeWindow)).toBe("Morning, 8:00\u201311:00");
  expect(formatBookingDate("2026-03-03", wording.locale)).toBe("Tuesday, 3 March 2026");
  expect(formatBookingDate("not a date", wording.locale)).toBe("not a date");
});

test("in Arabic: the window with an Arabic comma, the date in Arabic words with Western digits", () => {
  expect(timeWindowLabel({ ...choices.timeWindows[0], label: "الصباح" }, arabicWording.timeWindow)).toBe(
    "الصباح، 8:00\u201311:00",
  );
  const date = formatBookingDate("2026-03-03", arabicWording.locale);
  expect(date).toContain("الثلاثاء");
  expect(date).toContain("2026");
  expect(date).not.toMatch(/[\u0660-\u0669]/);
});

test("every slot the content may use has a value", () => {
  expect(Object.keys(bookingSlotValues(booking, choices, wording)).sort()).toEqual([...BOOKING_SLOTS].sort());
});

test("the confirmation repeats the booking back", () => {
  const template =
    "Thank you, [name]. We have your request for a free water test in [area], [emirate], on [date] ([timeWindow]). We will call you on [phone].";
  const parts = bookingConfirmation(template, booking, choices, wording, (phone) => ({ phone }));
  expect(parts).toContainEqual({ phone: "+971 50 123 4567" });
  expect(parts.map((part) => (typeof part === "string" ? part : part.phone)).join("")).toBe(
    "Thank you, Aisha Rahman. We have your request for a free water test in Al Barsha 2, Dubai, on Tuesday, 3 March 2026 (Afternoon, 14:00\u201317:00). We will call you on +971 50 123 4567.",
  );
});

describe("the WhatsApp link", () => {
  const template =
    "Hello Pure Oasis, I would like to book a free water test.\nName: [name]\nEmirate: [emirate]\nArea: [area]\nProperty: [propertyType]\nConcerns: [concerns]\nPreferred date: [date]\nPreferred time: [timeWindow]";
  const base = "https://wa.me/971505572380";
  const messageOf = (href: string) => {
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(base);
    return url.searchParams.get("text");
  };

  test("carries the whole booking, encoded", () => {
    const href = bookingWhatsappHref(base, template, booking, choices, wording);
    expect(href).toMatch(/^https:\/\/wa\.me\/971505572380\?text=Hello%20Pure%20Oasis%2C%20/);
    expect(messageOf(href)).toBe(
      "Hello Pure Oasis, I would like to book a free water test.\nName: Aisha Rahman\nEmirate: Dubai\nArea: Al Barsha 2\nProperty: Villa\nConcerns: Hardness and scale, Drinking water\nPreferred date: Tuesday, 3 March 2026\nPreferred time: Afternoon, 14:00\u201317:00",
    );
  });

  test("reflects what is filled in so far: empty details are left out", () => {
    expect(messageOf(bookingWhatsappHref(base, template, EMPTY_BOOKING, choices, wording))).toBe(
      "Hello Pure Oasis, I would like to book a free water test.",
    );
    expect(messageOf(bookingWhatsappHref(base, template, { ...EMPTY_BOOKING, area: "Mirdif" }, choices, wording))).toBe(
      "Hello Pure Oasis, I would like to book a free water test.\nArea: Mirdif",
    );
  });
});
