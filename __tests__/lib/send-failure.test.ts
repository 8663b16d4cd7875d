import { EmailJSResponseStatus } from "@emailjs/browser";
import { EmailNotConfiguredError } from "../../src/lib/email";
import { describeSendFailure, sendFailureText, type SendFailureTexts } from "../../src/lib/send-failure";
import { TimeoutError } from "../../src/lib/timeout";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

/** The contact form's words for a failure (the interface dictionary's). */
const message = (error: unknown, texts: SendFailureTexts = en.contact.failure.reasons) =>
  sendFailureText(describeSendFailure(error), texts);

test.each([
  [429, "Too Many Requests", "rate-limited", /too many messages.*wait a minute and try again/i],
  [451, "Unavailable For Headless Browser", "headless", /blocked the message.*automated browser/i],
  [403, "Forbidden", "blocked", /blocked the message/i],
  [0, "Network Error", "network", /could not reach.*internet connection/i],
  [500, "Internal Server Error", "server", /the server answered 500/],
  [400, "The Public Key is invalid", "server", /the server answered 400/],
])("EmailJS status %i (%s) is %s", (status, text, kind, words) => {
  const error = new EmailJSResponseStatus(status, text);
  const failure = describeSendFailure(error);
  expect(failure.kind).toBe(kind);
  expect(failure.status).toBe(status);
  expect(message(error)).toMatch(words);
});

test("EmailJSResponseStatus's default (0, Network Error) is a network error", () => {
  expect(describeSendFailure(new EmailJSResponseStatus()).kind).toBe("network");
});

test("a failed fetch (TypeError) is a network error", () => {
  expect(describeSendFailure(new TypeError("Failed to fetch"))).toMatchObject({ kind: "network", status: 0 });
});

test("missing keys say the form is not configured and point to phone and WhatsApp", () => {
  const error = new EmailNotConfiguredError(["GATSBY_EMAILJS_PUBLIC_KEY"]);
  expect(describeSendFailure(error).kind).toBe("not-configured");
  expect(message(error)).toMatch(/not set up yet/);
  expect(message(error)).toMatch(/call us/);
  expect(message(error)).toMatch(/WhatsApp/);
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
    expect(message(error)).toMatch(/try again/);
  }
});

test("no message shows technical text", () => {
  const messages = [429, 451, 403, 0, 502].map((s) => message(new EmailJSResponseStatus(s)));
  for (const text of messages) expect(text).not.toMatch(/EmailJS|Headless|Forbidden|undefined|\[/);
});

test("a send that timed out says so, with the time waited, and points to phone and WhatsApp", () => {
  const failure = describeSendFailure(new TimeoutError(15_000));
  expect(failure).toMatchObject({ kind: "timeout", status: null, seconds: 15 });
  expect(message(new TimeoutError(15_000))).toMatch(/did not answer within 15 seconds.*phone or WhatsApp/);
});

test("in Arabic, the same failures with their figures in place", () => {
  const arabic = (error: unknown) => message(error, ar.contact.failure.reasons);
  expect(arabic(new TimeoutError(15_000))).toBe(
    "لم تستجب خدمة البريد الإلكتروني لدينا خلال 15 ثانية. يُرجى المحاولة مرة أخرى، أو التواصل معنا عبر الهاتف أو واتساب.",
  );
  expect(arabic(new EmailJSResponseStatus(502, "Bad Gateway"))).toContain("بالرمز 502");
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
