/**
 * The free water test page and its booking form (data/water-test.json). Texts the page
 * fills in name their slots in square brackets ("Thank you, [name]."); each may use
 * only the slots listed for it. The time windows are checked against the company's
 * opening hours by validate-content.ts (they are in another file). A missing group of
 * fields reads "is required", like a missing text.
 */
import { z } from "zod";
import { BOOKING_SLOTS } from "../src/lib/constants";
import { CLOCK_TIME, clockTime, slotted, slug, text } from "./schema-parts";

/** data/water-test.json's schema; `titledImage` and `withFacts` as in buildSchemas (content-schema.ts). */
export function waterTestSchema(titledImage: z.ZodTypeAny, withFacts: (text: string) => string) {
  const group = <T extends z.ZodRawShape>(shape: T) =>
    z.object(shape, { required_error: "is required", invalid_type_error: "must be a group of fields" });
  const options = z
    .array(group({ value: slug, label: text }).strict())
    .min(2, "must offer at least two options")
    .refine(
      (list) => new Set(list.map((option) => option.value)).size === list.length,
      "each option needs its own value",
    );
  const missingOnly = group({ missing: text }).strict();
  const timeWindow = group({ value: slug, label: text, from: clockTime, to: clockTime })
    .strict()
    .refine((window) => !(CLOCK_TIME.test(window.from) && CLOCK_TIME.test(window.to)) || window.to > window.from, {
      message: "to must be later than from",
      path: ["to"],
    });
  const waterTest = group({
    /** The header's button to the page, on every page. */
    headerLabel: text.refine(
      (label) => withFacts(label).length <= 20,
      "must be at most 20 characters (it shares a phone's header with the logo)",
    ),
    /** The band that offers the test on the home page and the product pages. */
    promo: group({ title: text, text, label: text }).strict(),
    seo: group({
      title: text.refine(
        (title) => withFacts(title).length <= 47,
        "must be at most 47 characters (60 with the company's short name after it)",
      ),
      description: text.refine((description) => {
        const length = withFacts(description).length;
        return length >= 50 && length <= 160;
      }, "must be 50 to 160 characters, as search results show it"),
      breadcrumb: text,
    }).strict(),
    banner: titledImage,
    visit: group({
      title: text,
      text,
      measurements: z.array(group({ name: text, text }).strict()).min(1),
      report: text,
      lab: text,
    }).strict(),
    cost: group({ title: text, text, note: text }).strict(),
    notThis: group({ title: text, text, points: z.array(text).min(1) }).strict(),
    alternatives: group({ title: text, text, call: slotted(["phone"]) }).strict(),
    form: group({
      title: text,
      intro: text,
      requiredNote: text,
      optional: text,
      fields: group({
        name: group({ label: text, errors: missingOnly }).strict(),
        phone: group({
          label: text,
          hint: text,
          placeholder: text,
          errors: group({ empty: text, format: text, notMobile: text }).strict(),
        }).strict(),
        email: group({ label: text, hint: text, errors: group({ format: text }).strict() }).strict(),
        emirate: group({ label: text, placeholder: text, errors: missingOnly }).strict(),
        area: group({ label: text, placeholder: text, errors: missingOnly }).strict(),
        propertyType: group({ legend: text, options, errors: missingOnly }).strict(),
        waterSource: group({ legend: text, options, errors: missingOnly }).strict(),
        concerns: group({ legend: text, hint: text, options, errors: missingOnly }).strict(),
        date: group({
          label: text,
          hint: slotted(["openingHours", "maxDays"]),
          errors: group({
            missing: text,
            invalid: text,
            past: text,
            tooFar: slotted(["maxDays"]),
            closedDay: slotted(["day"]),
          }).strict(),
        }).strict(),
        timeWindow: group({
          label: text,
          placeholder: text,
          windows: z
            .array(timeWindow)
            .min(1, "must offer at least one time window")
            .refine(
              (windows) => windows.every((window, index) => index === 0 || window.from >= windows[index - 1].to),
              "must be in the order of the day, none starting before the one above it ends",
            ),
          errors: missingOnly,
        }).strict(),
        consent: group({ label: text, errors: missingOnly }).strict(),
      }).strict(),
      honeypot: text,
      submit: group({ idle: text, sending: text, sent: text }).strict(),
      confirmation: slotted(BOOKING_SLOTS),
      whatsapp: group({ text, link: text, newTab: text, message: slotted(BOOKING_SLOTS) }).strict(),
      failure: group({
        title: text,
        kept: text,
        whatsapp: text,
        call: slotted(["phone"]),
        reasons: group({
          rateLimited: text,
          headless: text,
          blocked: text,
          network: text,
          timeout: slotted(["seconds"]),
          server: slotted(["status"]),
          notConfigured: text,
          unexpected: text,
        }).strict(),
      }).strict(),
    }).strict(),
  }).strict();

  return waterTest;
}
