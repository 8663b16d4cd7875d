import { test, expect, escapeRegExp as escape } from "./fixtures";
import type { Route } from "@playwright/test";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../src/lib/constants";
import { EDITIONS } from "./editions";
import {
  answerEmailJs,
  bookingPage,
  company,
  CONFIRMATIONS,
  EXPECTED_PARAMS,
  MONDAY_MORNING,
  ok,
  pauseClock,
  testKeys,
  visitor,
} from "./water-test-booking";

/**
 * Sending a water test booking (e2e/water-test-booking.ts) and its outcomes: booked with a
 * confirmation, each failure EmailJS can give, no answer, the honeypot; on the English page,
 * every way of writing a UAE mobile number and the request EmailJS receives.
 */
for (const edition of EDITIONS) {
  const { text, fields, submit, openAt, open, fillBooking, expectBookingKept } = bookingPage(edition);
  const reasons = text.failure.reasons;

  test.describe(`${edition.language}: water test`, () => {
    test("success: sending, disabled, then booked and a confirmation repeating the booking in the page's language; the form empties", async ({
      page,
    }) => {
      await page.clock.install({ time: MONDAY_MORNING });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const requests = await answerEmailJs(page, async (route) => {
        await released;
        await ok(route);
      });
      await open(page);
      await fillBooking(page);
      await pauseClock(page);

      await submit(page).click();
      const sending = submit(page, text.submit.sending);
      await expect(sending).toBeDisabled();
      await expect.poll(() => requests.length).toBe(1);
      // A second click while sending sends nothing more.
      await sending.click({ force: true });
      release();

      const booked = submit(page, text.submit.sent);
      await expect(booked).toBeVisible();
      await expect(booked).toHaveCSS("background-color", "rgb(19, 122, 58)");
      const confirmation = page.getByRole("status").filter({ hasText: visitor.name });
      await expect(confirmation).toHaveText(CONFIRMATIONS[edition.language]);
      // The visitor's number stays left to right inside the sentence.
      await expect(confirmation.locator('[dir="ltr"]')).toHaveText("+971\u00a050\u00a0123\u00a04567");
      await expect(fields(page).name).toHaveValue("");
      await expect(fields(page).date).toHaveValue("");
      await expect(fields(page).consent).not.toBeChecked();

      await page.clock.runFor(SENT_MESSAGE_MS);
      await expect(submit(page)).toBeEnabled();
      await expect(confirmation).toBeVisible();
      expect(requests).toHaveLength(1);
    });

    const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; says: string }> = [
      {
        name: "429 too many requests",
        answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
        says: reasons.rateLimited,
      },
      {
        name: "451 headless browser",
        answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
        says: reasons.headless,
      },
      {
        name: "403 blocked",
        answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }),
        says: reasons.blocked,
      },
      {
        name: "500 server error",
        answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
        says: reasons.server.replace("[status]", "500"),
      },
      {
        name: "network failure",
        answer: (route) => route.abort("internetdisconnected"),
        says: reasons.network,
      },
    ];

    for (const failure of FAILURES) {
      test(`failure, ${failure.name}: an alert says why, offers WhatsApp with the booking and phone, keeps the input`, async ({
        page,
      }) => {
        const requests = await answerEmailJs(page, failure.answer);
        await openAt(page);
        await fillBooking(page);
        await submit(page).click();

        const alert = page.getByRole("alert").filter({ hasText: text.failure.title });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(failure.says);
        const chat = alert.getByRole("link", { name: new RegExp(text.failure.whatsapp) });
        const chatUrl = new URL((await chat.getAttribute("href"))!);
        expect(chatUrl.origin + chatUrl.pathname).toBe(company.whatsapp);
        const nameLine = (text.whatsapp.message as string).split("\n").find((line) => line.includes("[name]"))!;
        expect(chatUrl.searchParams.get("text")).toContain(nameLine.replace("[name]", visitor.name));
        await expect(alert.locator('a[href^="tel:"]')).toHaveAttribute(
          "href",
          `tel:${company.phone.replace(/[^+\d]/g, "")}`,
        );
        await expect(submit(page)).toBeEnabled();
        await expectBookingKept(page);
        expect(requests).toHaveLength(1);
      });
    }

    test("a request that never answers: the alert after 15 s, the input kept", async ({ page }) => {
      await page.clock.install({ time: MONDAY_MORNING });
      const requests = await answerEmailJs(page, () => new Promise<void>(() => {}));
      await open(page);
      await fillBooking(page);
      await pauseClock(page);
      await submit(page).click();
      await expect.poll(() => requests.length).toBe(1);
      await page.clock.runFor(EMAIL_SEND_TIMEOUT_MS - 1);
      await expect(submit(page, text.submit.sending)).toBeDisabled();
      await page.clock.runFor(1);
      await expect(page.getByRole("alert")).toContainText(reasons.timeout.replace("[seconds]", "15"));
      await expectBookingKept(page);
    });

    test("a filled honeypot shows the booked state and sends nothing", async ({ page, externalRequests }) => {
      const requests = await answerEmailJs(page, ok);
      await openAt(page);
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await fillBooking(page);
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await submit(page).click();
      await expect(submit(page, text.submit.sent)).toBeVisible();
      expect(requests).toHaveLength(0);
      expect(externalRequests.filter((url) => url.includes("emailjs"))).toEqual([]);
    });
  });
}

/** The form's rules, the same code in both editions: checked on the English page. */
test.describe("en: booking rules", () => {
  const { text, fields, submit, openAt, fillBooking } = bookingPage(EDITIONS[0]);

  test("a mobile number written the local way or the international way reaches EmailJS in E.164", async ({ page }) => {
    // Every way of writing a UAE mobile number: __tests__/lib/uae-phone.test.ts. Here, that
    // the form sends what that code makes of the number, for one local and one international way.
    const requests = await answerEmailJs(page, ok);
    await openAt(page);
    const forms = ["(050) 123.4567", "00971 50 123 4567"];
    // The button reads "Book my free test", or "Booked!" for a while after each booking.
    const button = page.getByRole("button", {
      name: new RegExp(`^(${escape(text.submit.idle)}|${escape(text.submit.sent)})$`),
    });
    for (const [index, phone] of forms.entries()) {
      // One booking per 10 seconds from this page, and Date stands still here: start a fresh limit.
      await page.evaluate(() => localStorage.clear());
      await fillBooking(page, { phone });
      await button.click();
      await expect.poll(() => requests.length).toBe(index + 1);
      expect(requests[index].postDataJSON().template_params.user_phone, phone).toBe("+971501234567");
      await expect(page.getByRole("status")).toContainText(`We will call you on +971 50 123 4567`);
      await expect(fields(page).phone).toHaveValue("");
    }
  });

  test("the request EmailJS receives: JSON with the keys, the booking's template and its parameters", async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, ok);
    await openAt(page);
    await fillBooking(page, { phone: "+971-50-123-4567" });
    await submit(page).click();
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0];
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({
      lib_version: "4.4.1",
      user_id: testKeys.GATSBY_EMAILJS_PUBLIC_KEY,
      service_id: testKeys.GATSBY_EMAILJS_SERVICE_ID,
      template_id: "e2e-water-test-template",
      template_params: EXPECTED_PARAMS,
    });
    expect(testKeys.GATSBY_EMAILJS_WATER_TEST_TEMPLATE_ID).toBe("e2e-water-test-template");
  });
});
