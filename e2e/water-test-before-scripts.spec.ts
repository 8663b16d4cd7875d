import { test, expect, holdScripts, hydrated, pageErrors } from "./fixtures";
import { EDITIONS } from "./editions";
import { answerEmailJs, bookingPage, CONFIRMATIONS, MONDAY_MORNING, ok, PAGE_URL, visitor } from "./water-test-booking";

/**
 * The water test booking before the page's scripts start (e2e/water-test-booking.ts): what
 * the visitor types is kept once they run, and a booking sent early is held, then sent once.
 */
for (const edition of EDITIONS) {
  const { text, fields, submit, fillBooking, expectBookingKept } = bookingPage(edition);

  test.describe(`${edition.language}: water test`, () => {
    test("a name typed key by key before the scripts start is kept once they run, when the visitor moves on; the booking has it", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      const release = await holdScripts(page);
      await page.goto(edition.path(PAGE_URL), { waitUntil: "domcontentloaded" });
      const form = fields(page);
      await form.name.pressSequentially(visitor.name);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      release();
      await hydrated(page);
      // The next field: the form renders again with every key typed there.
      await form.phone.pressSequentially(visitor.phone);
      await form.email.click();
      await expect(form.name).toHaveValue(visitor.name);
      await expect(form.phone).toHaveValue(visitor.phone);
      const link = page.getByRole("link", { name: new RegExp(text.whatsapp.link) });
      const nameLine = (text.whatsapp.message as string).split("\n").find((line) => line.includes("[name]"))!;
      await expect
        .poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text"))
        .toContain(nameLine.replace("[name]", visitor.name));
      expect(logged).toEqual([]);
    });

    test("filled and sent before the scripts start: it says it will be sent, then is sent once with the booking; nothing in the URL", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      await page.clock.setFixedTime(MONDAY_MORNING);
      const requests = await answerEmailJs(page, ok);
      const release = await holdScripts(page);
      await page.goto(edition.path(PAGE_URL), { waitUntil: "domcontentloaded" });
      await fillBooking(page);
      await submit(page).click();
      const queued = page.getByRole("status").filter({ hasText: edition.words.waterTest.queued });
      await expect(queued).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(edition.path(PAGE_URL));
      expect(new URL(page.url()).search).toBe("");
      await expectBookingKept(page);
      expect(requests).toHaveLength(0);

      release();
      await hydrated(page);
      const confirmation = page.getByRole("status").filter({ hasText: visitor.name });
      await expect(confirmation).toHaveText(CONFIRMATIONS[edition.language]);
      await expect(queued).toBeHidden();
      expect(requests).toHaveLength(1);
      expect(requests[0].postDataJSON().template_params).toMatchObject({
        user_name: visitor.name,
        user_phone: "+971501234567",
        area: visitor.area,
        preferred_date: visitor.date,
        page_language: edition.language,
      });
      expect(new URL(page.url()).search).toBe("");
      expect(logged).toEqual([]);
    });
  });
}
