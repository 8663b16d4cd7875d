/**
 * The company's opening hours, kept once in data/company.json as days and times, and
 * shown from there: as a sentence on the page ("Monday to Saturday, 8:00 to 18:00") and
 * as schema.org OpeningHoursSpecification for search engines. Pure functions.
 */

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

/** "Monday to Saturday, 8:00 to 18:00"; "Monday, Wednesday and Friday, 9:00 to 13:00". */
export function openingHoursText(hours: OpeningHours): string {
  const parts = dayRuns(hours.days).map(([first, last]) =>
    first === last ? WEEKDAYS[first] : `${WEEKDAYS[first]} ${last - first === 1 ? "and" : "to"} ${WEEKDAYS[last]}`,
  );
  const days = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
  return `${days}, ${clock(hours.opens)} to ${clock(hours.closes)}`;
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
