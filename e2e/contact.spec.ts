import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated } from "./fixtures";
import type { Page, Route } from "@playwright/test";
import { answerEmailJs, multipartFields, testKeys } from "./emailjs";
import { EMAIL_SEND_TIMEOUT_MS } from "../src/lib/constants";

/**
 * The contact form against a build made with `npm run build:e2e`, which bakes the
 * dummy keys of .env.e2e into the page. EmailJS is answered here (e2e/emailjs.ts);
 * nothing leaves the machine.
 */
const root = path.join(__dirname, "..");
const company = JSON.parse(fs.readFileSync(path.join(root, "data", "company.json"), "utf8"));
/** The phone as link text: its spaces may be non-breaking (they keep the number on one line). */
const phonePattern = company.phone.replace(/\+/g, "\\+").replace(/ /g, "\\s");
const technologies: Array<{ name: string }> = JSON.parse(
  fs.readFileSync(path.join(root, "data", "technologies.json"), "utf8"),
);

const visitor = {
  user_name: "Aisha Rahman",
  user_email: "aisha.rahman@example.ae",
  user_phone: "+971 50 123 4567",
  service: "Reverse Osmosis",
  message: "We need a reverse osmosis system for a villa in Jumeirah. Could you visit next week?",
};

const fields = (page: Page) => ({
  name: page.getByRole("textbox", { name: "Name" }),
  email: page.getByRole("textbox", { name: "E-mail" }),
  phone: page.getByRole("textbox", { name: "Phone (optional)" }),
  service: page.getByRole("combobox", { name: "Service (optional)" }),
  message: page.getByRole("textbox", { name: "Message" }),
});

async function openForm(page: Page) {
  await openHydrated(page, "/contact/");
}

async function fillForm(page: Page) {
  const form = fields(page);
  await form.name.fill(visitor.user_name);
  await form.email.fill(visitor.user_email);
  await form.phone.fill(visitor.user_phone);
  await form.service.selectOption(visitor.service);
  await form.message.fill(visitor.message);
}

async function expectFormKept(page: Page) {
  const form = fields(page);
  await expect(form.name).toHaveValue(visitor.user_name);
  await expect(form.email).toHaveValue(visitor.user_email);
  await expect(form.phone).toHaveValue(visitor.user_phone);
  await expect(form.service).toHaveValue(visitor.service);
  await expect(form.message).toHaveValue(visitor.message);
}

test("the form: visible labels, browser validation, and the 17 technologies plus Other", async ({ page }) => {
  const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
  await openForm(page);
  const form = fields(page);
  await expect(form.name).toHaveAttribute("required", "");
  await expect(form.email).toHaveAttribute("type", "email");
  await expect(form.email).toHaveAttribute("required", "");
  await expect(form.phone).toHaveAttribute("type", "tel");
  await expect(form.phone).not.toHaveAttribute("required");
  await expect(form.service).not.toHaveAttribute("required");
  await expect(form.message).toHaveAttribute("required", "");
  for (const label of ["Name", "E-mail", "Phone (optional)", "Service (optional)", "Message"]) {
    await expect(page.locator("label", { hasText: label })).toBeVisible();
  }
  const options = await form.service.locator("option").allTextContents();
  expect(options).toEqual(["No particular service", ...technologies.map((t) => t.name), "Other"]);

  // The browser refuses an empty form and a malformed address: nothing is sent.
  await page.getByRole("button", { name: "Send message" }).click();
  expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await fillForm(page);
  await form.email.fill("not-an-address");
  await page.getByRole("button", { name: "Send message" }).click();
  expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(requests).toHaveLength(0);
});

test("sending: the request carries the fields and keys; 'Sending...', then 'Sent!', reset, and idle after 2 s", async ({
  page,
}) => {
  await page.clock.install();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests = await answerEmailJs(page, async (route) => {
    await released;
    await route.fulfill({ status: 200, body: "OK" });
  });
  await openForm(page);
  await fillForm(page);
  await page.clock.pauseAt(Date.now() + 60_000);

  await page.getByRole("button", { name: "Send message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0].method()).toBe("POST");
  expect(multipartFields(requests[0])).toMatchObject({
    ...visitor,
    page_language: "en",
    lib_version: "4.4.1",
    service_id: testKeys.GATSBY_EMAILJS_SERVICE_ID,
    template_id: testKeys.GATSBY_EMAILJS_TEMPLATE_ID,
    user_id: testKeys.GATSBY_EMAILJS_PUBLIC_KEY,
  });
  await expect(sending).toBeDisabled();

  release();
  const sent = page.getByRole("button", { name: "Sent!" });
  await expect(sent).toBeVisible();
  await expect(sent).toHaveCSS("background-color", "rgb(19, 122, 58)");
  await expect(page.getByRole("status").filter({ hasText: "message has been sent" })).toBeVisible();
  for (const field of Object.values(fields(page))) await expect(field).toHaveValue("");

  await page.clock.runFor(1999);
  await expect(sent).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expect(sent).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toHaveCount(0);
});

const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; says: RegExp }> = [
  {
    name: "429 too many requests",
    answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
    says: /Too many messages were sent from this page in a short time\. Please wait a minute and try again\./,
  },
  {
    name: "451 headless browser",
    answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
    says: /blocked the message because it looked as if it came from an automated browser/,
  },
  {
    name: "403 blocked",
    answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }),
    says: /Our e-mail service blocked the message\. Please contact us by phone or WhatsApp/,
  },
  {
    name: "500 server error",
    answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    says: /the server answered 500/,
  },
  {
    name: "503 service unavailable",
    answer: (route) => route.fulfill({ status: 503, body: "Service Unavailable" }),
    says: /the server answered 503/,
  },
  {
    name: "connection reset (dropped connection)",
    answer: (route) => route.abort("connectionreset"),
    says: /could not reach our e-mail service/,
  },
  {
    name: "network failure",
    answer: (route) => route.abort("internetdisconnected"),
    says: /could not reach our e-mail service\. Please check your internet connection/,
  },
];

