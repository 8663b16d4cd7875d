/**
 * @openingHoursText: the company's opening hours as the pages write them, in the page's
 * language (or the field's `language` argument, for the frame's static query), from the
 * interface dictionary's weekday names and wording (src/lib/opening-hours.ts).
 */
import { DICTIONARIES } from "../src/i18n/dictionaries";
import { openingHoursText, type OpeningHours } from "../src/lib/opening-hours";
import { fieldLanguage, LANGUAGE_ARGUMENT } from "./translated-field";

export const OPENING_HOURS_TEXT_FIELD = {
  name: "openingHoursText",
  extend: () => ({
    args: LANGUAGE_ARGUMENT,
    resolve(source: OpeningHours, args: { language?: unknown } | undefined, context: { language?: unknown }) {
      const { weekdays, openingHours } = DICTIONARIES[fieldLanguage(args, context)].common;
      return openingHoursText(source, { weekdays, ...openingHours });
    },
  }),
};
