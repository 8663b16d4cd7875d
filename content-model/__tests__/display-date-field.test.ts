import { DISPLAY_DATE_FIELD } from "../display-date-field";

const resolve = DISPLAY_DATE_FIELD.extend({ from: "date" }).resolve;

describe("@displayDate", () => {
  it("writes the record's date in the page's language", () => {
    expect(resolve({ date: "2024-05-14" }, undefined, { language: "en" })).toBe("14 May 2024");
    expect(resolve({ date: "2024-05-14" }, undefined, { language: "ar" })).toBe("14 مايو 2024");
  });

  it("takes the field's language argument over the page's, and English without either", () => {
    expect(resolve({ date: "2024-05-14" }, { language: "ar" }, { language: "en" })).toBe("14 مايو 2024");
    expect(resolve({ date: "2024-05-14" }, undefined, {})).toBe("14 May 2024");
  });

  it("reads the field it is told to, as a string or a Date", () => {
    const field = DISPLAY_DATE_FIELD.extend({ from: "published" }).resolve;
    expect(field({ published: new Date("2025-02-19T00:00:00Z") }, undefined, { language: "en" })).toBe(
      "19 February 2025",
    );
  });
});
