import { openingHoursSpecification, openingHoursText } from "../../src/lib/opening-hours";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import type { Language } from "../../src/lib/languages";

const words = (language: Language) => ({
  weekdays: DICTIONARIES[language].common.weekdays,
  ...DICTIONARIES[language].common.openingHours,
});
const english = words("en");

const workweek = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  opens: "08:00",
  closes: "18:00",
};

describe("openingHoursText", () => {
  it("says a run of days as its first and last", () => {
    expect(openingHoursText(workweek, english)).toBe("Monday to Saturday, 8:00 to 18:00");
  });

  it("lists days apart, and joins two neighbours with 'and'", () => {
    expect(
      openingHoursText({ days: ["Monday", "Wednesday", "Friday"], opens: "09:00", closes: "13:30" }, english),
    ).toBe("Monday, Wednesday and Friday, 9:00 to 13:30");
    expect(openingHoursText({ days: ["Saturday", "Sunday"], opens: "10:00", closes: "16:00" }, english)).toBe(
      "Saturday and Sunday, 10:00 to 16:00",
    );
    expect(
      openingHoursText(
        { days: ["Monday", "Tuesday", "Wednesday", "Friday"], opens: "07:30", closes: "19:00" },
        english,
      ),
    ).toBe("Monday to Wednesday and Friday, 7:30 to 19:00");
  });
});

describe("openingHoursText in Arabic", () => {
  it("writes the days and hours with the Arabic words, digits as written", () => {
    expect(openingHoursText(workweek, words("ar"))).toBe("من الاثنين إلى السبت، من 8:00 إلى 18:00");
    expect(
      openingHoursText({ days: ["Monday", "Wednesday", "Friday"], opens: "09:00", closes: "13:30" }, words("ar")),
    ).toBe("الاثنين، الأربعاء والجمعة، من 9:00 إلى 13:30");
  });
});

describe("openingHoursSpecification", () => {
  it("is schema.org's form of the same hours", () => {
    expect(openingHoursSpecification(workweek)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: workweek.days,
      opens: "08:00",
      closes: "18:00",
    });
  });
});
