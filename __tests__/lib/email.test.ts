import fs from "node:fs";
import path from "node:path";
import { send, sendForm } from "@emailjs/browser";
import { EMAIL_LIBRARY_VERSION, EMAIL_THROTTLE_MS } from "../../src/lib/constants";
import {
  CONTACT_RATE_LIMIT_ID,
  EmailNotConfiguredError,
  WATER_TEST_RATE_LIMIT_ID,
  emailConfigFromEnv,
  missingEmailKeys,
  sendContactForm,
  sendWaterTestBooking,
} from "../../src/lib/email";

jest.mock("@emailjs/browser", () => ({
  send: jest.fn(() => Promise.resolve({ status: 200, text: "OK" })),
  sendForm: jest.fn(() => Promise.resolve({ status: 200, text: "OK" })),
}));

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

describe("the water-test booking", () => {
  const params = { user_name: "Aisha", user_phone: "+971501234567" };

  test("sends its parameters as JSON to its own template, with its own one-per-10-seconds limit", async () => {
    await expect(sendWaterTestBooking(params, { ...keys, templateId: "water-test" })).resolves.toEqual({
      status: 200,
      text: "OK",
    });
    expect(send).toHaveBeenCalledWith("service", "water-test", params, {
      publicKey: "pk",
      limitRate: { id: WATER_TEST_RATE_LIMIT_ID, throttle: EMAIL_THROTTLE_MS },
    });
    expect(WATER_TEST_RATE_LIMIT_ID).not.toBe(CONTACT_RATE_LIMIT_ID);
    expect(sendForm).not.toHaveBeenCalled();
  });

  test("without its template it sends nothing and names the booking's variable", async () => {
    const promise = sendWaterTestBooking(params, { publicKey: "pk", serviceId: "service", templateId: "" });
    await expect(promise).rejects.toBeInstanceOf(EmailNotConfiguredError);
    await expect(promise).rejects.toMatchObject({
      missing: ["GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID"],
      message: expect.stringMatching(/^The water-test booking is not configured/),
    });
    expect(send).not.toHaveBeenCalled();
  });

  test("reads its template from GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID; the contact form keeps its own", async () => {
    const saved = { ...process.env };
    try {
      process.env.GATSBY_EMAILJS_PUBLIC_KEY = "a";
      process.env.GATSBY_EMAILJS_SERVICE_ID = "b";
      process.env.GATSBY_EMAILJS_TEMPLATE_ID = "contact-template";
      delete process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID;
      expect(missingEmailKeys(emailConfigFromEnv("waterTest"), "waterTest")).toEqual([
        "GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID",
      ]);
      await expect(sendWaterTestBooking(params)).rejects.toBeInstanceOf(EmailNotConfiguredError);
      process.env.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID = "booking-template";
      expect(emailConfigFromEnv("waterTest")).toEqual({
        publicKey: "a",
        serviceId: "b",
        templateId: "booking-template",
      });
      expect(emailConfigFromEnv()).toEqual({ publicKey: "a", serviceId: "b", templateId: "contact-template" });
      await sendWaterTestBooking(params);
      expect(send).toHaveBeenCalledWith("b", "booking-template", params, expect.objectContaining({ publicKey: "a" }));
    } finally {
      process.env = saved;
    }
  });
});

test(".env.example documents every variable and .env.e2e gives each a dummy value", () => {
  const root = path.join(__dirname, "../..");
  const names = [
    "GATSBY_EMAILJS_PUBLIC_KEY",
    "GATSBY_EMAILJS_SERVICE_ID",
    "GATSBY_EMAILJS_TEMPLATE_ID",
    "GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID",
  ];
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  const e2e = fs.readFileSync(path.join(root, ".env.e2e"), "utf8");
  for (const name of names) {
    expect(example).toMatch(new RegExp(`^${name}=$`, "m"));
    expect(e2e).toMatch(new RegExp(`^${name}=\\S+$`, "m"));
  }
});
