import { test, expect, openHydrated } from "./fixtures";
import { readData } from "./built-site";
import { EDITIONS } from "./editions";
import { all, attr, collapseSpaces, parseHtml, text } from "./static-html";
import { answerEmailJs, multipartFields } from "./emailjs";

/**
 * The product pages (/parts/<slug>/, issue 15): every product's page shows its record of
 * data/products.json; the ways to it (catalogue dialog, home gallery) and from it (quote
 * request, technologies, related products) work.
 */
interface ProductRecord {
  slug: string;
  name: string;
  category: "commercial" | "industrial" | "domestic";
  description: string;
  features: string[];
  imageAlt: string;
  specs: Array<{ label: string; value: string }>;
  technologies: string[];
}
const products = readData<ProductRecord[]>("products.json");
const words = readData<{ quoteLabel: string; fullDetailsLabel: string; quoteMessage: string; specsTitle: string }>(
  "product-page.json",
);

test("the catalogue has 28 products, each with specifications and technologies", () => {
  expect(products).toHaveLength(28);
  for (const product of products) {
    expect(product.specs.length, product.slug).toBeGreaterThanOrEqual(4);
    expect(product.technologies.length, product.slug).toBeGreaterThanOrEqual(1);
  }
});

/**
 * Every product page in every edition shows its record, as translated: checked on the
 * server HTML, read without a browser (e2e/static-html.ts), which is what these parts
 * are; the page's behaviour is tested below and in the site-wide sweep.
 */
for (const [index, { slug }] of products.entries()) {
  test(`/parts/${slug}/ shows its record in each language: breadcrumb, image, text, specifications, technologies, related`, async ({
    request,
  }) => {
    for (const edition of EDITIONS) {
      // The record as the page shows it (measurements isolated on Arabic pages), as `text` reads it.
      const product = JSON.parse(
        JSON.stringify(edition.shown<ProductRecord[]>("products.json")[index]),
        (_key, value) => (typeof value === "string" ? collapseSpaces(value) : value),
      ) as ProductRecord;
      const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
      const words = edition.records<{ specsTitle: string; breadcrumbLabel: string; quoteLabel: string }>(
        "product-page.json",
      );
      const { seo, parts } = edition.words;
      const path = edition.path(`/parts/${slug}/`);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const main = all("main", parseHtml(await response.text()));
      expect(main, path).toHaveLength(1);

      const crumbs = all(`nav[aria-label="${words.breadcrumbLabel}"] li`, main);
      expect(crumbs.map(text)).toEqual([seo.home, seo.parts, parts.categories[product.category], product.name]);
      expect(all("a", crumbs[2]).map((link) => attr(link, "href"))).toEqual([
        edition.path(`/parts/?category=${product.category}`),
      ]);
      expect(attr(crumbs[3], "aria-current")).toBe("page");

      expect(all("h1", main).map(text)).toEqual([product.name]);
      expect(
        all("img", main).some((image) => attr(image, "alt") === product.imageAlt),
        "image with its alt",
      ).toBe(true);
      expect(all("p", main).map(text)).toContain(product.description);
      expect(all("#specifications li", main).map(text)).toEqual(product.features);

      const table = all("table", main).filter((candidate) => text(all("caption", candidate)) === words.specsTitle);
      expect(table, "the specifications table").toHaveLength(1);
      expect(all("th[scope=row]", table).map(text)).toEqual(product.specs.map((spec) => spec.label));
      expect(all("td", table).map(text)).toEqual(product.specs.map((spec) => spec.value));

      const technologyLinks = all(`a[href^="${edition.path("/technologies/")}"]`, main);
      expect(technologyLinks.map(text)).toEqual(
        product.technologies.map((technology) => technologies.find((t) => t.slug === technology)!.name),
      );
      expect(technologyLinks.map((link) => attr(link, "href"))).toEqual(
        product.technologies.map((technology) => edition.path(`/technologies/${technology}/`)),
      );

      // Three products of the same category, never this one (fewer if the category has fewer).
      const sameCategory = products.filter((other) => other.category === product.category && other.slug !== slug);
      const related = all("#related-products a", main).map((link) => attr(link, "href"));
      expect(related).toHaveLength(Math.min(3, sameCategory.length));
      for (const href of related) {
        const relatedSlug = new RegExp(`^${edition.path("/parts/")}([^/]+)/$`).exec(href ?? "")?.[1];
        expect(sameCategory.map((other) => other.slug)).toContain(relatedSlug);
      }

      const quote = all("a", main).filter((link) => text(link) === words.quoteLabel);
      expect(quote.map((link) => attr(link, "href"))).toEqual([edition.path(`/contact/?quote=${slug}#message`)]);
      // The WhatsApp enquiry names the product in the page's language.
      const whatsapp = new URL(attr(all('a[href^="https://wa.me/"]', main)[0], "href")!);
      expect(whatsapp.searchParams.get("text")).toContain(product.name);
      expect(all(`a[href="${edition.path("/water-test/")}"]`, main).length).toBeGreaterThan(0);
    }
  });
}

