import fs from "node:fs";
import path from "node:path";
import { test, expect, openHydrated, holdScripts } from "./fixtures";
import { PUBLIC, readData } from "./built-site";
import { EDITIONS } from "./editions";
import { all, attr, parseHtml, rawText, text } from "./static-html";
import { fillTemplate } from "../src/lib/template";
import { emiratePath, productPath, technologyPath, waterTestPathFor } from "../src/lib/routes";

/**
 * The emirate pages (/water-treatment/<slug>/, issue 35): each of the fourteen shows its
 * record of data/emirates.json in its language (read from the server HTML, one test per
 * page); the free water test opened from one has its emirate chosen, before and after
 * the page's scripts start; the footer, the water-test page, the sitemap and the
 * LocalBusiness JSON-LD know all seven in each language.
 */
interface Emirate {
  slug: string;
  name: string;
  banner: { title: string; text: string; imageAlt: string };
  water: string[];
  utility: { name: string; text: string };
  rules: string[];
  services: { technologies: string[]; products: string[] };
  response: string;
}
interface Words {
  testLabel: string;
  whatsappLabel: string;
  whatsappMessage: string;
  linksTitle: string;
}
const slugs = readData<Emirate[]>("emirates.json").map((emirate) => emirate.slug);

const main = async (request: import("@playwright/test").APIRequestContext, route: string) => {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return parseHtml(await response.text());
};

for (const edition of EDITIONS) {
  const emirates = edition.shown<Emirate[]>("emirates.json");
  const words = edition.shown<Words>("emirate-page.json");
  const technologies = edition.records<Array<{ slug: string; name: string }>>("technologies.json");
  const products = edition.records<Array<{ slug: string; name: string }>>("products.json");

  for (const emirate of emirates) {
    const route = edition.path(emiratePath(emirate.slug));
    test(`${edition.language}: ${route} shows its water, utility, rules, what fits, and the ways to book`, async ({
      request,
    }) => {
      const document = await main(request, route);
      const page = all("main", document);
      expect(all("h1", page).map(text)).toEqual([emirate.banner.title]);
      expect(all("img", page).map((image) => attr(image, "alt"))).toContain(emirate.banner.imageAlt);
      const body = text(page);
      for (const paragraph of [emirate.banner.text, ...emirate.water, emirate.utility.name, emirate.utility.text]) {
        expect(body).toContain(paragraph);
      }
      for (const rule of emirate.rules) expect(body).toContain(rule);
      expect(body).toContain(emirate.response);

      const links = all("a", page).map((link) => ({ href: attr(link, "href") ?? "", label: text(link) }));
      for (const slug of emirate.services.technologies) {
        const name = technologies.find((technology) => technology.slug === slug)?.name;
        expect(links, slug).toContainEqual({ href: edition.path(technologyPath(slug)), label: name });
      }
      for (const slug of emirate.services.products) {
        const name = products.find((product) => product.slug === slug)?.name;
        expect(links, slug).toContainEqual({ href: edition.path(productPath(slug)), label: name });
      }
      const testLabel = fillTemplate(words.testLabel, { emirate: emirate.name });
      expect(links).toContainEqual({ href: edition.path(waterTestPathFor(emirate.slug)), label: testLabel });
      const chat = links.find((link) => link.label === words.whatsappLabel);
      expect(new URL(chat?.href ?? "").searchParams.get("text")).toBe(
        fillTemplate(words.whatsappMessage, { emirate: emirate.name }),
      );
      expect(new URL(chat?.href ?? "").searchParams.get("text")).toContain(emirate.name);
      // The page says which language it is in; its head names its twin.
      expect(attr(all("html", document)[0], "lang")).toBe(edition.language === "ar" ? "ar" : "en");
      expect(all('link[rel="alternate"][hreflang]', document).length).toBeGreaterThanOrEqual(3);
    });
  }

  test(`${edition.language}: the free test opened from an emirate page's button has that emirate chosen`, async ({
    page,
  }) => {
    const emirate = emirates[1];
    await openHydrated(page, edition.path(emiratePath(emirate.slug)));
    await page
      .getByRole("link", { name: fillTemplate(words.testLabel, { emirate: emirate.name }) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/water-test/\\?emirate=${emirate.slug}`));
    const form = page.getByRole("form");
    await expect(form.locator('select[name="emirate"]')).toHaveValue(emirate.name);
    // The booking's WhatsApp message already names it.
    const chat = form.locator('a[href^="https://wa.me/"]').first();
    await expect
      .poll(async () => new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text") ?? "")
      .toContain(emirate.name);
  });

  test(`${edition.language}: /water-test/?emirate=<slug> shows the emirate chosen before the page's scripts start`, async ({
    page,
  }) => {
    const emirate = emirates[emirates.length - 1];
    const release = await holdScripts(page);
    await page.goto(edition.path(waterTestPathFor(emirate.slug)), { waitUntil: "domcontentloaded" });
    await expect(page.locator('select[name="emirate"]')).toHaveValue(emirate.name);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator('select[name="emirate"]')).toHaveValue(emirate.name);
  });

  test(`${edition.language}: the footer and the water-test page link to all seven emirate pages`, async ({
    request,
  }) => {
    const expected = emirates.map((emirate) => ({
      href: edition.path(emiratePath(emirate.slug)),
      label: emirate.name,
    }));
    const linksIn = (root: ReturnType<typeof all>) =>
      all("a", root).map((link) => ({ href: attr(link, "href"), label: text(link) }));
    for (const route of [edition.path("/"), edition.path("/parts/")]) {
      const footer = all("footer", await main(request, route));
      expect(linksIn(all('nav[aria-labelledby="footer-emirates"]', footer)), route).toEqual(expected);
    }
    const waterTest = await main(request, edition.path("/water-test/"));
    const section = all("main section#emirates", waterTest);
    expect(text(all("h2", section))).toBe(words.linksTitle);
    expect(linksIn(section)).toEqual(expected);
  });

  test(`${edition.language}: LocalBusiness areaServed names each emirate with its page`, async ({ request }) => {
    const document = await main(request, edition.path("/contact/"));
    const blocks = all('script[type="application/ld+json"]', document).flatMap((script) => {
      const data = JSON.parse(rawText(script));
      return Array.isArray(data) ? data : [data];
    });
    const business = blocks.find((block) => block["@type"] === "LocalBusiness");
    const siteUrl = readData<{ siteUrl: string }>("company.json").siteUrl;
    expect(business.areaServed).toEqual(
      emirates.map((emirate) => ({
        "@type": "AdministrativeArea",
        name: emirate.name,
        url: `${siteUrl}${edition.path(emiratePath(emirate.slug))}`,
      })),
    );
  });
}

test("the sitemap lists the fourteen emirate pages, each with its English and Arabic twin", () => {
  const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
  const siteUrl = readData<{ siteUrl: string }>("company.json").siteUrl;
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  for (const slug of slugs) {
    for (const edition of EDITIONS) {
      const url = `${siteUrl}${edition.path(emiratePath(slug))}`;
      const entry = entries.find((candidate) => candidate.includes(`<loc>${url}</loc>`));
      expect(entry, url).toBeDefined();
      for (const twin of EDITIONS) {
        const hreflang = twin.language === "ar" ? "ar" : "en";
        expect(entry).toContain(`hreflang="${hreflang}" href="${siteUrl}${twin.path(emiratePath(slug))}"`);
      }
    }
  }
});
