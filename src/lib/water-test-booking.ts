/**
 * A free water-test booking, from what the visitor entered to what leaves the page:
 * the problems the form shows, the EmailJS template parameters, the confirmation that
 * repeats the booking back, and the pre-filled WhatsApp message. Pure: the texts come
 * from data/water-test.json, how details are written from the page's language
 * (BookingWording), and the time is passed in.
 */
import type { BookingSlot } from "./constants";
import { bookingDateProblem, weekdayOf, type BookingDateProblem } from "./booking-date";
import { whatsappHref } from "./contact-links";
import { clock } from "./opening-hours";
import { fillLines, fillTemplate, fillTemplateParts } from "./template";
import { formatUaeMobile, normaliseUaeMobile } from "./uae-phone";
import { formatCalendarDate } from "./dates";

export interface BookingOption {
  /** What the form submits and the code compares: "villa". */
  value: string;
  /** What the visitor reads: "Villa". */
  label: string;
}

export interface TimeWindow extends BookingOption {
  /** "08:00": 24-hour times within the opening hours (checked when the site is built). */
  from: string;
  to: string;
}

/** How a booking's details are written in the page's language. */
export interface BookingWording {
  /** The page's language, sent with the booking: "en". */
  language: string;
  /** The Intl locale of its dates: "en-AE" (LANGUAGE_INFO). */
  locale: string;
  /** A time window: "[label], [from]–[to]" (the interface dictionary's waterTest.timeWindow). */
  timeWindow: string;
}

/** The choices the form offers, from data/water-test.json and data/company.json. */
export interface BookingChoices {
  emirates: readonly string[];
  propertyTypes: readonly BookingOption[];
  waterSources: readonly BookingOption[];
  concerns: readonly BookingOption[];
  timeWindows: readonly TimeWindow[];
}

/** What the visitor has entered so far, as the form holds it. */
export interface BookingDraft {
  name: string;
  phone: string;
  email: string;
  emirate: string;
  area: string;
  propertyType: string;
  waterSource: string;
  concerns: readonly string[];
  /** "YYYY-MM-DD", or "" while none is chosen. */
  date: string;
  timeWindow: string;
  consent: boolean;
}

export const EMPTY_BOOKING: BookingDraft = {
  name: "",
  phone: "",
  email: "",
  emirate: "",
  area: "",
  propertyType: "",
  waterSource: "",
  concerns: [],
  date: "",
  timeWindow: "",
  consent: false,
};

export type BookingField = keyof BookingDraft;

/** What a form's fields hold, by name (FormData has these two). */
export interface FormValues {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/**
 * The booking as the form's fields hold it (`new FormData(form)`): the controls submit
 * under the draft's names, the concerns as "concerns[]", the consent only when ticked.
 * Text typed before the page's scripts started is in the fields, not yet in the draft.
 */
export function bookingDraftFromForm(values: FormValues): BookingDraft {
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    emirate: text("emirate"),
    area: text("area"),
    propertyType: text("propertyType"),
    waterSource: text("waterSource"),
    concerns: values.getAll("concerns[]").filter((value): value is string => typeof value === "string"),
    date: text("date"),
    timeWindow: text("timeWindow"),
    consent: values.get("consent") !== null,
  };
}

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  "name",
  "phone",
  "email",
  "emirate",
  "area",
  "propertyType",
  "waterSource",
  "concerns",
  "date",
  "timeWindow",
  "consent",
];

/** What can be wrong with each field; each has its own message in data/water-test.json. */
export interface BookingProblemOf {
  name: "missing";
  phone: "empty" | "format" | "notMobile";
  email: "format";
  emirate: "missing";
  area: "missing";
  propertyType: "missing";
  waterSource: "missing";
  concerns: "missing";
  date: "missing" | BookingDateProblem;
  timeWindow: "missing";
  consent: "missing";
}

export type BookingProblems = { [F in BookingField]?: BookingProblemOf[F] };

export interface BookingRules {
  now: Date;
  /** data/company.json openingHours.days. */
  workingDays: readonly string[];
  choices: BookingChoices;
  /** The browser holds a date it cannot read (a half-typed date): the input's validity.badInput. */
  dateBadInput?: boolean;
}

/** An address the mail server can use; the browser's own check is off (the form is noValidate). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const chosen = (value: string, options: readonly BookingOption[]) => options.some((option) => option.value === value);

/** What is wrong with one field, or null. */
export function bookingFieldProblem<F extends BookingField>(
  field: F,
  draft: BookingDraft,
  rules: BookingRules,
): BookingProblemOf[F] | null {
  return fieldProblem(field, draft, rules) as BookingProblemOf[F] | null;
}

function fieldProblem(field: BookingField, draft: BookingDraft, rules: BookingRules): string | null {
  const { choices } = rules;
  switch (field) {
    case "name":
    case "area":
      return draft[field].trim() === "" ? "missing" : null;
    case "phone": {
      const phone = normaliseUaeMobile(draft.phone);
      return phone.ok ? null : phone.reason;
    }
    case "email":
      return draft.email.trim() === "" || EMAIL.test(draft.email.trim()) ? null : "format";
    case "emirate":
      return choices.emirates.includes(draft.emirate) ? null : "missing";
    case "propertyType":
      return chosen(draft.propertyType, choices.propertyTypes) ? null : "missing";
    case "waterSource":
      return chosen(draft.waterSource, choices.waterSources) ? null : "missing";
    case "concerns":
      return draft.concerns.some((value) => chosen(value, choices.concerns)) ? null : "missing";
    case "date":
      if (rules.dateBadInput) return "invalid";
      if (draft.date === "") return "missing";
      return bookingDateProblem(draft.date, rules.now, rules.workingDays);
    case "timeWindow":
      return chosen(draft.timeWindow, choices.timeWindows) ? null : "missing";
    case "consent":
      return draft.consent ? null : "missing";
  }
}

