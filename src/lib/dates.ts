/**
 * Calendar dates ("2024-05-14") as a page writes them, through Intl in the page's
 * locale (LANGUAGE_INFO: "en-AE" -> "14 May 2024", "ar-AE-u-nu-latn" -> "14 مايو 2024").
 * A calendar date is the same day in every time zone, so it is read and written in UTC.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}/;

/** "14 May 2024"; with `weekday`, "Tuesday, 14 May 2024". An input that is not a date comes back as it is. */
export function formatCalendarDate(isoDate: string, locale: string, { weekday = false } = {}): string {
  if (!CALENDAR_DATE.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    ...(weekday ? { weekday: "long" as const } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
