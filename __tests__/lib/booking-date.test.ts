import { BOOKING_MAX_DAYS_AHEAD } from "../../src/lib/constants";
import { addDays, bookingDateBounds, bookingDateProblem, uaeToday, weekdayOf } from "../../src/lib/booking-date";

const WORKING_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday 2 March 2026, 10:00 in Dubai. */
const MONDAY_MORNING = new Date("2026-03-02T06:00:00Z");

test("the limit is 60 days", () => {
  expect(BOOKING_MAX_DAYS_AHEAD).toBe(60);
});

describe("today is the UAE's date (UTC+4), whatever the time zone of the device", () => {
  test.each([
    ["2026-03-01T19:59:59Z", "2026-03-01"],
    // 20:00 UTC is midnight in Dubai: a new day there, still the old one in UTC.
    ["2026-03-01T20:00:00Z", "2026-03-02"],
    ["2026-03-01T21:30:00Z", "2026-03-02"],
    ["2026-12-31T20:30:00Z", "2027-01-01"],
    ["2026-03-02T06:00:00Z", "2026-03-02"],
  ])("at %s it is %s in Dubai", (instant, today) => {
    expect(uaeToday(new Date(instant))).toBe(today);
  });

  test("the same in any process time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = zone;
        expect(uaeToday(new Date("2026-03-01T21:30:00Z"))).toBe("2026-03-02");
        expect(weekdayOf("2026-03-02")).toBe("Monday");
        expect(bookingDateBounds(new Date("2026-03-01T21:30:00Z"))).toEqual({ min: "2026-03-03", max: "2026-05-01" });
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

test("addDays and weekdayOf work in calendar days", () => {
  expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-02", 60)).toBe("2026-05-01");
  expect(weekdayOf("2026-03-01")).toBe("Sunday");
  expect(weekdayOf("2026-03-07")).toBe("Saturday");
  expect(weekdayOf("2026-02-30")).toBeNull();
  expect(() => addDays("tomorrow", 1)).toThrow(/not a date/);
});

test("bounds: from tomorrow to 60 days after today, in Dubai", () => {
  expect(bookingDateBounds(MONDAY_MORNING)).toEqual({ min: "2026-03-03", max: "2026-05-01" });
  // Sunday 1 March at 23:59 in Dubai, then Monday 2 March at 00:00.
  expect(bookingDateBounds(new Date("2026-03-01T19:59:00Z"))).toEqual({ min: "2026-03-02", max: "2026-04-30" });
  expect(bookingDateBounds(new Date("2026-03-01T20:00:00Z"))).toEqual({ min: "2026-03-03", max: "2026-05-01" });
});

describe("bookingDateProblem on Monday 2 March 2026, 10:00 in Dubai", () => {
  test.each([
    // Allowed: working days from tomorrow to 60 days ahead.
    ["2026-03-03", null],
    ["2026-03-07", null],
    ["2026-04-30", null],
    ["2026-05-01", null],
    // Today and earlier.
    ["2026-03-02", "past"],
    ["2026-03-01", "past"],
    ["2025-12-31", "past"],
    // Beyond 60 days.
    ["2026-05-02", "tooFar"],
    ["2027-03-02", "tooFar"],
    // Sunday, the day off in data/company.json.
    ["2026-03-08", "closedDay"],
    ["2026-04-26", "closedDay"],
    // Not a date.
    ["", "invalid"],
    ["2026-02-30", "invalid"],
    ["02/03/2026", "invalid"],
    ["2026-3-9", "invalid"],
    ["tomorrow", "invalid"],
  ])("%j -> %s", (date, problem) => {
    expect(bookingDateProblem(date, MONDAY_MORNING, WORKING_DAYS)).toBe(problem);
  });

  test("a day in the past that is also a day off is 'past'; one too far and off is 'tooFar'", () => {
    expect(bookingDateProblem("2026-03-01", MONDAY_MORNING, WORKING_DAYS)).toBe("past");
    expect(bookingDateProblem("2026-05-03", MONDAY_MORNING, WORKING_DAYS)).toBe("tooFar");
  });

  test("the working days come from the caller (data/company.json)", () => {
    expect(bookingDateProblem("2026-03-08", MONDAY_MORNING, [...WORKING_DAYS, "Sunday"])).toBeNull();
    expect(bookingDateProblem("2026-03-06", MONDAY_MORNING, ["Monday", "Tuesday"])).toBe("closedDay");
  });
});

test("Dubai midnight: at 21:30 UTC on Monday it is already Tuesday in Dubai, so Tuesday is 'past'", () => {
  const lateMonday = new Date("2026-03-02T21:30:00Z");
  expect(bookingDateProblem("2026-03-03", lateMonday, WORKING_DAYS)).toBe("past");
  expect(bookingDateProblem("2026-03-04", lateMonday, WORKING_DAYS)).toBeNull();
  expect(bookingDateProblem("2026-05-02", lateMonday, WORKING_DAYS)).toBeNull();
  expect(bookingDateProblem("2026-05-03", lateMonday, WORKING_DAYS)).toBe("tooFar");
  // Half an hour earlier it is still Monday in Dubai.
  const eveningMonday = new Date("2026-03-02T19:30:00Z");
  expect(bookingDateProblem("2026-03-03", eveningMonday, WORKING_DAYS)).toBeNull();
});
