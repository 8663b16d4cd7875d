/**
 * The building blocks of the content schemas (content-schema.ts): a required text, a
 * slug, a date, a link, a picture that must exist, a text with [slots], a list of an exact
 * length, a list whose items differ. Each carries the message validation prints.
 */
import { z } from "zod";
import { templateSlots } from "../src/lib/template";

export type ImageExists = (relativePath: string) => boolean;

export const text = z
  .string({ required_error: "is required", invalid_type_error: "must be text" })
  .trim()
  .min(1, "must not be empty");

export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = text.regex(CLOCK_TIME, "must be a 24-hour time such as 08:00");

export const slug = text.regex(
  /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
  "must be a slug: letters, digits and single hyphens",
);

export const isoDate = text.superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    ctx.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD" });
    return;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(value)) {
    ctx.addIssue({ code: "custom", message: "must be a real calendar date (YYYY-MM-DD)" });
  }
});

export const url = text.url("must be a full URL starting with https://");

export function image(imageExists: ImageExists) {
  return text
    .regex(/^\.{1,2}\/.+\.(jpe?g|png|webp)$/i, "must be a relative path to a .jpg, .png or .webp file")
    .refine(imageExists, (value) => ({ message: `image file not found: ${value}` }));
}

/**
 * A text the page completes (src/lib/template.ts): it may name only the slots in
 * `allowed`, written [slot], and must name each of `required`.
 */
export function slotted(allowed: readonly string[], required: readonly string[] = []) {
  const list = (names: readonly string[]) => names.map((name) => `[${name}]`).join(", ");
  return text.superRefine((value, ctx) => {
    const names = templateSlots(value);
    const missing = required.filter((name) => !names.includes(name));
    if (missing.length > 0) ctx.addIssue({ code: "custom", message: `must name ${list(missing)}` });
    for (const name of names.filter((slot) => !allowed.includes(slot))) {
      ctx.addIssue({ code: "custom", message: `unknown slot [${name}]; this text may use ${list(allowed)}` });
    }
  });
}

export function exactly<T extends z.ZodTypeAny>(item: T, count: number) {
  return z.array(item).length(count, `must have exactly ${count} items`);
}

/**
 * A list (the field `field`) whose items differ by `key`, ignoring case: a repeat is reported at
 * the item that repeats, e.g. field "specs.3.label": duplicate, "Flow rate" is already used by specs.0.
 */
export function distinct<T>(
  field: string,
  list: z.ZodType<T[], z.ZodTypeDef, unknown>,
  key: (item: T) => string,
  keyField?: string,
) {
  return list.superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const value = key(item);
      // "Flow rate" and "Flow Rate" would still read as the same row to a visitor.
      const first = seen.get(value.toLowerCase());
      if (first === undefined) seen.set(value.toLowerCase(), index);
      else
        ctx.addIssue({
          code: "custom",
          path: keyField ? [index, keyField] : [index],
          message: `duplicate, "${value}" is already used by ${field}.${first}`,
        });
    });
  });
}
