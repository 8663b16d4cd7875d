/**
 * The company's opening hours, kept once in data/company.json as days and times, and
 * shown from there: as a sentence on the page in its language ("Monday to Saturday, 8:00
 * to 18:00", with the dictionary's words) and
 * as schema.org OpeningHoursSpecification for search engines. Pure functions.
 */
import { fillTemplate } from "./template";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHours {
  /** The days open, in week order. */
  days: readonly string[];
  /** "08:00": 24-hour time. */
  opens: string;
  closes: string;
}

/** "08:00" -> "8:00". */
export const clock = (time: string) => time.replace(/^0(\d)/, "$1");

/** Consecutive days as runs of week positions: Monday..Wednesday, Friday -> [[0, 2], [4, 4]]. */
function dayRuns(days: readonly string[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const index of days.map((day) => WEEKDAYS.indexOf(day as Weekday))) {
    const last = runs[runs.length - 1];
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs;
}

/** How a language writes opening hours: the dictionary's `common.weekdays` and `common.openingHours`. */
export interface OpeningHoursWords {
  weekdays: Readonly<Record<Weekday, string>>;
  /** "[first] to [last]", "[first] and [last]", "[items] and [last]", "[days], [opens] to [closes]". */
  range: string;
  pair: string;
  list: string;
  separator: string;
  hours: string;
}

/**
 * The opening hours as a sentence in the words' language: "Monday to Saturday, 8:00 to
 * 18:00"; "Monday, Wednesday and Friday, 9:00 to 13:00"; "من الاثنين إلى السبت، من 8:00
 * إلى 18:00".
 */
export function openingHoursText(hours: OpeningHours, words: OpeningHoursWords): string {
  const day = (index: number) => words.weekdays[WEEKDAYS[index]];
  const parts = dayRuns(hours.days).map(([first, last]) =>
    first === last
      ? day(first)
      : fillTemplate(last - first === 1 ? words.pair : words.range, { first: day(first), last: day(last) }),
  );
  const days =
    parts.length > 1
      ? fillTemplate(words.list, { items: parts.slice(0, -1).join(words.separator), last: parts[parts.length - 1] })
      : parts[0];
  return fillTemplate(words.hours, { days, opens: clock(hours.opens), closes: clock(hours.closes) });
}

/** schema.org OpeningHoursSpecification of the LocalBusiness. */
export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown> {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...hours.days],
    opens: hours.opens,
    closes: hours.closes,
  };
}
