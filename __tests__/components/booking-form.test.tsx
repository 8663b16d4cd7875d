import fs from "node:fs";
import path from "node:path";
import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm } from "../../src/components/water-test/booking-form";
import type { BookingFormText } from "../../src/components/water-test/booking-text";
import { factValues, resolveFacts } from "../../content-model/facts";
import { overlay } from "../../content-model/translations";
import { renderWithLanguage } from "../test-utils";
import {
  company,
  emirates,
  f,
  fields,
  props,
  quietConsoleErrors,
  root,
  setDate,
  submitButton,
  text,
} from "./booking-form-setup";

/**
 * The water test's booking form as it renders (booking-form-setup.ts): its labels, choices and
 * date limits, the WhatsApp link beside it, and in Arabic. Validation, sending, the form
 * before the page's scripts and the emirate chosen by a link have their own
 * booking-form-*.test.tsx files.
 */

quietConsoleErrors();

describe("the form", () => {
  test("labels, groups and choices come from the content; the emirates are company.json's, in order", () => {
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    const form = screen.getByRole("form", { name: text.title });
    expect(form).toHaveAttribute("novalidate");
    const emirates = within(fields().emirate)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(emirates).toEqual([f.emirate.placeholder, ...company.areaServed]);
    const windows = within(fields().timeWindow)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(windows).toEqual([
      f.timeWindow.placeholder,
      "Morning, 8:00\u201311:00",
      "Midday, 11:00\u201314:00",
      "Afternoon, 14:00\u201317:00",
    ]);
    for (const [group, field] of [
      [fields().propertyType, f.propertyType],
      [fields().waterSource, f.waterSource],
    ] as const) {
      expect(
        within(group)
          .getAllByRole("radio")
          .map((radio) => radio.getAttribute("value")),
      ).toEqual(field.options.map((option) => option.value));
    }
    expect(within(fields().concerns).getAllByRole("checkbox")).toHaveLength(f.concerns.options.length);
    expect(fields().phone).toHaveAttribute("type", "tel");
    expect(fields().email).toHaveAttribute("type", "email");
    expect(fields().date).toHaveAttribute("type", "date");
    // What each field is for, so browsers can fill it in (WCAG 1.3.5).
    expect(fields().name).toHaveAttribute("autocomplete", "name");
    expect(fields().phone).toHaveAttribute("autocomplete", "tel");
    expect(fields().email).toHaveAttribute("autocomplete", "email");
    expect(fields().emirate).toHaveAttribute("autocomplete", "address-level1");
    expect(fields().area).toHaveAttribute("autocomplete", "address-level3");
    expect(fields().phone).toHaveAccessibleDescription(f.phone.hint);
    expect(fields().date).toHaveAccessibleDescription(
      "We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead.",
    );
    expect(submitButton()).toBeEnabled();
  });

  test("the date input offers tomorrow to 60 days ahead, in Dubai time", () => {
    // 21:30 UTC on Monday is already Tuesday in Dubai.
    renderWithLanguage(<BookingForm {...props} now={() => new Date("2026-03-02T21:30:00Z")} send={jest.fn()} />);
    expect(fields().date).toHaveAttribute("min", "2026-03-04");
    expect(fields().date).toHaveAttribute("max", "2026-05-02");
  });
});

test("the WhatsApp link carries what is filled in so far", async () => {
  const user = userEvent.setup({ delay: null });
  renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
  const link = () => screen.getByRole("link", { name: new RegExp(text.whatsapp.link) });
  const message = () => new URL(link().getAttribute("href")!).searchParams.get("text");
  expect(link()).toHaveAttribute("target", "_blank");
  expect(link().getAttribute("href")).toMatch(/^https:\/\/wa\.me\/971505572380\?text=/);
  expect(message()).toBe("Hello Pure Oasis, I would like to book a free water test.");
  await user.type(fields().area, "Mirdif");
  await user.selectOptions(fields().emirate, "Dubai");
  setDate("2026-03-04");
  expect(message()).toBe(
    "Hello Pure Oasis, I would like to book a free water test.\nEmirate: Dubai\nArea: Mirdif\nPreferred date: Wednesday, 4 March 2026",
  );
});

describe("in Arabic", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  const arabicFacts = factValues(company, 2026, "ar");
  const waterTest = read("data/water-test.json");
  const arabicText = overlay(waterTest, { form: waterTest.ar.form }).form as BookingFormText;
  const arabic = JSON.parse(resolveFacts(JSON.stringify(arabicText), arabicFacts)) as BookingFormText;
  const arabicNames: string[] = company.ar.areaServed;
  const arabicEmirates = arabicNames.map((name, index) => ({ name, slug: emirates[index].slug }));

  test("time windows, the day a visit is refused and the WhatsApp date read in Arabic", () => {
    renderWithLanguage(<BookingForm {...props} text={arabic} emirates={arabicEmirates} send={jest.fn()} />, "ar");
    const window = arabic.fields.timeWindow.windows[0];
    expect(screen.getByRole("option", { name: `${window.label}، 8:00\u201311:00` })).toBeInTheDocument();
    const date = screen.getByLabelText(arabic.fields.date.label);
    // 8 March 2026 is a Sunday, when the company does not visit.
    fireEvent.change(date, { target: { value: "2026-03-08" } });
    fireEvent.blur(date);
    expect(screen.getByText(/الأحد/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: new RegExp(arabic.whatsapp.link) });
    const message = new URL(link.getAttribute("href")!).searchParams.get("text");
    expect(message).toMatch(/الأحد، 8 مارس 2026/);
  });
});
