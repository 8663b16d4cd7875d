/**
 * @displayDate(from: "date"): a record's calendar date as its page writes it, in the
 * page's language (src/lib/dates.ts through LANGUAGE_INFO's Intl locale): "14 May 2024"
 * on English pages, "14 مايو 2024" on Arabic ones. The page ships the text, not Intl's
 * locale data.
 */
import { formatCalendarDate } from "../src/lib/dates";
import { LANGUAGE_INFO } from "../src/lib/languages";
import { fieldLanguage, LANGUAGE_ARGUMENT } from "./translated-field";

export const DISPLAY_DATE_FIELD = {
  name: "displayDate",
  args: { from: "String!" },
  extend: (options: { from: string }) => ({
    args: LANGUAGE_ARGUMENT,
    resolve(
      source: Record<string, unknown>,
      args: { language?: unknown } | undefined,
      context: { language?: unknown },
    ) {
      const value = source[options.from];
      const iso = value instanceof Date ? value.toISOString() : typeof value === "string" ? value : "";
      return formatCalendarDate(iso, LANGUAGE_INFO[fieldLanguage(args, context)].intl);
    },
  }),
};
