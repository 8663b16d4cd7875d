import { EmailJSResponseStatus } from "@emailjs/browser";
import { EmailNotConfiguredError } from "../../src/lib/email";
import { describeSendFailure, sendFailureText, type SendFailureTexts } from "../../src/lib/send-failure";
import { TimeoutError } from "../../src/lib/timeout";

test.each([
  [429, "Too Many Requests", "rate-limited", /too many messages.*wait a minute and try again/i],
  [451, "Unavailable For Headless Browser", "headless", /blocked the message.*automated browser/i],
  [403, "Forbidden", "blocked", /blocked the message/i],
  [0, "Network Error", "network", /could not reach.*internet connection/i],
  [500, "Internal Server Error", "server", /the server answered 500/],
  [400, "The Public Key is invalid", "server", /the server answered 400/],
])("EmailJS status %i (%s) is %s", (status, text, kind, message) => {
  const failure = describeSendFailure(new EmailJSResponseStatus(status, text));
  expect(failure.kind).toBe(kind);
  expect(failure.status).toBe(status);
  expect(failure.message).toMatch(message);
});

test("EmailJSResponseStatus's default (0, Network Error) is a network error", () => {
  expect(describeSendFailure(new EmailJSResponseStatus()).kind).toBe("network");
});

test("a failed fetch (TypeError) is a network error", () => {
  expect(describeSendFailure(new TypeError("Failed to fetch"))).toMatchObject({ kind: "network", status: 0 });
});

test("missing keys say the form is not configured and point to phone and WhatsApp", () => {
  const failure = describeSendFailure(new EmailNotConfiguredError(["GATSBY_EMAILJS_PUBLIC_KEY"]));
  expect(failure.kind).toBe("not-configured");
  expect(failure.message).toMatch(/not set up yet/);
  expect(failure.message).toMatch(/call us/);
  expect(failure.message).toMatch(/WhatsApp/);
});

test("EmailJS's own thrown texts about a missing key are 'not configured' too", () => {
  for (const text of [
    "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
    "The service ID is required. Visit https://dashboard.emailjs.com/admin",
    "The template ID is required. Visit https://dashboard.emailjs.com/admin/templates",
  ]) {
    expect(describeSendFailure(text).kind).toBe("not-configured");
  }
});

test("anything else is an unexpected failure with a plain message", () => {
  for (const error of ["The 3rd parameter is expected to be the HTML form element", new Error("boom"), undefined]) {
    const failure = describeSendFailure(error);
    expect(failure.kind).toBe("unexpected");
    expect(failure.status).toBeNull();
    expect(failure.message).toMatch(/try again/);
  }
});

test("no message shows technical text", () => {
  const messages = [429, 451, 403, 0, 502].map((s) => describeSendFailure(new EmailJSResponseStatus(s)).message);
  for (const message of messages) expect(message).not.toMatch(/EmailJS|Headless|Forbidden|undefined/);
});

test("a send that timed out says so, with the time waited, and points to phone and WhatsApp", () => {
  const failure = describeSendFailure(new TimeoutError(15_000));
  expect(failure).toMatchObject({ kind: "timeout", status: null, seconds: 15 });
  expect(failure.message).toMatch(/did not answer within 15 seconds.*phone or WhatsApp/);
});

test("a form's own words for each kind, with [status] and [seconds] filled in", () => {
  const texts: SendFailureTexts = {
    rateLimited: "rate",
    headless: "headless",
    blocked: "blocked",
    network: "network",
    timeout: "no answer in [seconds] s",
    server: "server said [status]",
    notConfigured: "not set up",
    unexpected: "unexpected",
  };
  const text = (error: unknown) => sendFailureText(describeSendFailure(error), texts);
  expect(text(new EmailJSResponseStatus(429, "Too Many Requests"))).toBe("rate");
  expect(text(new EmailJSResponseStatus(451, "x"))).toBe("headless");
  expect(text(new EmailJSResponseStatus(403, "Forbidden"))).toBe("blocked");
  expect(text(new TypeError("Failed to fetch"))).toBe("network");
  expect(text(new TimeoutError(15_000))).toBe("no answer in 15 s");
  expect(text(new EmailJSResponseStatus(503, "Service Unavailable"))).toBe("server said 503");
  expect(text(new EmailNotConfiguredError(["GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID"], "waterTest"))).toBe("not set up");
  expect(text(new Error("boom"))).toBe("unexpected");
});