for (const failure of FAILURES) {
  test(`failure, ${failure.name}: an alert says why, offers WhatsApp and phone, and keeps the input`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const requests = await answerEmailJs(page, failure.answer);
    await openForm(page);
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Your message was not sent." });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(failure.says);
    await expect(alert.getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute("href", company.whatsapp);
    await expect(alert.getByRole("link", { name: new RegExp(`^Call\\s${phonePattern}$`) })).toHaveAttribute(
      "href",
      `tel:${company.phone.replace(/[^+\d]/g, "")}`,
    );
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    await expectFormKept(page);
    expect(requests).toHaveLength(1);
    expect(errors.some((text) => text.includes("Contact form: the message was not sent."))).toBe(true);
  });
}

test("a request that never answers: 'Sending...' until 15 s, then the error alert with the input kept", async ({
  page,
}) => {
  await page.clock.install();
  // The route never answers: the request hangs as a server that stopped responding would.
  const requests = await answerEmailJs(page, () => new Promise<void>(() => {}));
  await openForm(page);
  await fillForm(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Send message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  await expect.poll(() => requests.length).toBe(1);

  await page.clock.runFor(EMAIL_SEND_TIMEOUT_MS - 1);
  await expect(sending).toBeDisabled();
  await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toHaveCount(0);
  await page.clock.runFor(1);
  const alert = page.getByRole("alert").filter({ hasText: "Your message was not sent." });
  await expect(alert).toContainText(/did not answer within 15 seconds/);
  await expect(alert.getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute("href", company.whatsapp);
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expectFormKept(page);
});

test("one message per 10 seconds: a second send within 10 s is refused without a request", async ({ page }) => {
  // Two sends, each filling the whole form: twice the work of the other contact tests.
  test.slow();
  await page.clock.install();
  const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
  await openForm(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await fillForm(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sent!" })).toBeVisible();
  await page.clock.runFor(5000);

  await fillForm(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toContainText(/Too many messages/);
  await expectFormKept(page);
  expect(requests).toHaveLength(1);

  await page.clock.runFor(5000);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sent!" })).toBeVisible();
  expect(requests).toHaveLength(2);
});

test("a filled honeypot shows 'Sent!' and sends nothing", async ({ page, externalRequests }) => {
  const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
  await openForm(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
  // Out of sight: its box is one pixel that clips its content.
  const box = await honeypot.evaluate((input) => {
    const wrapper = input.parentElement!;
    return { width: wrapper.getBoundingClientRect().width, overflow: getComputedStyle(wrapper).overflow };
  });
  expect(box).toEqual({ width: 1, overflow: "hidden" });

  await fillForm(page);
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sent!" })).toBeVisible();
  expect(requests).toHaveLength(0);
  expect(externalRequests.filter((url) => url.includes("emailjs"))).toEqual([]);
});

test("the map loads only when scrolled near, with a title; before that the address is shown", async ({
  page,
  externalRequests,
}) => {
  const maps: string[] = [];
  await page.route("https://www.openstreetmap.org/**", async (route) => {
    maps.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" });
  });
  await openForm(page);
  // Give the observer two frames to report; the map is still far below the fold.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("main").getByText(company.address.street).last()).toBeAttached();
  expect(maps).toEqual([]);

  await page.getByRole("link", { name: /View a larger map/ }).scrollIntoViewIfNeeded();
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute("title", /^Map: Pure Oasis Water Treatment/);
  const src = new URL((await map.getAttribute("src"))!);
  expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(src.searchParams.get("marker")).toBe(`${company.address.latitude},${company.address.longitude}`);
  await expect.poll(() => maps.length).toBe(1);
  expect(externalRequests).toEqual([]);
});
