import fs from "node:fs";
import path from "node:path";
import { sendForm } from "@emailjs/browser";
import { EMAIL_LIBRARY_VERSION, EMAIL_THROTTLE_MS } from "../../src/lib/constants";
import {
  CONTACT_RATE_LIMIT_ID,
  EmailNotConfiguredError,
  emailConfigFromEnv,
  missingEmailKeys,
  sendContactForm,
} from "../../src/lib/email";

jest.mock("@emailjs/browser", () => ({ sendForm: jest.fn(() => Promise.resolve({ status: 200, text: "OK" })) }));

const keys = { publicKey: "pk", serviceId: "service", templateId: "template" };
const form = () => document.createElement("form");

afterEach(() => jest.clearAllMocks());

test("the installed EmailJS is the version the specification names", () => {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../node_modules/@emailjs/browser/package.json"), "utf8"),
  );
  expect(pkg.version).toBe(EMAIL_LIBRARY_VERSION);
});

test("sends the form with the keys, limited to one message per 10 seconds", async () => {
  const element = form();
  await expect(sendContactForm(element, keys)).resolves.toEqual({ status: 200, text: "OK" });
  expect(sendForm).toHaveBeenCalledWith("service", "template", element, {
    publicKey: "pk",
    limitRate: { id: CONTACT_RATE_LIMIT_ID, throttle: EMAIL_THROTTLE_MS },
  });
  expect(EMAIL_THROTTLE_MS).toBe(10_000);
});

test("without keys it sends nothing and says which variables are missing", async () => {
  const promise = sendContactForm(form(), { publicKey: "pk", serviceId: " ", templateId: undefined });
  await expect(promise).rejects.toBeInstanceOf(EmailNotConfiguredError);
  await expect(promise).rejects.toMatchObject({
    missing: ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"],
  });
  expect(sendForm).not.toHaveBeenCalled();
});

test("a build without the environment variables is not configured", async () => {
  const saved = { ...process.env };
  delete process.env.GATSBY_EMAILJS_PUBLIC_KEY;
  delete process.env.GATSBY_EMAILJS_SERVICE_ID;
  delete process.env.GATSBY_EMAILJS_TEMPLATE_ID;
  try {
    expect(missingEmailKeys(emailConfigFromEnv())).toHaveLength(3);
    await expect(sendContactForm(form())).rejects.toBeInstanceOf(EmailNotConfiguredError);
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "a";
    process.env.GATSBY_EMAILJS_SERVICE_ID = "b";
    process.env.GATSBY_EMAILJS_TEMPLATE_ID = "c";
    expect(emailConfigFromEnv()).toEqual({ publicKey: "a", serviceId: "b", templateId: "c" });
  } finally {
    process.env = saved;
  }
});
