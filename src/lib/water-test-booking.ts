/**
 * A free water-test booking as the visitor enters it: its fields, what the form holds, and
 * the problems the form shows. What leaves the page (the EmailJS template parameters, the
 * confirmation, the WhatsApp message) is in booking-messages.ts. Pure: the texts come from
 * data/water-test.json, how details are written from the page's language (BookingWording),
 * and the time is passed in.
 */
import { bookingDateProblem, type BookingDateProblem } from "./booking-date";
import { normaliseUaeMobile } from "./uae-phone";

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
