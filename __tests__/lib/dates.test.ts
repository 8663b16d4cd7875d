import { formatCalendarDate } from "../../src/lib/dates";
import { LANGUAGE_INFO } from "../../src/lib/languages";

describe("formatCalendarDate", () => {
  it("writes a date as English pages do", () => {
    expect(formatCalendarDate("2024-05-14", LANGUAGE_INFO.en.intl)).toBe("14 May 2024");
  });

  it("writes Arabic month names with the Western digits UAE sites use", () => {
    const text = formatCalendarDate("2024-05-14", LANGUAGE_INFO.ar.intl);
    expect(text).toContain("مايو");
    expect(text).toMatch(/14/);
    expect(text).toMatch(/2024/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("is the same calendar day whatever the time part or time zone", () => {
    expect(formatCalendarDate("2024-12-31T23:30:00.000Z", LANGUAGE_INFO.en.intl)).toBe("31 December 2024");
    expect(formatCalendarDate("2024-01-01", LANGUAGE_INFO.en.intl)).toBe("1 January 2024");
  });

  it("adds the weekday when asked", () => {
    expect(formatCalendarDate("2026-03-03", LANGUAGE_INFO.en.intl, { weekday: true })).toBe("Tuesday, 3 March 2026");
    expect(formatCalendarDate("2026-03-03", LANGUAGE_INFO.ar.intl, { weekday: true })).toContain("الثلاثاء");
  });

  it("returns what is not a date unchanged", () => {
    expect(formatCalendarDate("soon", LANGUAGE_INFO.en.intl)).toBe("soon");
    expect(formatCalendarDate("2024-13-45", LANGUAGE_INFO.en.intl)).toBe("2024-13-45");
  });
});
