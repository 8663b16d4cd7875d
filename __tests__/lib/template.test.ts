import { fillLines, fillTemplate, fillTemplateParts, templateSlots } from "../../src/lib/template";

test("templateSlots lists each [slot] once, in order, and ignores {facts}", () => {
  expect(templateSlots("Thank you, [name]. On [date] ([timeWindow]), [name].")).toEqual(["name", "date", "timeWindow"]);
  expect(templateSlots("Hello {shortName}, no slots [ here ] or [1x]")).toEqual([]);
});

test("fillTemplate fills every slot it has a value for, and leaves the others as written", () => {
  expect(fillTemplate("Call [phone] or [other]", { phone: "+971 4 557 2380" })).toBe("Call +971 4 557 2380 or [other]");
  // $ in a value is text, not a replacement pattern.
  expect(fillTemplate("[name]", { name: "A$&B" })).toBe("A$&B");
});

test("fillLines leaves out a line while one of its slots is empty, and keeps lines without slots", () => {
  const template = "Hello, I would like a test.\nName: [name]\nArea: [area], [emirate]\nThank you";
  expect(fillLines(template, { name: "Aisha", area: " ", emirate: "Dubai" })).toBe(
    "Hello, I would like a test.\nName: Aisha\nThank you",
  );
  expect(fillLines(template, { name: "Aisha", area: "Al Barsha", emirate: "Dubai" })).toBe(
    "Hello, I would like a test.\nName: Aisha\nArea: Al Barsha, Dubai\nThank you",
  );
  expect(fillLines(template, {})).toBe("Hello, I would like a test.\nThank you");
});

test("fillTemplateParts puts values of any kind where their slots are, in the template's order", () => {
  const date = { element: "time" };
  expect(fillTemplateParts("Published [date]", { date })).toEqual(["Published ", date]);
  expect(fillTemplateParts("نُشر في [date]", { date })).toEqual(["نُشر في ", date]);
  expect(fillTemplateParts("[date] was the day", { date })).toEqual([date, " was the day"]);
  expect(fillTemplateParts("[a] and [b], not [c]", { a: 1, b: 2 })).toEqual([1, " and ", 2, ", not [c]"]);
});
