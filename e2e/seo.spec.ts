import { test, expect, openHydrated } from "./fixtures";
import { articles, readData } from "./built-site";
import { all, attr, parseHtml, rawText, text } from "./static-html";

const company = readData<any>("company.json");
const technologies = readData<Array<{ slug: string }>>("technologies.json");
const products = readData<Array<{ slug: string }>>("products.json");
const emirates = readData<Array<{ slug: string }>>("emirates.json");
const articleSlugs = articles().map((article) => article.slug);

const SITE = company.siteUrl.replace(/\/$/, "");

/**
 * Each canonical page and the JSON-LD types it carries, exactly: the LocalBusiness in full on
 * the pages that describe the business (home and contact) only, the WebSite on the root home.
 */
const PAGES: Array<{ url: string; types: string[] }> = [
  { url: "/", types: ["WebSite", "LocalBusiness"] },
  { url: "/about/", types: ["BreadcrumbList"] },
  { url: "/technologies/", types: ["BreadcrumbList"] },
  { url: "/industries/", types: ["BreadcrumbList"] },
  { url: "/blogs/", types: ["BreadcrumbList"] },
  { url: "/parts/", types: ["BreadcrumbList"] },
  { url: "/contact/", types: ["LocalBusiness", "BreadcrumbList"] },
  { url: "/water-test/", types: ["BreadcrumbList", "Service"] },
  { url: "/technologies/reverse-osmosis/", types: ["BreadcrumbList", "Service"] },
  { url: `/blogs/${articleSlugs[0]}/`, types: ["BreadcrumbList", "BlogPosting"] },
  { url: "/parts/home-water-softener/", types: ["BreadcrumbList", "Product"] },
  { url: "/water-treatment/dubai/", types: ["BreadcrumbList", "Service"] },
];

for (const { url, types } of PAGES) {
  // Read from the server HTML (e2e/static-html.ts): what a crawler gets, without a browser.
  test(`${url} has its title, description, canonical, social card and JSON-LD`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const head = all("head", parseHtml(await response.text()));
    expect(head).toHaveLength(1);
    const one = (selector: string) => {
      const found = all(selector, head);
      expect(found, selector).toHaveLength(1);
      return found[0];
    };
    const content = (selector: string) => attr(one(selector), "content");
    expect(attr(one('link[rel="canonical"]'), "href")).toBe(`${SITE}${url}`);
    expect(content('meta[property="og:url"]')).toBe(`${SITE}${url}`);
    const description = content('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);
    expect(description?.length).toBeLessThanOrEqual(170);
    const title = text(one("title"));
    // Within what search results show, the company's short name at most once (left off where
    // it would push a headline past 60 characters).
    expect(title.length, title).toBeLessThanOrEqual(60);
    expect(title.split(company.shortName).length, title).toBeLessThanOrEqual(2);
    expect(content('meta[property="og:title"]')).toBe(title);
    expect(content('meta[property="og:type"]')).toBe(types.includes("BlogPosting") ? "article" : "website");
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    one('meta[name="theme-color"]');
    const image = content('meta[property="og:image"]');
    expect(image?.startsWith(`${SITE}/`)).toBe(true);
    const imageResponse = await request.get(image!.slice(SITE.length));
    expect(imageResponse.status()).toBe(200);
    // A page with a picture of its own says what it shows; the logo needs no description.
    if (!image!.endsWith("/logo-wordmark.png")) {
      expect(content('meta[property="og:image:alt"]')?.length).toBeGreaterThan(20);
    }
    const jsonLd = JSON.parse(rawText(one('script[type="application/ld+json"]')));
    expect(jsonLd.map((item: { "@type": string }) => item["@type"])).toEqual(types);
    expect(JSON.stringify(jsonLd)).not.toMatch(/"offers"|"price"/);
  });
}

test("hydration keeps the server's language and direction; a navigation puts the next page's head in its place", async ({
  page,
  request,
}) => {
  // Gatsby writes <html>'s language and direction each time it renders a page's head. (An
  // init script runs before the parser has made <html>: the document is what it can observe.)
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { htmlWrites: string[] }).htmlWrites = writes;
    new MutationObserver((records) =>
      records
        .filter((record) => record.target === document.documentElement)
        .forEach((record) => writes.push(record.attributeName!)),
    ).observe(document, { subtree: true, attributeFilter: ["lang", "dir"] });
  });
  const htmlWrites = () => page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites);
  await openHydrated(page, "/ar/");
  const home = parseHtml(await (await request.get("/ar/")).text());
  await expect(page.locator("html")).toHaveAttribute("lang", attr(all("html", home)[0], "lang")!);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("head title")).toHaveCount(1);

  // To the contact page by its footer link (a navigation in the page), and its head as served.
  const served = parseHtml(await (await request.get("/ar/contact/")).text());
  const first = (selector: string) => all(selector, served)[0];
  const linkName = text(first('footer a[href="/ar/contact/"]'));
  // From the keyboard, as a visitor who tabs to it would.
  const link = page.getByRole("contentinfo").getByRole("link", { name: linkName, exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/contact\/$/);
  await expect(page).toHaveTitle(text(first("head title")));
  expect(await htmlWrites()).toEqual(expect.arrayContaining(["lang", "dir"]));
  await expect(page.locator("html")).toHaveAttribute("lang", attr(first("html"), "lang")!);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const head = page.locator("head");
  for (const selector of ['link[rel="canonical"]', 'meta[property="og:url"]', 'meta[name="description"]', "title"]) {
    await expect(head.locator(selector), selector).toHaveCount(1);
  }
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    attr(first('head link[rel="canonical"]'), "href")!,
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    attr(first('head meta[name="description"]'), "content")!,
  );
  const jsonLd = rawText(first('head script[type="application/ld+json"]'));
  expect(JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!)).toEqual(
    JSON.parse(jsonLd),
  );
});

