/**
 * Why a message was not sent (docs/specification.md section 8's error catalogue), then in words a
 * visitor understands. Pure: describeSendFailure takes whatever sendContactForm (or
 * sendWaterTestBooking) rejected with; sendFailureText words it in the form's own texts
 * (the contact form's from the interface dictionary, the booking's from
 * data/water-test.json).
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
    return { kind: "not-configured", status: null };
  }
  if (error instanceof TimeoutError) {
    return { kind: "timeout", status: null, seconds: Math.round(error.ms / 1000) };
  }
  const status = responseStatusOf(error);
  if (status === 429) return { kind: "rate-limited", status };
  if (status === 451) return { kind: "headless", status };
  if (status === 403) return { kind: "blocked", status };
  if (status === 0 || error instanceof TypeError) return { kind: "network", status: 0 };
  if (status !== null) return { kind: "server", status };
  return { kind: "unexpected", status: null };
}

/**
 * A form's own words for each kind of failure, one or two sentences: what happened and
 * what to do. `timeout` may name [seconds] and `server` [status].
 */
export interface SendFailureTexts {
  readonly rateLimited: string;
  readonly headless: string;
  readonly blocked: string;
  readonly network: string;
  readonly timeout: string;
  readonly server: string;
  readonly notConfigured: string;
  readonly unexpected: string;
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
