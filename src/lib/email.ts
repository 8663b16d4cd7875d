/**
 * The one module that talks to EmailJS (@emailjs/browser). The contact form calls
 * `sendContactForm`, the water-test booking `sendWaterTestBooking`; tests mock this
 * module or @emailjs/browser. Both forms share the account's public key and service;
 * each has its own template and its own rate limit.
 */
import { send, sendForm } from "@emailjs/browser";
import { EMAIL_THROTTLE_MS } from "./constants";

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The forms that send e-mail. */
export type EmailForm = "contact" | "waterTest";

/** The environment variable behind each key of the contact form (documented in .env.example). */
export const EMAIL_ENV_NAMES: Record<keyof EmailConfig, string> = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
};

/** The environment variable of each form's template. */
export const TEMPLATE_ENV_NAMES: Record<EmailForm, string> = {
  contact: "GATSBY_EMAILJS_TEMPLATE_ID",
  waterTest: "GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID",
};

/** The rate limit's key in localStorage: one message per EMAIL_THROTTLE_MS from this form. */
export const CONTACT_RATE_LIMIT_ID = "pure-oasis-contact-form";
/** The booking's own limit, so a booking right after a contact message is not refused. */
export const WATER_TEST_RATE_LIMIT_ID = "pure-oasis-water-test-form";

/** The site was built without one or more EmailJS keys. */
export class EmailNotConfiguredError extends Error {
  readonly missing: string[];
  constructor(missing: string[], form: EmailForm = "contact") {
    super(
      `The ${form === "contact" ? "contact form" : "water-test booking"} is not configured: ${missing.join(", ")} not set at build time`,
    );
    this.name = "EmailNotConfiguredError";
    this.missing = missing;
  }
}

/**
 * The keys as the build saw them. Gatsby replaces each `process.env.GATSBY_*`
 * expression with its value at build time, so each must be written out in full.
 */
export function emailConfigFromEnv(form: EmailForm = "contact"): Partial<EmailConfig> {
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
    templateId:
      form === "waterTest" ? process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID : process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  };
}

/** The names of the environment variables that are missing or blank. */
export function missingEmailKeys(config: Partial<EmailConfig>, form: EmailForm = "contact"): string[] {
  const names = { ...EMAIL_ENV_NAMES, templateId: TEMPLATE_ENV_NAMES[form] };
  return (Object.keys(names) as Array<keyof EmailConfig>)
    .filter((key) => !config[key]?.trim())
    .map((key) => names[key]);
}

function configured(config: Partial<EmailConfig>, form: EmailForm): EmailConfig {
  const missing = missingEmailKeys(config, form);
  if (missing.length > 0) throw new EmailNotConfiguredError(missing, form);
  return config as EmailConfig;
}

/**
 * Sends the contact form's fields as multipart form data (EmailJS sendForm).
 * Rejects with EmailNotConfiguredError without keys, with EmailJS's
 * EmailJSResponseStatus ({ status, text }) when the service refuses, and with a
 * TypeError when the network fails.
 */
export async function sendContactForm(form: HTMLFormElement, config: Partial<EmailConfig> = emailConfigFromEnv()) {
  const { publicKey, serviceId, templateId } = configured(config, "contact");
  return sendForm(serviceId, templateId, form, {
    publicKey,
    limitRate: { id: CONTACT_RATE_LIMIT_ID, throttle: EMAIL_THROTTLE_MS },
  });
}

/**
 * Sends a water-test booking as template parameters (EmailJS send, a JSON request): the
 * form sends values it has worked out (the phone in E.164), not the inputs as typed.
 * Rejects as sendContactForm does.
 */
export async function sendWaterTestBooking(
  params: Readonly<Record<string, string>>,
  config: Partial<EmailConfig> = emailConfigFromEnv("waterTest"),
) {
  const { publicKey, serviceId, templateId } = configured(config, "waterTest");
  return send(
    serviceId,
    templateId,
    { ...params },
    {
      publicKey,
      limitRate: { id: WATER_TEST_RATE_LIMIT_ID, throttle: EMAIL_THROTTLE_MS },
    },
  );
}
