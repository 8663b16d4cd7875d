/** The frame (header, navigation, footer) at a desktop's width, in every edition; at a phone's: frame-phone.spec.ts. */
import fs from "node:fs";
import path from "node:path";
import { buildYear, readData } from "./built-site";
import { test, expect, openHydrated } from "./fixtures";
import { EDITIONS } from "./editions";

const company = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "company.json"), "utf8"));
const technologyCount = readData<unknown[]>("technologies.json").length;

for (const edition of EDITIONS) {
  const frame = edition.words.frame;
  const companyName = edition.records<{ name: string }>("company.json").name;
  const reverseOsmosis = edition
    .records<Array<{ slug: string; name: string }>>("technologies.json")
    .find((technology) => technology.slug === "reverse-osmosis")!.name;

  test.describe(`${edition.language}: desktop (1280 px)`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the top bar shows the phone and e-mail from company.json", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const bar = page.getByTestId("top-bar");
      await expect(bar).toBeVisible();
      await expect(
        bar.getByRole("link", { name: new RegExp(company.phone.replace(/\+/g, "\\+").replace(/ /g, "\\s")) }),
      ).toBeVisible();
      await expect(bar.getByRole("link", { name: company.email })).toBeVisible();
    });

    test("the navigation shows all seven items without a menu button, on one row down to 1024 px", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      const header = page.getByRole("banner");
      const oneRow = (await header.boundingBox())!.height;
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        for (const label of Object.values(frame.nav)) {
          await expect(nav.getByRole("link", { name: label, exact: true }), `${width} px`).toBeVisible();
        }
        await expect(page.getByRole("button", { name: frame.openMenu })).toBeHidden();
        // No item wrapped to a second row (at 1024 px the Arabic row was 70 px too long).
        expect((await header.boundingBox())!.height, `${width} px`).toBe(oneRow);
      }
    });

    test("in Windows' high-contrast colours the water test keeps its button's outline and the current section is underlined", async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await openHydrated(page, edition.path("/about/"));
      const banner = page.getByRole("banner");
      await expect(banner.locator(`a[href="${edition.path("/water-test/")}"]`)).toHaveCSS("border-top-style", "solid");
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      await expect(nav.getByRole("link", { name: frame.nav.about, exact: true })).toHaveCSS(
        "text-decoration-line",
        "underline",
      );
      await expect(nav.getByRole("link", { name: frame.nav.contact, exact: true })).toHaveCSS(
        "text-decoration-line",
        "none",
      );
    });

    test("the menu says which section the page is in: the section's own page, or a page under it", async ({ page }) => {
      await openHydrated(page, edition.path("/parts/uv-sterilizer/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      await expect(nav.getByRole("link", { name: frame.nav.parts, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(nav.getByRole("link", { name: frame.nav.home, exact: true })).not.toHaveAttribute("aria-current");
      await openHydrated(page, edition.path("/technologies/"));
      await expect(nav.getByRole("link", { name: frame.nav.technologies, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("link", { name: frame.nav.parts, exact: true })).not.toHaveAttribute("aria-current");
    });

    test("hovering Technologies opens the dropdown with every technology", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      const viewAll = nav.getByRole("link", { name: frame.technologiesMenu.viewAll });
      await expect(viewAll).toBeHidden();
      await nav.getByRole("link", { name: frame.nav.technologies, exact: true }).hover();
      await expect(viewAll).toBeVisible();
      const dropdown = page.locator("nav ul ul");
      await expect(dropdown.getByRole("link")).toHaveCount(technologyCount + 1);
      await dropdown.getByRole("link", { name: reverseOsmosis }).click();
      await expect(page).toHaveURL(new RegExp(`${edition.path("/technologies/reverse-osmosis/")}$`));
      await expect(viewAll).toBeHidden();
    });

    test("a click on the chevron after pointing at Technologies keeps the dropdown open", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      await nav.getByRole("link", { name: frame.nav.technologies, exact: true }).hover();
      const toggle = page.getByRole("button", { name: frame.technologiesMenu.show });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: frame.technologiesMenu.viewAll })).toBeVisible();
    });

    test("the dropdown works from the keyboard", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const toggle = page.getByRole("button", { name: frame.technologiesMenu.show });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      // Tabbing on past its last link closes it: it must not hide what has the focus next.
      await page.keyboard.press("Enter");
      const viewAll = page.getByRole("link", { name: frame.technologiesMenu.viewAll });
      for (let press = 0; press <= technologyCount; press += 1) await page.keyboard.press("Tab");
      await expect(viewAll).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("Escape closes the dropdown opened by pointing at Technologies, the pointer still on it", async ({ page }) => {
      await openHydrated(page, edition.path("/about/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      await nav.getByRole("link", { name: frame.nav.technologies, exact: true }).hover();
      const toggle = page.getByRole("button", { name: frame.technologiesMenu.show });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("the keyboard's focus is a dark outline around a light ring, and form fields have a visible edge", async ({
      page,
    }) => {
      await openHydrated(page, edition.path("/contact/"));
      const field = page.getByRole("main").getByRole("textbox").first();
      await field.focus();
      // Focused from the keyboard: Tab back and forth.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(field).toBeFocused();
      await expect(field).toHaveCSS("outline-color", "rgb(16, 33, 43)");
      await expect(field).toHaveCSS("box-shadow", /rgb\(233, 181, 106\) 0px 0px 0px 2px/);
      await expect(page.getByRole("main").getByRole("textbox").last()).toHaveCSS(
        "border-top-color",
        "rgb(107, 127, 137)",
      );
    });

    test("a card list's short last row is centred under the full rows", async ({ page }) => {
      await openHydrated(page, edition.path("/technologies/"));
      const rows = await page.evaluate(() => {
        const list = document.querySelector("main ul:has(> li > article)")!;
        const box = list.getBoundingClientRect();
        const tops = new Map<number, DOMRect[]>();
        for (const item of list.children) {
          const rect = item.getBoundingClientRect();
          tops.set(Math.round(rect.top), [...(tops.get(Math.round(rect.top)) ?? []), rect]);
        }
        return [...tops.values()].map((row) => ({
          count: row.length,
          start: row[0].left - box.left,
          end: box.right - row[row.length - 1].right,
        }));
      });
      const last = rows[rows.length - 1];
      expect(rows[0].count).toBe(3);
      expect(last.count).toBe(technologyCount % 3);
      expect(last.start).toBeGreaterThan(100);
      expect(Math.abs(last.start - last.end)).toBeLessThanOrEqual(1);
    });

    test("the skip link moves focus to the main content", async ({ page }) => {
      await openHydrated(page, edition.path("/about/"));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: frame.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
    });

    test("the header stays at the top while scrolling", async ({ page }) => {
      await openHydrated(page, edition.path("/about/"));
      await page.mouse.wheel(0, 2000);
      await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
    });

    test("a reload opens where the visitor was, before any script, also on a page reached within the site", async ({
      page,
    }) => {
      await openHydrated(page, edition.path("/about/"));
      const aboutHeading = (await page.locator("h1").textContent())!;
      await page
        .getByRole("navigation", { name: frame.mainNav })
        .getByRole("link", { name: frame.nav.industries, exact: true })
        .click();
      await expect(page).toHaveURL(edition.path("/industries/"));
      await expect(page.locator("h1")).not.toHaveText(aboutHeading);
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
      // The browser's own restoration: the site's scripts do not run on the reload.
      await page.route("**/*.js", (route) => route.abort());
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    });

    test("the footer has the quick links, socials and the build year", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: frame.footer.links.aboutUs })).toHaveAttribute(
        "href",
        edition.path("/about/"),
      );
      // The build's year, from the build's own clock (not the test's: a run may straddle New Year).
      await expect(footer.getByText(`© ${buildYear()} ${companyName}`)).toBeVisible();
      for (const url of Object.values(company.social)) {
        await expect(footer.locator(`a[href="${url}"]`)).toHaveCount(1);
      }
    });
  });
}
