import { test, expect } from "./fixtures";
import { EDITIONS } from "./editions";
import { bookingPage, company, WEDNESDAY } from "./water-test-booking";

/**
 * The free water test page (e2e/water-test-booking.ts): its blocks, title and phone, and the
 * WhatsApp link beside its form. Validation, sending and the form before the page's scripts
 * start have their own water-test-*.spec.ts files.
 */
for (const edition of EDITIONS) {
  const { content, emirate, f, fields, text, openAt } = bookingPage(edition);

  test.describe(`${edition.language}: water test`, () => {
    test("the page: banner, what the visit is, what it costs (every emirate served), what it is not, and the phone", async ({
      page,
    }) => {
      await openAt(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.banner.title);
      for (const block of [content.visit, content.cost, content.notThis]) {
        await expect(page.getByRole("heading", { level: 2, name: block.title })).toBeVisible();
      }
      for (const measurement of content.visit.measurements) {
        await expect(page.getByRole("term").filter({ hasText: measurement.name })).toBeVisible();
      }
      const cost = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: content.cost.title }) });
      await expect(cost.getByRole("list").getByRole("listitem")).toHaveText(
        edition.records<{ areaServed: string[] }>("company.json").areaServed,
      );
      const call = page
        .getByRole("main")
        .locator(`a[href="tel:${company.phone.replace(/[^+\d]/g, "")}"]`)
        .first();
      await expect(call).toContainText(content.alternatives.call.split("[phone]")[0].trim());
      await expect(call).toContainText(company.phone.replace(/ /g, "\u00a0"));
      await expect(page).toHaveTitle(
        `${content.seo.title} | ${edition.records<{ shortName: string }>("company.json").shortName}`,
      );
    });

    test("on a 320 px phone the form and the booking by phone stay inside the section's column", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openAt(page);
      // The form's column and the card beside it, against the container they sit in (the Arabic
      // "call" line, which could not wrap, once pushed both 9 px past its start).
      const overflow = await page
        .getByRole("main")
        .locator("form")
        .evaluate((form) => {
          const layout = form.parentElement!;
          const box = layout.getBoundingClientRect();
          return [...layout.children].map((child) => {
            const own = child.getBoundingClientRect();
            return Math.max(box.left - own.left, own.right - box.right, 0);
          });
        });
      expect(overflow).toEqual(overflow.map(() => 0));
    });

    test("the example phone number of the hint reads left to right, as written, in either direction", async ({
      page,
    }) => {
      await openAt(page);
      const groups = ["050", "123", "4567"];
      // Where each group of the number is drawn: an Arabic page without the isolate drew them from the right.
      const lefts = await page.getByText(f.phone.hint, { exact: true }).evaluate((element, groups) => {
        const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)!;
        const text = node.textContent ?? "";
        let from = text.indexOf(groups[0]);
        return groups.map((group) => {
          const start = text.indexOf(group, from);
          from = start + group.length;
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + group.length);
          return range.getBoundingClientRect().left;
        });
      }, groups);
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      expect(new Set(lefts).size).toBe(groups.length);
    });

    test("the WhatsApp link carries what is filled in so far", async ({ page }) => {
      await openAt(page);
      const link = page.getByRole("link", { name: new RegExp(text.whatsapp.link) });
      const message = async () => new URL((await link.getAttribute("href"))!).searchParams.get("text");
      await expect(link).toHaveAttribute("target", "_blank");
      const lines = (text.whatsapp.message as string).split("\n");
      const line = (slot: string, value: string) =>
        lines.find((candidate) => candidate.includes(`[${slot}]`))!.replace(`[${slot}]`, value);
      expect(await message()).toBe(lines[0]);
      await fields(page).area.fill("Mirdif");
      await fields(page).emirate.selectOption(emirate);
      await fields(page).date.fill("2026-03-04");
      await expect
        .poll(message)
        .toBe(
          [lines[0], line("emirate", emirate), line("area", "Mirdif"), line("date", WEDNESDAY[edition.language])].join(
            "\n",
          ),
        );
    });
  });
}