/** Every field's problem; an empty object when the booking can be sent. */
export function bookingProblems(draft: BookingDraft, rules: BookingRules): BookingProblems {
  const problems: Record<string, string> = {};
  for (const field of BOOKING_FIELDS) {
    const problem = fieldProblem(field, draft, rules);
    if (problem) problems[field] = problem;
  }
  return problems as BookingProblems;
}

/** "Morning, 8:00–11:00", from `template` ("[label], [from]–[to]"). */
export function timeWindowLabel(window: TimeWindow, template: string): string {
  return fillTemplate(template, { label: window.label, from: clock(window.from), to: clock(window.to) });
}

/** "Tuesday, 3 March 2026" in `locale` ("en-AE"): a calendar date, the same in every time zone. */
export function formatBookingDate(isoDate: string, locale: string): string {
  if (!weekdayOf(isoDate)) return isoDate;
  return formatCalendarDate(isoDate, locale, { weekday: true });
}

const labelOf = (value: string, options: readonly BookingOption[]) =>
  options.find((option) => option.value === value)?.label ?? "";

const concernLabels = (draft: BookingDraft, choices: BookingChoices) =>
  choices.concerns
    .filter((option) => draft.concerns.includes(option.value))
    .map((option) => option.label)
    .join(", ");

const windowText = (draft: BookingDraft, choices: BookingChoices, wording: BookingWording) => {
  const window = choices.timeWindows.find((option) => option.value === draft.timeWindow);
  return window ? timeWindowLabel(window, wording.timeWindow) : "";
};

/** The EmailJS template's fields (.env.example lists them for whoever writes the template). */
export interface BookingTemplateParams extends Record<string, string> {
  user_name: string;
  /** E.164: +9715XXXXXXXX. */
  user_phone: string;
  user_email: string;
  emirate: string;
  area: string;
  property_type: string;
  water_source: string;
  /** The chosen concerns' labels, comma-separated, in the form's order. */
  concerns: string;
  /** YYYY-MM-DD. */
  preferred_date: string;
  /** "Morning, 8:00–11:00". */
  time_window: string;
  consent: "yes" | "no";
  /** The language of the page the booking came from: "en". */
  page_language: string;
}

/** The booking as the e-mail template receives it; for a booking without problems. */
export function bookingTemplateParams(
  draft: BookingDraft,
  choices: BookingChoices,
  wording: BookingWording,
): BookingTemplateParams {
  const phone = normaliseUaeMobile(draft.phone);
  return {
    user_name: draft.name.trim(),
    user_phone: phone.ok ? phone.e164 : draft.phone.trim(),
    user_email: draft.email.trim(),
    emirate: draft.emirate,
    area: draft.area.trim(),
    property_type: labelOf(draft.propertyType, choices.propertyTypes),
    water_source: labelOf(draft.waterSource, choices.waterSources),
    concerns: concernLabels(draft, choices),
    preferred_date: draft.date,
    time_window: windowText(draft, choices, wording),
    consent: draft.consent ? "yes" : "no",
    page_language: wording.language,
  };
}

/** The values of the slots the booking texts may use ([name], [date], ...), as a visitor reads them. */
export function bookingSlotValues(
  draft: BookingDraft,
  choices: BookingChoices,
  wording: BookingWording,
): Record<BookingSlot, string> {
  const phone = normaliseUaeMobile(draft.phone);
  return {
    name: draft.name.trim(),
    phone: phone.ok ? formatUaeMobile(phone.e164) : draft.phone.trim(),
    email: draft.email.trim(),
    emirate: draft.emirate,
    area: draft.area.trim(),
    propertyType: labelOf(draft.propertyType, choices.propertyTypes),
    waterSource: labelOf(draft.waterSource, choices.waterSources),
    concerns: concernLabels(draft, choices),
    date: draft.date ? formatBookingDate(draft.date, wording.locale) : "",
    timeWindow: windowText(draft, choices, wording),
  };
}

/**
 * "Thank you, Aisha. We have your request for ... on Tuesday, 3 March 2026 (Morning, 8:00–11:00) ...",
 * as texts with the visitor's phone number made by `phone` (an element that keeps it left to
 * right inside Arabic, on the page).
 */
export function bookingConfirmation<T>(
  template: string,
  draft: BookingDraft,
  choices: BookingChoices,
  wording: BookingWording,
  phone: (number: string) => T,
): Array<string | T> {
  const values: Record<string, string | T> = { ...bookingSlotValues(draft, choices, wording) };
  values.phone = phone(values.phone as string);
  return fillTemplateParts<string | T>(template, values);
}

/**
 * The WhatsApp chat with the booking as its message, as far as it is filled in: a line
 * of the template whose detail is still empty is left out.
 */
export function bookingWhatsappHref(
  whatsapp: string,
  template: string,
  draft: BookingDraft,
  choices: BookingChoices,
  wording: BookingWording,
): string {
  return whatsappHref(whatsapp, fillLines(template, bookingSlotValues(draft, choices, wording)));
}
