import { test, expect, openHydrated } from "./fixtures";
import { readData } from "./built-site";
import { EDITIONS } from "./editions";
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
 * server HTML (the site's scripts are not loaded), which is what these parts are; the
 * page's behaviour is tested below and in the site-wide sweep.
 */
test.describe("every product page", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  for (const [index, { slug }] of products.entries()) {
    test(`/parts/${slug}/ shows its record in each language: breadcrumb, image, text, specifications, technologies, related`, async ({
      page,
    }) => {
      for (const edition of EDITIONS) {
        const product = edition.records<ProductRecord[]>("products.json")[index];
        const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
        const text = edition.records<{ specsTitle: string; breadcrumbLabel: string; quoteLabel: string }>(
          "product-page.json",
        );
        const { seo, parts } = edition.words;
        const response = await page.goto(edition.path(`/parts/${slug}/`), { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        const main = page.getByRole("main");

        const crumbs = main.getByRole("navigation", { name: text.breadcrumbLabel }).getByRole("listitem");
        await expect(crumbs).toHaveText([seo.home, seo.parts, parts.categories[product.category], product.name]);
        await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute(
          "href",
          edition.path(`/parts/?category=${product.category}`),
        );
        await expect(crumbs.nth(3)).toHaveAttribute("aria-current", "page");

        await expect(page.locator("h1")).toHaveText(product.name);
        await expect(main.getByRole("img", { name: product.imageAlt, exact: true })).toBeAttached();
        await expect(main.getByText(product.description, { exact: true })).toBeVisible();
        await expect(main.locator("#specifications li")).toHaveText(product.features);

        const table = main.getByRole("table", { name: text.specsTitle });
        await expect(table.getByRole("rowheader")).toHaveText(product.specs.map((spec) => spec.label));
        await expect(table.getByRole("cell")).toHaveText(product.specs.map((spec) => spec.value));

        const technologyLinks = main.locator(`a[href^="${edition.path("/technologies/")}"]`);
        await expect(technologyLinks).toHaveText(
          product.technologies.map((technology) => technologies.find((t) => t.slug === technology)!.name),
        );
        for (const [position, technology] of product.technologies.entries()) {
          await expect(technologyLinks.nth(position)).toHaveAttribute(
            "href",
            edition.path(`/technologies/${technology}/`),
          );
        }

        // Three products of the same category, never this one (fewer if the category has fewer).
        const sameCategory = products.filter((other) => other.category === product.category && other.slug !== slug);
        const related = page.locator("#related-products a");
        await expect(related).toHaveCount(Math.min(3, sameCategory.length));
        for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
          const relatedSlug = new RegExp(`^${edition.path("/parts/")}([^/]+)/$`).exec(href ?? "")?.[1];
          expect(sameCategory.map((other) => other.slug)).toContain(relatedSlug);
        }

        await expect(main.getByRole("link", { name: text.quoteLabel })).toHaveAttribute(
          "href",
          edition.path(`/contact/?quote=${slug}#message`),
        );
        // The WhatsApp enquiry names the product in the page's language.
        const whatsapp = new URL((await main.locator('a[href^="https://wa.me/"]').first().getAttribute("href"))!);
        expect(whatsapp.searchParams.get("text")).toContain(product.name);
        await expect(main.locator(`a[href="${edition.path("/water-test/")}"]`).first()).toBeAttached();
      }
    });
  }
});

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
