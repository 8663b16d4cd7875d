import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm } from "../../src/components/water-test/booking-form";
import { QUEUED_ATTRIBUTE } from "../../src/start-up/queued-submit";
import en from "../../src/i18n/en";
import { runQueuedSubmitScript, serverRendered } from "../test-utils";
import { EXPECTED_PARAMS, expectKept, fields, props, quietConsoleErrors, submitButton } from "./booking-form-setup";

/**
 * The booking form before the page's scripts start (booking-form-setup.ts): what the visitor
 * entered into the server HTML becomes the booking, and a booking sent early is held, then sent.
 */

quietConsoleErrors();

describe("before the page's scripts start", () => {
  /** Fills the server HTML's fields as a visitor does before React runs (no React events). */
  function enterIntoServerHtml(container: HTMLElement) {
    const set = (name: string, value: string) => {
      container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value;
    };
    const tick = (name: string, value: string) => {
      container.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.checked = true;
    };
    set("name", "Aisha Rahman");
    set("phone", "050 123 4567");
    set("email", "aisha@example.ae");
    set("emirate", "Dubai");
    set("area", "Al Barsha 2");
    tick("propertyType", "villa");
    tick("waterSource", "borehole");
    tick("concerns[]", "hardness");
    tick("concerns[]", "drinking");
    set("date", "2026-03-03");
    set("timeWindow", "afternoon");
    container.querySelector<HTMLInputElement>('[name="consent"]')!.checked = true;
  }

  beforeAll(() => {
    // The early-submit script the form carries (form-notes.tsx), listening on the document.
    runQueuedSubmitScript();
  });

  test("what was entered before hydration becomes the booking: kept when the form renders again, and sent", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    const page = serverRendered(<BookingForm {...props} send={send} />);
    enterIntoServerHtml(page.container);
    page.hydrate();
    // Moving to another field renders the form again (the date's bounds already have).
    await user.click(fields().phone);
    await user.tab();
    expectKept();
    expect(fields().phone).not.toHaveAttribute("aria-invalid");
    await user.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
  });

  test("sent before hydration: held, then sent once the form has hydrated", async () => {
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    const page = serverRendered(<BookingForm {...props} send={send} />);
    enterIntoServerHtml(page.container);
    const form = page.container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    form.requestSubmit();
    expect(form).toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(screen.getByText(en.waterTest.queued)).toBeVisible();

    await act(async () => {
      page.hydrate();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
    expect(form).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    expect(screen.getByText(en.waterTest.queued)).not.toBeVisible();
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you, Aisha Rahman.");
  });
});
