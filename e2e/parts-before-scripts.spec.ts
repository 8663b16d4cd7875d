import { test, expect, openHydrated, pageErrors, slowCpu, holdScripts, hydrated, escapeRegExp } from "./fixtures";
import { collapseSpaces } from "./static-html";
import { EDITIONS, catalogueOf, cards, matching, q, status, type Product } from "./parts-catalogue";
import { CATALOGUE_RESULTS_PAGE } from "../src/lib/constants";

/** The parts catalogue before and without its scripts: the server HTML, taps and typing before hydration. */
test("every product is in the static HTML of both editions, before any JavaScript runs", async ({ request }) => {
  for (const edition of EDITIONS) {
    const html = await (await request.get(edition.path("/parts/?category=industrial&product=ro-membrane"))).text();
    for (const product of edition.records<Product[]>("products.json")) expect(html).toContain(product.name);
    expect(html).not.toContain("<dialog open");
  }
});

for (const edition of EDITIONS) {
  const { text, terms, products, parts, showing, searchBox, listbox, filterLink } = catalogueOf(edition);

  test.describe(`${edition.language}: parts catalogue, before the scripts start`, () => {
    test("a filter tapped before the scripts start takes effect: once they run, the filtered list, the filter current", async ({
      page,
    }) => {
      const logged = pageErrors(page);
      const release = await holdScripts(page);
      await page.goto(parts, { waitUntil: "domcontentloaded" });
      // By its words, whatever the control is.
      await page
        .getByRole("group", { name: text.filterLabel })
        .getByText(text.categories.commercial, { exact: true })
        .click();
      await expect(page).toHaveURL(/\/parts\/\?category=commercial$/);
      release();
      await hydrated(page);
      const commercial = matching(products, "", "commercial");
      await expect(filterLink(page, "commercial")).toHaveAttribute("aria-current", "true");
      await expect(filterLink(page, "all")).not.toHaveAttribute("aria-current");
      await expect(status(page)).toHaveText(showing(commercial.length));
      await expect(cards(page)).toHaveCount(commercial.length);
      expect(logged).toEqual([]);
    });

    test("a card tapped before the scripts start opens the product's own page", async ({ page }) => {
      await holdScripts(page);
      await page.goto(parts, { waitUntil: "domcontentloaded" });
      const title = cards(page).first().getByRole("heading").getByRole("link");
      const name = collapseSpaces(await title.innerText());
      const product = products.find((candidate) => collapseSpaces(candidate.name) === name)!;
      expect(product, name).toBeDefined();
      await title.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(edition.path(`/parts/${product.slug}/`))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(product.name);
    });

    test("text typed into the search before the scripts start is searched for once they run, and stays in the box", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(parts, { waitUntil: "domcontentloaded" });
      await searchBox(page).pressSequentially(terms.filter);
      release();
      await hydrated(page);
      const found = matching(products, terms.filter);
      await expect(status(page)).toHaveText(showing(found.length));
      await expect(cards(page)).toHaveCount(found.length);
      await expect(page).toHaveURL(new RegExp(`/parts/\\?q=${q(terms.filter)}$`));
      // Back in the box after a card: the text is still there, and the dropdown shows its matches.
      await cards(page).first().getByRole("link").first().focus();
      await searchBox(page).click();
      await expect(searchBox(page)).toHaveValue(terms.filter);
      await expect(listbox(page).getByRole("option")).toHaveCount(Math.min(5, found.length));
    });
  });
}

test("a shared link on a slow phone applies its view without React throwing away the server HTML", async ({ page }) => {
  // The view is read from the URL while the page's sections are still hydrating; an
  // urgent update then makes React log error #421 and render those sections again.
  // A 6x slower CPU widens that window as on a mid-range phone.
  test.setTimeout(90_000);
  const products = EDITIONS[0].records<Product[]>("products.json");
  const logged = pageErrors(page);
  await slowCpu(page);
  const links = [
    [
      "/parts/?q=ro",
      () => expect(cards(page)).toHaveCount(Math.min(CATALOGUE_RESULTS_PAGE, matching(products, "ro").length)),
    ],
    ["/parts/?category=industrial", () => expect(cards(page)).toHaveCount(matching(products, "", "industrial").length)],
    ["/parts/?product=uv-sterilizer", () => expect(page.getByRole("dialog", { name: "UV Sterilizer" })).toBeVisible()],
  ] as const;
  const errors: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (const [url, shown] of links) {
      await openHydrated(page, url);
      await shown();
      errors.push(...logged.splice(0).map((error) => `${url}: ${error}`));
    }
  }
  expect(errors).toEqual([]);
});

test("the catalogue's index file, fetched beyond the first view, holds every product in the page's language", async ({
  request,
}) => {
  for (const edition of EDITIONS) {
    const pageData = await (await request.get(`/page-data${edition.path("/parts/")}page-data.json`)).json();
    const indexUrl: string = pageData.result.pageContext.catalogueIndex;
    expect(indexUrl).toMatch(new RegExp(`^/static/catalogue-${edition.language}-[0-9a-f]{12}\\.json$`));
    const index = await (await request.get(indexUrl)).json();
    const products = edition.shown<Product[]>("products.json");
    expect(index.products.map((product: Product) => [product.slug, product.name, product.description])).toEqual(
      products.map((product) => [product.slug, product.name, product.description]),
    );
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue lists every product, grouped, in both editions", async ({ page }) => {
    for (const edition of EDITIONS) {
      await page.goto(edition.path("/parts/?category=industrial"));
      await expect(cards(page)).toHaveCount(edition.records<Product[]>("products.json").length);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(3);
    }
  });
});
