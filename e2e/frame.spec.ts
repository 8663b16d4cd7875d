import fs from "node:fs";
import path from "node:path";
import { readData } from "./built-site";
import { test, expect, openHydrated, pageErrors } from "./fixtures";
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

    test("the navigation shows all seven items without a menu button", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      for (const label of Object.values(frame.nav)) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("button", { name: frame.openMenu })).toBeHidden();
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
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${companyName}`)).toBeVisible();
      for (const url of Object.values(company.social)) {
        await expect(footer.locator(`a[href="${url}"]`)).toHaveCount(1);
      }
    });
  });

  test.describe(`${edition.language}: phone (390 px)`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the navigation collapses behind a menu toggle", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      await expect(page.getByTestId("top-bar")).toBeHidden();
      const about = page
        .getByRole("navigation", { name: frame.mainNav })
        .getByRole("link", { name: frame.nav.about, exact: true });
      await expect(about).toBeHidden();
      const toggle = page.getByRole("button", { name: frame.openMenu });
      await toggle.click();
      await expect(page.getByRole("button", { name: frame.closeMenu })).toHaveAttribute("aria-expanded", "true");
      await expect(about).toBeVisible();
      await about.click();
      await expect(page).toHaveURL(new RegExp(`${edition.path("/about/")}$`));
      await expect(about).toBeHidden();
    });

    test("Technologies opens on click inside the menu", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      await page.getByRole("button", { name: frame.openMenu }).click();
      const viewAll = page.getByRole("link", { name: frame.technologiesMenu.viewAll });
      await expect(viewAll).toBeHidden();
      await page.getByRole("button", { name: frame.technologiesMenu.show }).click();
      await expect(viewAll).toBeVisible();
      await viewAll.click();
      await expect(page).toHaveURL(new RegExp(`${edition.path("/technologies/")}$`));
    });

    test.describe("with a touch screen", () => {
      test.use({ hasTouch: true });

      test("a tap on Technologies opens its dropdown in place, and a second tap closes it", async ({ page }) => {
        const logged = pageErrors(page);
        await openHydrated(page, edition.path("/"));
        const home = page.url();
        await page.getByRole("button", { name: frame.openMenu }).tap();
        const nav = page.getByRole("navigation", { name: frame.mainNav });
        // The word the visitor sees in the menu, whatever element shows it.
        const technologies = nav.getByText(frame.nav.technologies, { exact: true }).locator("visible=true");
        const toggle = nav.getByRole("button", { name: frame.technologiesMenu.show });
        const viewAll = nav.getByRole("link", { name: frame.technologiesMenu.viewAll });
        const dropdown = page.locator("nav ul ul");

        await technologies.tap();
        await expect(viewAll).toBeVisible();
        await expect(dropdown.getByRole("link")).toHaveCount(technologyCount + 1);
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(toggle).toHaveAttribute("aria-controls", (await dropdown.getAttribute("id"))!);
        expect(page.url()).toBe(home);

        await technologies.tap();
        await expect(viewAll).toBeHidden();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");

        await technologies.tap();
        await expect(viewAll).toHaveAttribute("href", edition.path("/technologies/"));
        await viewAll.tap();
        await expect(page).toHaveURL(new RegExp(`${edition.path("/technologies/")}$`));
        // The server's HTML has no screen width: the same markup must hydrate without a mismatch.
        expect(logged).toEqual([]);
      });
    });

    test("the footer's contact lines start their text at the same place, the wrapping address too", async ({
      page,
    }) => {
      await openHydrated(page, edition.path("/contact/"));
      const starts = await page.evaluate(() =>
        [...document.querySelectorAll("footer address p")].map((line) => {
          const icon = line.querySelector("svg")!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(line);
          range.setStartAfter(line.querySelector("svg")!);
          // Where the text starts: its leftmost edge left to right, its rightmost right to left
          // (a wrapped line of mixed Arabic and digits has several boxes in its first line).
          const boxes = [...range.getClientRects()];
          const rtl = getComputedStyle(line).direction === "rtl";
          const start = rtl ? Math.max(...boxes.map((box) => box.right)) : Math.min(...boxes.map((box) => box.left));
          return { icon: icon.width, text: Math.round(start) };
        }),
      );
      expect(starts.length).toBe(4);
      expect(new Set(starts.map((line) => line.text)).size, JSON.stringify(starts)).toBe(1);
      expect(new Set(starts.map((line) => line.icon)).size, JSON.stringify(starts)).toBe(1);
    });

    test("the open menu, Technologies expanded, fits the screen and scrolls to its last item", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      const toggle = page.getByRole("button", { name: frame.openMenu });
      const before = await toggle.boundingBox();
      await toggle.click();
      // The logo and the menu button stay where they were.
      expect(await page.getByRole("button", { name: frame.closeMenu }).boundingBox()).toEqual(before);
      await page.getByRole("button", { name: frame.technologiesMenu.show }).click();
      const nav = page.getByRole("navigation", { name: frame.mainNav });
      const box = await nav.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      const contact = nav.getByRole("link", { name: frame.nav.contact, exact: true });
      await expect(contact).not.toBeInViewport();
      // A finger's swipe over the menu scrolls the menu, not the page under it.
      await page.mouse.move(195, 500);
      await page.mouse.wheel(0, 3000);
      await expect(contact).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("Escape closes the menu and gives focus back to its button; first the dropdown, if open", async ({ page }) => {
      await openHydrated(page, edition.path("/"));
      await page.getByRole("button", { name: frame.openMenu }).click();
      const technologies = page.getByRole("button", { name: frame.technologiesMenu.show });
      await technologies.click();
      await page.keyboard.press("Escape");
      await expect(technologies).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("button", { name: frame.closeMenu })).toBeVisible();
      await page.keyboard.press("Escape");
      const toggle = page.getByRole("button", { name: frame.openMenu });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await expect(
        page.getByRole("navigation", { name: frame.mainNav }).getByRole("link", { name: frame.nav.about, exact: true }),
      ).toBeHidden();
    });

    test("banner text is readable over any part of its picture (4.5:1 against a white pixel)", async ({ page }) => {
      for (const url of ["/", "/about/", "/blogs/", "/technologies/reverse-osmosis/"].map(edition.path)) {
        await openHydrated(page, url);
        // The scrim between picture and text is the element right under the banner's h1 or h2.
        const worst = await page.evaluate(() => {
          const luminance = ([r, g, b]: number[]) => {
            const [R, G, B] = [r, g, b].map((c) => {
              const v = c / 255;
              return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * R + 0.7152 * G + 0.0722 * B;
          };
          const heading = document.querySelector("main section h1, main section h2")!;
          let scrim = heading.parentElement!;
          while (getComputedStyle(scrim).backgroundColor === "rgba(0, 0, 0, 0)" && scrim.parentElement) {
            if (getComputedStyle(scrim).backgroundImage !== "none") return { url: location.pathname, ratio: 0 };
            scrim = scrim.parentElement;
          }
          const style = getComputedStyle(scrim);
          const [r, g, b, a = 1] = style.backgroundColor.match(/[\d.]+/g)!.map(Number);
          const over = [r, g, b].map((c) => c * a + 255 * (1 - a));
          const text = getComputedStyle(heading.parentElement!.querySelector("p") ?? heading).color;
          const textLuminance = luminance(text.match(/[\d.]+/g)!.map(Number));
          const background = luminance(over);
          const [hi, lo] = textLuminance > background ? [textLuminance, background] : [background, textLuminance];
          return { url: location.pathname, ratio: (hi + 0.05) / (lo + 0.05), image: style.backgroundImage };
        });
        expect(worst.ratio, JSON.stringify(worst)).toBeGreaterThanOrEqual(4.5);
      }
    });

    test("no page is wider than the screen", async ({ page }) => {
      for (const url of [
        "/",
        "/about/",
        "/technologies/reverse-osmosis/",
        "/blogs/water-softener-benefits/",
        "/parts/",
        "/contact/",
      ].map(edition.path)) {
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    });
  });
}
