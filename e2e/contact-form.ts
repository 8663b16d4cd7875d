import type { Page, Route } from "@playwright/test";
import { expect, escapeRegExp as escape } from "./fixtures";
import { readData } from "./built-site";
import type { Edition } from "./editions";
import { fillTemplate } from "../src/lib/template";
import type { Dictionary } from "../src/i18n/dictionary";

/**
 * The contact form against a build made with `npm run build:e2e`, which bakes the
 * dummy keys of .env.e2e into the page. EmailJS is answered here (e2e/emailjs.ts);
 * nothing leaves the machine. Every test runs in both editions, in each one's words.
 */
export const company = readData<{
  phone: string;
  whatsapp: string;
  address: { street: string; latitude: number; longitude: number };
}>("company.json");

/** A text's pattern with any space matching a space or a no-break space (link texts keep numbers on one line). */
export const spaced = (text: string) => escape(text).replace(/[ \u00a0]/g, "\\s");

export const message = "We need a reverse osmosis system for a villa in Jumeirah. Could you visit next week?";

export function formOf(page: Page, edition: Edition) {
  const words = edition.words.contact.form;
  return {
    name: page.getByRole("textbox", { name: words.name }),
    email: page.getByRole("textbox", { name: words.email }),
    phone: page.getByRole("textbox", { name: `${words.phone} ${words.optional}` }),
    service: page.getByRole("combobox", { name: `${words.service} ${words.optional}` }),
    message: page.getByRole("textbox", { name: words.message }),
  };
}

/** What the visitor enters, the service named in the edition's language. */
export function visitorOf(edition: Edition) {
  const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
  return {
    user_name: "Aisha Rahman",
    user_email: "aisha.rahman@example.ae",
    user_phone: "+971 50 123 4567",
    service: technologies.find((technology) => technology.slug === "reverse-osmosis")!.name,
    message,
  };
}

export async function fillForm(page: Page, edition: Edition) {
  const form = formOf(page, edition);
  const visitor = visitorOf(edition);
  await form.name.fill(visitor.user_name);
  await form.email.fill(visitor.user_email);
  await form.phone.fill(visitor.user_phone);
  await form.service.selectOption(visitor.service);
  await form.message.fill(visitor.message);
}

export async function expectFormKept(page: Page, edition: Edition) {
  const form = formOf(page, edition);
  const visitor = visitorOf(edition);
  await expect(form.name).toHaveValue(visitor.user_name);
  await expect(form.email).toHaveValue(visitor.user_email);
  await expect(form.phone).toHaveValue(visitor.user_phone);
  await expect(form.service).toHaveValue(visitor.service);
  await expect(form.message).toHaveValue(visitor.message);
}

export type Reasons = Dictionary["contact"]["failure"]["reasons"];
export const FAILURES: Array<{
  name: string;
  answer: (route: Route) => Promise<void>;
  says: (reasons: Reasons) => string;
}> = [
  {
    name: "429 too many requests",
    answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
    says: (reasons) => reasons.rateLimited,
  },
  {
    name: "451 headless browser",
    answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
    says: (reasons) => reasons.headless,
  },
  {
    name: "403 blocked",
    answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }),
    says: (reasons) => reasons.blocked,
  },
  {
    name: "500 server error",
    answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    says: (reasons) => fillTemplate(reasons.server, { status: "500" }),
  },
  {
    name: "503 service unavailable",
    answer: (route) => route.fulfill({ status: 503, body: "Service Unavailable" }),
    says: (reasons) => fillTemplate(reasons.server, { status: "503" }),
  },
  {
    name: "connection reset (dropped connection)",
    answer: (route) => route.abort("connectionreset"),
    says: (reasons) => reasons.network,
  },
  {
    name: "network failure",
    answer: (route) => route.abort("internetdisconnected"),
    says: (reasons) => reasons.network,
  },
];
