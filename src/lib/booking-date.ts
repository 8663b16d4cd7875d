/**
 * The preferred date of a water-test booking (<input type="date">, "YYYY-MM-DD"). Pure:
 * the current time is passed in, so the rules are tested with fixed clocks.
 *
 * A date may be booked when it is
 *   - from tomorrow on, counted in the UAE (UTC+4) whatever the visitor's device zone:
 *     the engineers' rounds are planned the day before, and we confirm every booking by
 *     phone first, so a visit today cannot be promised (today counts as "past");
 *   - at most BOOKING_MAX_DAYS_AHEAD days after today;
 *   - a working day of the company (data/company.json openingHours.days).
 */
import { BOOKING_MAX_DAYS_AHEAD, UAE_UTC_OFFSET_MINUTES } from "./constants";
import { WEEKDAYS, type Weekday } from "./opening-hours";

export type BookingDateProblem = "past" | "tooFar" | "closedDay" | "invalid";

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of an ISO date, or null when it is not a real calendar date. */
function dayOf(isoDate: string): Date | null {
  if (!ISO_DATE.test(isoDate)) return null;
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== isoDate ? null : day;
}

const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** Today's date in the UAE at the instant `now`: 21:30 UTC is already tomorrow in Dubai. */
export function uaeToday(now: Date): string {
  return isoOf(new Date(now.getTime() + UAE_UTC_OFFSET_MINUTES * 60 * 1000));
}

/** The ISO date `days` calendar days after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const day = dayOf(isoDate);
  if (!day) throw new Error(`not a date: ${isoDate}`);
  return isoOf(new Date(day.getTime() + days * DAY_MS));
}

/** The weekday of an ISO date, as data/company.json names days ("Monday"), or null for a non-date. */
export function weekdayOf(isoDate: string): Weekday | null {
  const day = dayOf(isoDate);
  // getUTCDay counts from Sunday (0); WEEKDAYS starts on Monday.
  return day ? WEEKDAYS[(day.getUTCDay() + 6) % 7] : null;
}

/** The first and last dates that may be booked: the date input's min and max. */
export function bookingDateBounds(now: Date): { min: string; max: string } {
  const today = uaeToday(now);
  return { min: addDays(today, 1), max: addDays(today, BOOKING_MAX_DAYS_AHEAD) };
}

/** Why `isoDate` cannot be booked at `now`, or null when it can. */
export function bookingDateProblem(
  isoDate: string,
  now: Date,
  workingDays: readonly string[],
): BookingDateProblem | null {
  const weekday = weekdayOf(isoDate);
  if (!weekday) return "invalid";
  const { min, max } = bookingDateBounds(now);
  // ISO dates compare as strings.
  if (isoDate < min) return "past";
  if (isoDate > max) return "tooFar";
  if (!workingDays.includes(weekday)) return "closedDay";
  return null;
}
