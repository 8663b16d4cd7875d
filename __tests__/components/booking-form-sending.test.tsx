import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmailJSResponseStatus, send as emailjsSend } from "@emailjs/browser";
import { BookingForm } from "../../src/components/water-test/booking-form";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../../src/lib/constants";
import { WATER_TEST_RATE_LIMIT_ID } from "../../src/lib/email";
import { renderWithLanguage } from "../test-utils";
import {
  EXPECTED_PARAMS,
  expectKept,
  fields,
  fillBooking,
  props,
  quietConsoleErrors,
  submitButton,
  text,
} from "./booking-form-setup";

jest.mock("@emailjs/browser", () => ({
  ...jest.requireActual("@emailjs/browser"),
  send: jest.fn(),
}));

/**
 * Sending a booking from the form (booking-form-setup.ts) and its outcomes: what the sender
 * and EmailJS receive, booked, a double submit, the honeypot, and every failure with the
 * input kept.
 */

const consoleError = quietConsoleErrors();

describe("sending", () => {
  test("the phone reaches the sender in E.164, with every template parameter", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.resolve({ status: 200, text: "OK" }));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user, { phone: "+971 (0)50-123.4567" });
    await user.click(submitButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(EXPECTED_PARAMS);
  });

  test("through EmailJS: the booking's own template and rate limit, as JSON parameters", async () => {
    const saved = { ...process.env };
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "public-key";
    process.env.GATSBY_EMAILJS_SERVICE_ID = "service";
    process.env.GATSBY_EMAILJS_TEMPLATE_ID = "contact-template";
    process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID = "water-test-template";
    try {
      (emailjsSend as jest.Mock).mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      const user = userEvent.setup({ delay: null });
      renderWithLanguage(<BookingForm {...props} />);
      await fillBooking(user, { phone: "00971 55 987 6543" });
      await user.click(submitButton());
      expect(await screen.findByRole("button", { name: text.submit.sent })).toBeInTheDocument();
      expect(emailjsSend).toHaveBeenCalledWith(
        "service",
        "water-test-template",
        { ...EXPECTED_PARAMS, user_phone: "+971559876543" },
        { publicKey: "public-key", limitRate: { id: WATER_TEST_RATE_LIMIT_ID, throttle: 10_000 } },
      );
    } finally {
      process.env = saved;
    }
  });

  test("success: 'Sending...' disabled, then 'Booked!' with the confirmation; the form empties; the button returns", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let resolve!: (value: unknown) => void;
    const send = jest.fn(() => new Promise((r) => (resolve = r)));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.click(submitButton());
    expect(submitButton(text.submit.sending)).toBeDisabled();
    await act(async () => resolve({ status: 200, text: "OK" }));
    expect(submitButton(text.submit.sent)).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you, Aisha Rahman. We have your request for a free water test in Al Barsha 2, Dubai, on Tuesday, 3 March 2026 (Afternoon, 14:00\u201317:00). We will call you on +971 50 123 4567 within one working day to confirm the visit.",
    );
    expect(fields().name).toHaveValue("");
    expect(fields().date).toHaveValue("");
    expect(fields().consent).not.toBeChecked();
    act(() => jest.advanceTimersByTime(SENT_MESSAGE_MS));
    expect(submitButton()).toBeEnabled();
    // The confirmation stays for the visitor to read.
    expect(screen.getByRole("status")).toHaveTextContent("Thank you, Aisha Rahman.");
  });

  test("a double submit sends once", async () => {
    const send = jest.fn(() => new Promise(() => {}));
    const user = userEvent.setup({ delay: null });
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    const form = screen.getByRole("form", { name: text.title });
    // Two submits in the same task, before React renders the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(submitButton(text.submit.sending));
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a filled honeypot fakes success and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn();
    const { container } = renderWithLanguage(<BookingForm {...props} send={send} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    honeypot.value = "http://spam.example";
    await fillBooking(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: text.submit.sent })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("failures: an alert in the content's words, WhatsApp with the booking and phone, the input kept", () => {
  const reasons = text.failure.reasons;
  test.each<[string, unknown, string]>([
    ["429 too many requests", new EmailJSResponseStatus(429, "Too Many Requests"), reasons.rateLimited],
    ["451 headless browser", new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), reasons.headless],
    ["403 blocked", new EmailJSResponseStatus(403, "Forbidden"), reasons.blocked],
    [
      "500 server error",
      new EmailJSResponseStatus(500, "Internal Server Error"),
      reasons.server.replace("[status]", "500"),
    ],
    ["0 network error", new EmailJSResponseStatus(0, "Network Error"), reasons.network],
    ["failed fetch", new TypeError("Failed to fetch"), reasons.network],
    ["an unexpected error", new Error("boom"), reasons.unexpected],
  ])("%s", async (_name, error, message) => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(() => Promise.reject(error));
    renderWithLanguage(<BookingForm {...props} send={send} />);
    await fillBooking(user);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failure.title);
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(text.failure.kept);
    const chat = within(alert).getByRole("link", { name: new RegExp(text.failure.whatsapp) });
    expect(new URL(chat.getAttribute("href")!).searchParams.get("text")).toContain("Name: Aisha Rahman");
    expect(within(alert).getByRole("link", { name: /^Call\s+\+971\s+4\s+557\s+2380$/ })).toHaveAttribute(
      "href",
      "tel:+97145572380",
    );
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expectKept();
    expect(consoleError()).toHaveBeenCalledWith("Water-test booking: the booking was not sent.", error);
  });

  test("no answer within EMAIL_SEND_TIMEOUT_MS", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithLanguage(<BookingForm {...props} send={jest.fn(() => new Promise(() => {}))} />);
    await fillBooking(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(EMAIL_SEND_TIMEOUT_MS));
    expect(screen.getByRole("alert")).toHaveTextContent(reasons.timeout.replace("[seconds]", "15"));
    expectKept();
  });

  test("built without the booking's template: not set up, phone and WhatsApp instead", async () => {
    const saved = { ...process.env };
    delete process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID;
    try {
      const user = userEvent.setup({ delay: null });
      renderWithLanguage(<BookingForm {...props} />);
      await fillBooking(user);
      await user.click(submitButton());
      expect(await screen.findByRole("alert")).toHaveTextContent(reasons.notConfigured);
      expect(emailjsSend).not.toHaveBeenCalled();
      expectKept();
    } finally {
      process.env = saved;
    }
  });
});
