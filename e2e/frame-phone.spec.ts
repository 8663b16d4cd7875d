/**
 * The frame (header, menu, footer) at a phone's width, in every edition; at a desktop's:
 * frame.spec.ts. That no page is wider than the screen is checked on every route by the
 * site walk (site-walk.spec.ts).
 */
import { test, expect, holdScripts, hydrated, openHydrated, pageErrors } from "./fixtures";
import { EDITIONS } from "./editions";
import { readData } from "./built-site";

const technologyCount = readData<unknown[]>("technologies.json").length;

for (const edition of EDITIONS) {
  const frame = edition.words.frame;

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

    test("the menu button answers from the first paint, before the scripts; hydrated, the menu stays as the visitor left it", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      const release = await holdScripts(page);
      await page.goto(edition.path("/"), { waitUntil: "domcontentloaded" });
      const about = page
        .getByRole("navigation", { name: frame.mainNav })
        .getByRole("link", { name: frame.nav.about, exact: true });
      await page.getByRole("button", { name: frame.openMenu }).click();
      await expect(page.getByRole("button", { name: frame.closeMenu })).toHaveAttribute("aria-expanded", "true");
      await expect(about).toBeVisible();
      await page.getByRole("button", { name: frame.closeMenu }).click();
      await expect(about).toBeHidden();
      await page.getByRole("button", { name: frame.openMenu }).click();
      await expect(about).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

      release();
      await hydrated(page);
      await expect(about).toBeVisible();
      // React answers now, once per tap, and Escape is its too.
      await page.getByRole("button", { name: frame.closeMenu }).click();
      await expect(about).toBeHidden();
      await page.getByRole("button", { name: frame.openMenu }).click();
      await expect(about).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(about).toBeHidden();
      await expect(page.getByRole("button", { name: frame.openMenu })).toBeFocused();

      // Left open on a phone and then seen wide (a tablet turned), it is the desktop's row.
      await page.getByRole("button", { name: frame.openMenu }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole("navigation", { name: frame.mainNav })).toHaveCSS("display", "flex");
      await expect(page.getByRole("navigation", { name: frame.mainNav })).toHaveCSS("overflow-y", "visible");
      expect(logged).toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the navigation shows under the header, its links side by side, Technologies as its link, and no menu button", async ({
        page,
      }) => {
        await page.goto(edition.path("/about/"));
        const nav = page.getByRole("navigation", { name: frame.mainNav });
        await expect(nav.getByRole("link", { name: frame.nav.contact, exact: true })).toBeVisible();
        // Side by side, wrapping: fewer lines than links (one link a line took about 400 px).
        const tops = await nav
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
        expect(new Set(tops).size).toBeLessThan(tops.length / 2);
        await expect(page.getByRole("button", { name: frame.openMenu })).toBeHidden();
        await expect(nav.getByRole("button", { name: frame.technologiesMenu.show })).toBeHidden();
        await nav.getByRole("link", { name: frame.nav.technologies, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${edition.path("/technologies/")}$`));
      });
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

      test("before the scripts, Technologies opens and closes inside the menu; hydrated, the dropdown stays as the visitor left it", async ({
        page,
      }) => {
        const logged = pageErrors(page);
        const release = await holdScripts(page);
        await page.goto(edition.path("/"), { waitUntil: "domcontentloaded" });
        const nav = page.getByRole("navigation", { name: frame.mainNav });
        const technologies = nav.getByText(frame.nav.technologies, { exact: true }).locator("visible=true");
        const toggle = nav.getByRole("button", { name: frame.technologiesMenu.show });
        const viewAll = nav.getByRole("link", { name: frame.technologiesMenu.viewAll });
        const chevron = toggle.locator("svg");

        await page.getByRole("button", { name: frame.openMenu }).tap();
        await technologies.tap();
        await expect(viewAll).toBeVisible();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(chevron).not.toHaveCSS("transform", "none");
        await technologies.tap();
        await expect(viewAll).toBeHidden();
        await expect(chevron).toHaveCSS("transform", "none");
        await technologies.tap();
        await expect(viewAll).toBeVisible();
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

        release();
        await hydrated(page);
        await expect(viewAll).toBeVisible();
        // React answers now, once per tap.
        await technologies.tap();
        await expect(viewAll).toBeHidden();
        await technologies.tap();
        await expect(viewAll).toBeVisible();
        await viewAll.tap();
        await expect(page).toHaveURL(new RegExp(`${edition.path("/technologies/")}$`));
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

    test("the open menu, Technologies expanded, fits the screen, scrolls to its last item, and one tap follows it", async ({
      page,
    }) => {
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
      // The first tap goes where it was aimed: the dropdown above does not close under the
      // finger and move the item away before the click.
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`${edition.path("/contact/")}$`));
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
  });
}
