import { test, expect, escapeRegExp as escape } from "./fixtures";
import { EDITIONS } from "./editions";
import { answerEmailJs, bookingPage, MONDAY_LATE_UTC, ok } from "./water-test-booking";

/**
 * The water test booking's validation (e2e/water-test-booking.ts): the messages of an empty
 * booking and of a wrong mobile number in each edition, and the date rules on the English page.
 */
for (const edition of EDITIONS) {
  const { text, f, fields, submit, openAt } = bookingPage(edition);

  test.describe(`${edition.language}: water test`, () => {
    test("an empty booking: every required field's message, linked to its field; focus on the first; nothing sent", async ({
      page,
    }) => {
      const requests = await answerEmailJs(page, ok);
      await openAt(page);
      const form = fields(page);
      await expect(page.getByRole("form", { name: text.title })).toHaveAttribute("novalidate", "");
      await submit(page).click();
      const messages: Array<[ReturnType<typeof fields>[keyof ReturnType<typeof fields>], string]> = [
        [form.name, f.name.errors.missing],
        [form.phone, f.phone.errors.empty],
        [form.emirate, f.emirate.errors.missing],
        [form.area, f.area.errors.missing],
        [form.propertyType, f.propertyType.errors.missing],
        [form.waterSource, f.waterSource.errors.missing],
        [form.concerns, f.concerns.errors.missing],
        [form.date, f.date.errors.missing],
        [form.timeWindow, f.timeWindow.errors.missing],
        [form.consent, f.consent.errors.missing],
      ];
      for (const [field, message] of messages) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(field).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
      }
      for (const field of [form.name, form.phone, form.emirate, form.area, form.date, form.timeWindow, form.consent]) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
      }
      await expect(form.email).not.toHaveAttribute("aria-invalid");
      await expect(form.name).toBeFocused();
      expect(requests).toHaveLength(0);
    });

    test("mobile numbers: a message for each reason, shown when the visitor leaves the field", async ({ page }) => {
      await openAt(page);
      const phone = fields(page).phone;
      for (const [typed, message] of [
        ["050 123", f.phone.errors.format],
        ["+44 7700 900123", f.phone.errors.format],
        ["050 CALL NOW", f.phone.errors.format],
        ["04 557 2380", f.phone.errors.notMobile],
        ["+971 4 557 2380", f.phone.errors.notMobile],
      ]) {
        await phone.fill(typed);
        await phone.blur();
        await expect(phone).toHaveAccessibleDescription(`${f.phone.hint} ${message}`);
      }
      await phone.fill("055 987 6543");
      await expect(phone).toHaveAccessibleDescription(f.phone.hint);
      await expect(phone).not.toHaveAttribute("aria-invalid");
    });
  });
}

/** The form's rules, the same code in both editions: checked on the English page. */
test.describe("en: booking rules", () => {
  const { f, fields, openAt } = bookingPage(EDITIONS[0]);

  test("dates: from tomorrow to 60 days ahead on working days, in Dubai time", async ({ page }) => {
    await openAt(page);
    const date = fields(page).date;
    // The limits depend on today, so the form sets them once hydrated: when it nears the viewport.
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-03");
    await expect(date).toHaveAttribute("max", "2026-05-01");
    await expect(date).toHaveAccessibleDescription(
      `We visit Monday to Saturday, 8:00 to 18:00. Choose a date from tomorrow up to 60 days ahead.`,
    );
    const rules: Array<[string, string | null]> = [
      ["2026-03-02", f.date.errors.past],
      ["2026-02-20", f.date.errors.past],
      ["2026-05-02", f.date.errors.tooFar.replace("[maxDays]", "60")],
      ["2026-03-08", f.date.errors.closedDay.replace("[day]", "Sunday")],
      ["2026-03-03", null],
      ["2026-05-01", null],
    ];
    for (const [value, message] of rules) {
      await date.fill(value);
      await date.blur();
      if (message) {
        await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
        await expect(date).toHaveAttribute("aria-invalid", "true");
      } else {
        await expect(date).not.toHaveAttribute("aria-invalid");
      }
    }
  });

  test("dates: at 21:30 UTC it is already the next day in Dubai", async ({ page }) => {
    await openAt(page, MONDAY_LATE_UTC);
    const date = fields(page).date;
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-04");
    await expect(date).toHaveAttribute("max", "2026-05-02");
    await date.fill("2026-03-03");
    await date.blur();
    await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(f.date.errors.past)}$`));
  });

  test("a half-typed date says it is incomplete", async ({ page }) => {
    await openAt(page);
    const date = fields(page).date;
    // The form ready (hydrated, its limits set), as it is by the time a visitor reaches it: keys
    // typed within milliseconds of hydration, as only a script types them, can be lost.
    await date.scrollIntoViewIfNeeded();
    await expect(date).toHaveAttribute("min", "2026-03-03");
    await date.focus();
    // One part of the date only: the browser holds it but has no value to give.
    await page.keyboard.type("03");
    await date.blur();
    await expect(date).toHaveAccessibleDescription(new RegExp(`${escape(f.date.errors.invalid)}$`));
  });
});
