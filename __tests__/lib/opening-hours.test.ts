import { openingHoursSpecification, openingHoursText } from "../../src/lib/opening-hours";

const workweek = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  opens: "08:00",
  closes: "18:00",
};

describe("openingHoursText", () => {
  it("says a run of days as its first and last", () => {
    expect(openingHoursText(workweek)).toBe("Monday to Saturday, 8:00 to 18:00");
  });

  it("lists days apart, and joins two neighbours with 'and'", () => {
    expect(openingHoursText({ days: ["Monday", "Wednesday", "Friday"], opens: "09:00", closes: "13:30" })).toBe(
      "Monday, Wednesday and Friday, 9:00 to 13:30",
    );
    expect(openingHoursText({ days: ["Saturday", "Sunday"], opens: "10:00", closes: "16:00" })).toBe(
      "Saturday and Sunday, 10:00 to 16:00",
    );
    expect(
      openingHoursText({ days: ["Monday", "Tuesday", "Wednesday", "Friday"], opens: "07:30", closes: "19:00" }),
    ).toBe("Monday to Wednesday and Friday, 7:30 to 19:00");
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