test("alias and legacy copies point their canonical at the main URL", async ({ page }) => {
  await page.goto("/technologies/Desalination/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/technologies/desalination/`);
  await page.goto("/blog1/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blogs\/[a-z0-9-]+\/$/);
});

test("the sitemap lists every canonical URL and nothing else", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const urls: string[] = [];
  const lastmods = new Map<string, string>();
  for (const sitemap of sitemaps) {
    const text = await (await request.get(sitemap.slice(SITE.length))).text();
    urls.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const [, loc, lastmod] of text.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)) {
      lastmods.set(loc, lastmod);
    }
  }
  // Articles carry their date; pages without a date of their own carry none.
  for (const slug of articleSlugs) expect(lastmods.get(`${SITE}/blogs/${slug}/`)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(lastmods.has(`${SITE}/parts/`)).toBe(false);
  const expected = [
    "/",
    "/about/",
    "/technologies/",
    "/industries/",
    "/blogs/",
    "/parts/",
    "/contact/",
    "/water-test/",
    ...technologies.map((technology) => `/technologies/${technology.slug}/`),
    ...articleSlugs.map((slug) => `/blogs/${slug}/`),
    ...products.map((product) => `/parts/${product.slug}/`),
    ...emirates.map((emirate) => `/water-treatment/${emirate.slug}/`),
  ].flatMap((url) => [`${SITE}${url}`, `${SITE}/ar${url}`]);
  expect([...urls].sort()).toEqual([...expected].sort());
});

test("the sitemap pairs every page with its twin in the other language, both ways, English as x-default", async ({
  request,
}) => {
  const text = await (await request.get("/sitemap-0.xml")).text();
  const entries = [...text.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => entry);
  expect(entries.length).toBeGreaterThan(100);
  for (const entry of entries) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1];
    const links = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    );
    const path = loc.slice(SITE.length).replace(/^\/ar\//, "/");
    expect(links, loc).toEqual({ en: `${SITE}${path}`, ar: `${SITE}/ar${path}`, "x-default": `${SITE}${path}` });
  }
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
});

test("the web manifest names the company, and its icons and the page's icon links exist", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: company.name, short_name: company.shortName, start_url: "/" });
  const linked = [
    await page.locator('link[rel="icon"]').getAttribute("href"),
    await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"),
  ];
  for (const src of [...manifest.icons.map((icon: { src: string }) => icon.src), ...linked]) {
    const response = await request.get(src!);
    expect([src, response.status(), response.headers()["content-type"]]).toEqual([src, 200, "image/png"]);
  }
});

test("the 404 page is not indexed and claims no URL of its own", async ({ page }) => {
  await page.goto("/no-such-page/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
});

test("the home page at the root names the site by the company's short name; the Arabic home does not", async ({
  request,
}) => {
  const jsonLdOf = async (path: string) =>
    JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(await (await request.get(path)).text())![1],
    ) as Array<Record<string, unknown>>;
  const site = (await jsonLdOf("/")).find((item) => item["@type"] === "WebSite");
  expect(site).toMatchObject({
    name: company.shortName,
    url: `${SITE}/`,
    alternateName: [company.name, readData<{ shortName: string }>("ar/company.json").shortName],
  });
  expect((await jsonLdOf("/ar/")).map((item) => item["@type"])).toEqual(["LocalBusiness"]);
});

test("the LocalBusiness carries the opening hours that the contact page shows", async ({ page }) => {
  await page.goto("/contact/");
  const business = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]").find(
    (item: { "@type": string }) => item["@type"] === "LocalBusiness",
  );
  const { days, opens, closes } = company.openingHours;
  expect(business.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes },
  ]);
  const shown = `${days[0]} to ${days[days.length - 1]}, ${opens.replace(/^0/, "")} to ${closes}`;
  await expect(page.getByRole("main").getByText(shown)).toBeVisible();
});

test("an article is shared as an article, with its publication date", async ({ page }) => {
  await page.goto(`/blogs/${articleSlugs[0]}/`);
  const published = await page.locator('meta[property="article:published_time"]').getAttribute("content");
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]").find(
    (item: { "@type": string }) => item["@type"] === "BlogPosting",
  );
  expect(published).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(posting).toMatchObject({ datePublished: published, dateModified: published });
});
