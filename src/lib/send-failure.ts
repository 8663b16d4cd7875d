/**
 * Why a contact message was not sent, in words a visitor understands (SPEC.md
 * section 8's error catalogue). Pure: takes whatever sendContactForm (or
 * sendWaterTestBooking) rejected with. The messages here are the contact form's; the
 * booking says the same in its own words (sendFailureText, data/water-test.json).
 */
import { EmailNotConfiguredError } from "./email";
import { fillTemplate } from "./template";
import { TimeoutError } from "./timeout";

export type SendFailureKind =
  "rate-limited" | "headless" | "blocked" | "network" | "timeout" | "server" | "not-configured" | "unexpected";

export interface SendFailure {
  kind: SendFailureKind;
  /** The HTTP status EmailJS reported (0 for a network error), when there was one. */
  status: number | null;
  /** One or two sentences for the visitor: what happened and what to do. */
  message: string;
  /** How long the form waited, for a timeout. */
  seconds?: number;
}

/** EmailJS rejects with EmailJSResponseStatus: { status, text }. */
function responseStatusOf(error: unknown): number | null {
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return null;
}

/** EmailJS throws its configuration errors as plain strings; these three mean a missing key. */
const MISSING_KEY_TEXT = /public key is required|service ID is required|template ID is required/i;

export function describeSendFailure(error: unknown): SendFailure {
  if (error instanceof EmailNotConfiguredError || (typeof error === "string" && MISSING_KEY_TEXT.test(error))) {
    return {
      kind: "not-configured",
      status: null,
      message:
        "The contact form is not set up yet, so your message could not be sent. Please call us or write to us on WhatsApp instead.",
    };
  }
  if (error instanceof TimeoutError) {
    return {
      kind: "timeout",
      status: null,
      seconds: Math.round(error.ms / 1000),
      message: `Our e-mail service did not answer within ${Math.round(error.ms / 1000)} seconds. Please try again, or contact us by phone or WhatsApp.`,
    };
  }
  const status = responseStatusOf(error);
  if (status === 429) {
    return {
      kind: "rate-limited",
      status,
      message: "Too many messages were sent from this page in a short time. Please wait a minute and try again.",
    };
  }
  if (status === 451) {
    return {
      kind: "headless",
      status,
      message: "Our e-mail service blocked the message because it looked as if it came from an automated browser.",
    };
  }
  if (status === 403) {
    return {
      kind: "blocked",
      status,
      message: "Our e-mail service blocked the message. Please contact us by phone or WhatsApp instead.",
    };
  }
  if (status === 0 || error instanceof TypeError) {
    return {
      kind: "network",
      status: 0,
      message: "We could not reach our e-mail service. Please check your internet connection and try again.",
    };
  }
  if (status !== null) {
    return {
      kind: "server",
      status,
      message: `Our e-mail service had a problem (the server answered ${status}). Please try again later.`,
    };
  }
  return {
    kind: "unexpected",
    status: null,
    message: "Something went wrong while sending your message. Please try again.",
  };
}

/**
 * A form's own words for each kind of failure (the booking's come from
 * data/water-test.json): `timeout` may name [seconds] and `server` [status].
 */
export interface SendFailureTexts {
  rateLimited: string;
  headless: string;
  blocked: string;
  network: string;
  timeout: string;
  server: string;
  notConfigured: string;
  unexpected: string;
}

const TEXT_OF_KIND: Record<SendFailureKind, keyof SendFailureTexts> = {
  "rate-limited": "rateLimited",
  headless: "headless",
  blocked: "blocked",
  network: "network",
  timeout: "timeout",
  server: "server",
  "not-configured": "notConfigured",
  unexpected: "unexpected",
};

/** The failure in the form's own words, its [status] and [seconds] filled in. */
export function sendFailureText(failure: SendFailure, texts: SendFailureTexts): string {
  return fillTemplate(texts[TEXT_OF_KIND[failure.kind]], {
    status: String(failure.status ?? ""),
    seconds: String(failure.seconds ?? ""),
  });
}
