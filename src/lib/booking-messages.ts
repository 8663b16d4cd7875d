/**
 * What leaves the page when a visitor books the free water test: the EmailJS template
 * parameters, the confirmation that repeats the booking back, and the pre-filled WhatsApp
 * message, each written in the page's language (BookingWording). Pure.
 */
import type { BookingSlot } from "./constants";
import { weekdayOf } from "./booking-date";
import { whatsappHref } from "./contact-links";
import { clock } from "./opening-hours";
import { fillLines, fillTemplate, fillTemplateParts } from "./template";
import { formatUaeMobile, normaliseUaeMobile } from "./uae-phone";
import { formatCalendarDate } from "./dates";
import type { BookingChoices, BookingDraft, BookingOption, BookingWording, TimeWindow } from "./water-test-booking";

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
