import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm } from "../../src/components/water-test/booking-form";
import { renderWithLanguage } from "../test-utils";
import {
  enter,
  EXPECTED_PARAMS,
  f,
  fields,
  fillBooking,
  props,
  quietConsoleErrors,
  submitButton,
} from "./booking-form-setup";

/**
 * The booking form's validation (booking-form-setup.ts): a message for every required field,
 * each mobile number and date rule, an optional e-mail, and checks as the visitor leaves a field.
 */

quietConsoleErrors();

describe("validation", () => {
  test("an empty form: a message for every required field, linked and marked invalid; focus on the first", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await user.click(submitButton());
    const form = fields();
    const expected: Array<[HTMLElement, string]> = [
      [form.name, f.name.errors.missing],
      [form.phone, `${f.phone.hint} ${f.phone.errors.empty}`],
      [form.emirate, f.emirate.errors.missing],
      [form.area, f.area.errors.missing],
      [form.propertyType, f.propertyType.errors.missing],
      [form.waterSource, f.waterSource.errors.missing],
      [form.concerns, `${f.concerns.hint} ${f.concerns.errors.missing}`],
      [
        form.date,
        `We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead. ${f.date.errors.missing}`,
      ],
      [form.timeWindow, f.timeWindow.errors.missing],
      [form.consent, f.consent.errors.missing],
    ];
    for (const [element, description] of expected) {
      expect(element).toHaveAccessibleDescription(description);
    }
    for (const element of [form.name, form.phone, form.emirate, form.area, form.date, form.timeWindow, form.consent]) {
      expect(element).toHaveAttribute("aria-invalid", "true");
    }
    for (const radio of within(form.propertyType).getAllByRole("radio")) {
      expect(radio).toHaveAttribute("aria-invalid", "true");
    }
    // The e-mail is optional.
    expect(form.email).not.toHaveAttribute("aria-invalid");
    expect(form.email).toHaveAccessibleDescription(f.email.hint);
    expect(form.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ["", f.phone.errors.empty],
    ["050 123", f.phone.errors.format],
    ["+44 7700 900123", f.phone.errors.format],
    ["04 557 2380", f.phone.errors.notMobile],
    ["+971 4 557 2380", f.phone.errors.notMobile],
  ])("mobile %j: its own message", async (phone, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { phone });
    await user.click(submitButton());
    expect(fields().phone).toHaveAccessibleDescription(`${f.phone.hint} ${message}`);
    expect(fields().phone).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ["2026-03-02", f.date.errors.past],
    ["2026-02-27", f.date.errors.past],
    ["2026-05-02", "Please choose a date within the next 60 days."],
    ["2026-03-08", "We do not visit on a Sunday. Please choose another date."],
  ])("date %s: its own message, and the focus", async (date, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { date });
    await user.click(submitButton());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(fields().date).toHaveAttribute("aria-invalid", "true");
    expect(fields().date).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test("a date the browser cannot read (half typed) says so when the visitor leaves it", () => {
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    const date = fields().date;
    Object.defineProperty(date, "validity", { value: { badInput: true }, configurable: true });
    fireEvent.blur(date);
    expect(screen.getByText(f.date.errors.invalid)).toBeInTheDocument();
  });

  test("a wrong e-mail address has its message; an empty one is fine", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve());
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.clear(fields().email);
    await enter(user, fields().email, "aisha@example");
    await user.click(submitButton());
    expect(fields().email).toHaveAccessibleDescription(`${f.email.hint} ${f.email.errors.format}`);
    expect(fields().email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.clear(fields().email);
    await user.click(submitButton());
    expect(send).toHaveBeenCalledWith({ ...EXPECTED_PARAMS, user_email: "" });
  });

  test("a field changed and left is checked on blur; its message goes as soon as it is fixed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithLanguage(<BookingForm {...props} send={jest.fn()} />);
    // Passing through an empty field says nothing.
    await user.click(fields().name);
    await user.tab();
    expect(screen.queryByText(f.name.errors.missing)).toBeNull();
    await user.type(fields().phone, "04 557 2380");
    expect(screen.queryByText(f.phone.errors.notMobile)).toBeNull();
    await user.tab();
    expect(screen.getByText(f.phone.errors.notMobile)).toBeInTheDocument();
    await user.clear(fields().phone);
    await user.type(fields().phone, "055 987 6543");
    expect(screen.queryByText(f.phone.errors.notMobile)).toBeNull();
    expect(fields().phone).not.toHaveAttribute("aria-invalid");
    // Unticking the last concern says so at once.
    const drinking = screen.getByLabelText("Drinking water");
    await user.click(drinking);
    await user.click(drinking);
    expect(fields().concerns).toHaveAccessibleDescription(`${f.concerns.hint} ${f.concerns.errors.missing}`);
  });
});