for (const edition of EDITIONS) {
  test(`${edition.language}: 'Request a quote' opens the contact form with the product's service and message, editable, and sends them`, async ({
    page,
  }) => {
    const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
    const records = edition.records<ProductRecord[]>("products.json");
    const product = records.find((candidate) => candidate.slug === "industrial-ro-plant") ?? records[0];
    const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
    const service = technologies.find((technology) => technology.slug === product.technologies[0])!.name;
    const text = edition.records<typeof words>("product-page.json");
    const form = edition.words.contact.form;
    await openHydrated(page, edition.path(`/parts/${product.slug}/`));
    await page.getByRole("main").getByRole("link", { name: text.quoteLabel }).click();
    await expect(page).toHaveURL(edition.path(`/contact/?quote=${product.slug}#message`));

    const message = page.getByRole("textbox", { name: form.message });
    const expectedMessage = text.quoteMessage.replace("[product]", product.name);
    await expect(message).toHaveValue(expectedMessage);
    await expect(page.getByRole("combobox", { name: form.service })).toHaveValue(service);
    await expect(message).toBeInViewport();

    // Nothing is sent until the visitor sends it, and what they change is what is sent.
    expect(requests).toHaveLength(0);
    await message.fill(`${expectedMessage} For a villa in Al Barsha.`);
    await page.getByRole("textbox", { name: form.name }).fill("Omar Haddad");
    await page.getByRole("textbox", { name: form.email }).fill("omar@example.ae");
    await page.getByRole("button", { name: edition.words.contact.submit.idle }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(multipartFields(requests[0])).toMatchObject({
      service,
      message: `${expectedMessage} For a villa in Al Barsha.`,
      page_language: edition.language,
    });
  });
}

test("a contact page without a quote, or with an unknown product, starts empty", async ({ page }) => {
  for (const url of ["/contact/", "/contact/?quote=no-such-product"]) {
    await openHydrated(page, url);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Service (optional)" })).toHaveValue("");
  }
});

test("the catalogue's dialog leads to the product's page; ?product= links still open the dialog", async ({ page }) => {
  const product = products[5];
  await openHydrated(page, `/parts/?product=${product.slug}`);
  const dialog = page.getByRole("dialog", { name: product.name });
  await expect(dialog).toBeVisible();
  // Its name also names the product (the visible text is only "Full details").
  await dialog.getByRole("link", { name: new RegExp(`^${words.fullDetailsLabel}\\W+${product.name}$`) }).click();
  await expect(page).toHaveURL(`/parts/${product.slug}/`);
  await expect(page.locator("h1")).toHaveText(product.name);
});

test("the home gallery's products lead to their pages", async ({ page }) => {
  const home = readData<{ gallery: { products: string[] } }>("home.json");
  await openHydrated(page, "/");
  for (const slug of home.gallery.products) {
    await expect(page.locator(`a[href="/parts/${slug}/"]`).first()).toBeAttached();
  }
});
