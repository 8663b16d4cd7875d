import { test, expect, openHydrated } from "./fixtures";
import { readData } from "./built-site";
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
const technologies = readData<Array<{ slug: string; name: string }>>("technologies.json");
const words = readData<{ quoteLabel: string; fullDetailsLabel: string; quoteMessage: string; specsTitle: string }>(
  "product-page.json",
);
const CATEGORY = { commercial: "Commercial", industrial: "Industrial", domestic: "Domestic" };
const technologyName = (slug: string) => technologies.find((technology) => technology.slug === slug)!.name;

test("the catalogue has 28 products, each with specifications and technologies", () => {
  expect(products).toHaveLength(28);
  for (const product of products) {
    expect(product.specs.length, product.slug).toBeGreaterThanOrEqual(4);
    expect(product.technologies.length, product.slug).toBeGreaterThanOrEqual(1);
  }
});

for (const product of products) {
  test(`/parts/${product.slug}/ shows its record: breadcrumb, image, text, specifications, technologies, related`, async ({
    page,
  }) => {
    const response = await page.goto(`/parts/${product.slug}/`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");

    const crumbs = main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText(["Home", "Parts", CATEGORY[product.category], product.name]);
    await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute("href", `/parts/?category=${product.category}`);
    await expect(crumbs.nth(3)).toHaveAttribute("aria-current", "page");

    await expect(page.locator("h1")).toHaveText(product.name);
    await expect(main.getByRole("img", { name: product.imageAlt, exact: true })).toBeVisible();
    await expect(main.getByText(product.description, { exact: true })).toBeVisible();
    await expect(main.locator("#specifications li")).toHaveText(product.features);

    const table = main.getByRole("table", { name: words.specsTitle });
    await expect(table.getByRole("rowheader")).toHaveText(product.specs.map((spec) => spec.label));
    await expect(table.getByRole("cell")).toHaveText(product.specs.map((spec) => spec.value));

    const technologyLinks = main.locator(`a[href^="/technologies/"]`);
    await expect(technologyLinks).toHaveText(product.technologies.map(technologyName));
    for (const [index, slug] of product.technologies.entries()) {
      await expect(technologyLinks.nth(index)).toHaveAttribute("href", `/technologies/${slug}/`);
    }

    // Three products of the same category, never this one (fewer if the category has fewer).
    const sameCategory = products.filter((other) => other.category === product.category && other.slug !== product.slug);
    const related = page.locator("#related-products a");
    await expect(related).toHaveCount(Math.min(3, sameCategory.length));
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      const slug = /^\/parts\/([^/]+)\/$/.exec(href ?? "")?.[1];
      expect(sameCategory.map((other) => other.slug)).toContain(slug);
    }

    await expect(main.getByRole("link", { name: words.quoteLabel })).toHaveAttribute(
      "href",
      `/contact/?quote=${product.slug}#message`,
    );
    const whatsapp = new URL((await main.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.searchParams.get("text")).toContain(product.name);
    await expect(main.getByRole("link", { name: /free water test/i })).toHaveAttribute("href", "/water-test/");
  });
}

test("'Request a quote' opens the contact form with the product's service and message, editable, and sends them", async ({
  page,
}) => {
  const requests = await answerEmailJs(page, (route) => route.fulfill({ status: 200, body: "OK" }));
  const product = products.find((candidate) => candidate.slug === "industrial-ro-plant") ?? products[0];
  await openHydrated(page, `/parts/${product.slug}/`);
  await page.getByRole("main").getByRole("link", { name: words.quoteLabel }).click();
  await expect(page).toHaveURL(`/contact/?quote=${product.slug}#message`);

  const message = page.getByRole("textbox", { name: "Message" });
  const expectedMessage = words.quoteMessage.replace("[product]", product.name);
  await expect(message).toHaveValue(expectedMessage);
  await expect(page.getByRole("combobox", { name: "Service (optional)" })).toHaveValue(
    technologyName(product.technologies[0]),
  );
  await expect(message).toBeInViewport();

  // Nothing is sent until the visitor sends it, and what they change is what is sent.
  expect(requests).toHaveLength(0);
  await message.fill(`${expectedMessage} For a villa in Al Barsha.`);
  await page.getByRole("textbox", { name: "Name" }).fill("Omar Haddad");
  await page.getByRole("textbox", { name: "E-mail" }).fill("omar@example.ae");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => requests.length).toBe(1);
  expect(multipartFields(requests[0])).toMatchObject({
    service: technologyName(product.technologies[0]),
    message: `${expectedMessage} For a villa in Al Barsha.`,
  });
});

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
