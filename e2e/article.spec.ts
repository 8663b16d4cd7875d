import { test, expect, openHydrated } from "./fixtures";
import { EDITIONS } from "./editions";
import { articles } from "./built-site";

/**
 * The articles in both editions: their structure, the FAQ accordion and the wide table.
 * English articles also answer at their legacy paths (/blog1/, /blog2/, /blog3/).
 */
const ARTICLE = {
  slug: "water-softener-benefits",
  title: {
    en: "Top 10 Benefits of Using Water Softeners for Your Home",
    ar: "أهم 10 فوائد لجهاز تيسير المياه في منزلك",
  },
  conclusion: { en: "Conclusion", ar: "الخلاصة" },
};
/** Where each edition's copy of the FAQ and table articles is: the legacy paths are English only. */
const FAQ_ARTICLE = { en: "/blog2/", ar: "/ar/blogs/water-filtration-problems/" };
const TABLE_ARTICLE = { en: "/blog3/", ar: "/ar/blogs/whole-home-water-filtration/" };

for (const edition of EDITIONS) {
  const { language, words } = edition;
  const faqSection = "section[aria-labelledby='faq-title']";

  test.describe(`${language}: articles`, () => {
    for (const route of ["/blogs/", "/"]) {
      test(`the article cards of ${edition.path(route)} read in the page's language`, async ({ page }) => {
        await page.goto(edition.path(route));
        const written = articles(language);
        const cards = page
          .locator("main article")
          .filter({ has: page.locator(`h3 a[href^="${edition.path("/blogs/")}"]`) });
        const count = await cards.count();
        expect(count).toBe(route === "/" ? Math.min(3, written.length) : written.length);
        for (let index = 0; index < count; index++) {
          const card = cards.nth(index);
          const title = (await card.locator("h3").innerText()).trim();
          const article = written.find((candidate) => candidate.title === title);
          expect(article, `${title}: an article of content/blog in ${language}`).toBeDefined();
          await expect(card).toContainText(article!.cardText);
          await expect(card.locator("img")).toHaveAttribute("alt", article!.bannerAlt);
          await expect(card.locator("h3 a")).toHaveAttribute("href", edition.path(`/blogs/${article!.slug}/`));
          // No other language marked inside the card: it reads in the page's own.
          expect(await card.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe(language);
          await expect(card.locator("[lang]")).toHaveCount(0);
        }
      });
    }

    test("an article has its banner, headline, table, tips lists, five FAQ and a conclusion", async ({ page }) => {
      await page.goto(edition.path(`/blogs/${ARTICLE.slug}/`));
      const main = page.getByRole("main");
      await expect(main.locator("h1")).toHaveText(ARTICLE.title[language]);
      await expect(main.locator("table")).toHaveCount(1);
      expect(await main.locator("article ul, article ol").count()).toBeGreaterThan(1);
      await expect(page.locator("#faq-title")).toHaveText(words.common.faqTitle);
      await expect(main.locator(`${faqSection} button`)).toHaveCount(5);
      await expect(main.getByRole("heading", { name: ARTICLE.conclusion[language] })).toBeVisible();
      const order = await main
        .locator("h2")
        .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ""));
      expect(order.indexOf(words.common.faqTitle)).toBeLessThan(order.indexOf(ARTICLE.conclusion[language]));
      // The conclusion's <Fact /> elements read as the company's facts, in the page's language.
      const { shortName, claims } = edition.records<{ shortName: string; claims: { foundedYear: number } }>(
        "company.json",
      );
      const conclusion = main
        .getByRole("heading", { name: ARTICLE.conclusion[language] })
        .locator("xpath=following-sibling::p[1]");
      await expect(conclusion).toContainText(shortName);
      await expect(conclusion).toContainText(String(claims.foundedYear));
    });

    test("the FAQ keeps one answer open at a time", async ({ page }) => {
      await openHydrated(page, FAQ_ARTICLE[language]);
      const buttons = page.locator(`${faqSection} button`);
      const expanded = () => page.locator(`${faqSection} button[aria-expanded='true']`);
      await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
      await expect(expanded()).toHaveCount(1);
      await buttons.nth(3).click();
      await expect(buttons.nth(3)).toHaveAttribute("aria-expanded", "true");
      await expect(expanded()).toHaveCount(1);
      const answer = page.locator(`[id="${await buttons.nth(3).getAttribute("aria-controls")}"]`);
      await expect(answer).toBeVisible();
      const box = await answer.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(161);
      // A link within the page (here "Skip to content") renders the page again: the answer stays open.
      await page.locator('a[href="#main"]').focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
      await expect(buttons.nth(3)).toHaveAttribute("aria-expanded", "true");
      await buttons.nth(3).click();
      await expect(expanded()).toHaveCount(0);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the comparison table scrolls sideways inside its box", async ({ page }) => {
        await page.goto(TABLE_ARTICLE[language]);
        const scroller = page.getByRole("region", { name: words.common.comparisonTable });
        const sizes = await scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
        expect(sizes[0]).toBeGreaterThan(sizes[1]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}
