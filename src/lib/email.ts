/**
 * The one module that talks to EmailJS (@emailjs/browser). Components and hooks call
 * `sendContactForm`; tests mock this module or @emailjs/browser.
 */
import { sendForm } from "@emailjs/browser";
import { EMAIL_THROTTLE_MS } from "./constants";

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The environment variable behind each key (documented in .env.example). */
export const EMAIL_ENV_NAMES: Record<keyof EmailConfig, string> = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
};

/** The rate limit's key in localStorage: one message per EMAIL_THROTTLE_MS from this form. */
export const CONTACT_RATE_LIMIT_ID = "pure-oasis-contact-form";

/** The site was built without one or more EmailJS keys. */
export class EmailNotConfiguredError extends Error {
  readonly missing: string[];
  constructor(missing: string[]) {
    super(`The contact form is not configured: ${missing.join(", ")} not set at build time`);
    this.name = "EmailNotConfiguredError";
    this.missing = missing;
  }
}

/**
 * The keys as the build saw them. Gatsby replaces each `process.env.GATSBY_*`
 * expression with its value at build time, so each must be written out in full.
 */
export function emailConfigFromEnv(): Partial<EmailConfig> {
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  };
}

/** The names of the environment variables that are missing or blank. */
export function missingEmailKeys(config: Partial<EmailConfig>): string[] {
  return (Object.keys(EMAIL_ENV_NAMES) as Array<keyof EmailConfig>)
    .filter((key) => !config[key]?.trim())
    .map((key) => EMAIL_ENV_NAMES[key]);
}

/**
 * Sends the contact form's fields as multipart form data (EmailJS sendForm).
 * Rejects with EmailNotConfiguredError without keys, with EmailJS's
 * EmailJSResponseStatus ({ status, text }) when the service refuses, and with a
 * TypeError when the network fails.
 */
export async function sendContactForm(form: HTMLFormElement, config: Partial<EmailConfig> = emailConfigFromEnv()) {
  const missing = missingEmailKeys(config);
  if (missing.length > 0) throw new EmailNotConfiguredError(missing);
  const { publicKey, serviceId, templateId } = config as EmailConfig;
  return sendForm(serviceId, templateId, form, {
    publicKey,
    limitRate: { id: CONTACT_RATE_LIMIT_ID, throttle: EMAIL_THROTTLE_MS },
  });
}
