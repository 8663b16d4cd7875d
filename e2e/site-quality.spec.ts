import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { test, expect } from "./fixtures";
import { PUBLIC, articles, builtRoutes, readData } from "./built-site";
import { factTokens } from "../content-model/facts";
import { batches, referencedUrls } from "./page-checks";

/**
 * Site-wide checks that read the build's files or its HTML over HTTP rather than visit
 * each page (the visits are the site walk, site-walk.spec.ts): valid HTML, links only to
 * files that exist, every record of the content files in the build. Each test takes a fixed share of the site (a batch of pages), so none
 * grows with the content.
 */
const ROUTES = builtRoutes();

/** Pages per test of the checks that read HTML: html-validate takes about a second a page on a busy machine. */
const PAGES_PER_BATCH = 10;
/** react-slick's style on the wrapper of each slide (slidesPerRow 1), in the server HTML too. */
const REACT_SLICK_SLIDE_STYLE = 'style="width:100%;display:inline-block"';

/** Every built HTML file: index.html under public/ (not its data folders) and the two 404 pages. */
function builtPages(): string[] {
  const files: string[] = [path.join(PUBLIC, "404.html"), path.join(PUBLIC, "ar", "404.html")];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // admin/ is the content editor's own page (Decap's markup; e2e/admin.spec.ts checks it).
      if (entry.isDirectory() && !["static", "page-data", "icons", "admin", "pagefind"].includes(entry.name))
        walk(full);
      else if (entry.name === "index.html") files.push(full);
    }
  };
  walk(PUBLIC);
  return files.sort();
}
const PAGE_FILES = builtPages();

/** The problems html-validate and the markup rules find in one built page. */
async function htmlProblems(validator: HtmlValidate, file: string): Promise<string[]> {
  const problems: string[] = [];
  const name = path.relative(PUBLIC, file);
  const html = fs.readFileSync(file, "utf8");
  // React 18's streaming renderer put NUL bytes into pages with multi-byte text
  // (patches/react-dom+18.3.1.patch); the validator does not see them.
  if (html.includes("\u0000")) problems.push(`${name}: contains a NUL byte`);
  // A fact token left in the text of any page, of either language (the site walk checks
  // the rendered text).
  const text = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ");
  for (const token of new Set(factTokens(text))) problems.push(`${name}: unresolved fact token {${token}}`);
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    // In the server HTML, react-slick marks the slides out of view aria-hidden; their
    // links are not focusable there either (CSS hides those slides with visibility,
    // which a validator of the markup cannot see), and in the browser they are inert.
    for (const message of result.messages.filter(
      (m) => !(["index.html", "ar/index.html"].includes(name) && m.ruleId === "hidden-focusable"),
    )) {
      problems.push(`${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  // Every image with an alt text and its own size, so nothing shifts while it loads.
  for (const image of html.match(/<img\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]*)"/.exec(image)?.[1] ?? image.slice(0, 80);
    if (!/\salt=/.test(image)) problems.push(`${name}: ${src} has no alt attribute`);
    if (!(/\swidth=/.test(image) && /\sheight=/.test(image))) problems.push(`${name}: ${src} has no width and height`);
  }
  // No style attribute but Gatsby's own two (its route announcer and its router's focus
  // wrapper) and react-slick's on each slide's wrapper, always the same, which the CSP allows
  // by their hashes: the site's components set styles through the CSSOM, and the CSP has no
  // 'unsafe-inline' in style-src.
  for (const tag of html.match(/<[a-z][^>]*\sstyle=[^>]*>/gi) ?? [])
    if (!/\sid="gatsby-(announcer|focus-wrapper)"/.test(tag) && !tag.includes(REACT_SLICK_SLIDE_STYLE))
      problems.push(`${name}: style attribute in ${tag.slice(0, 80)}`);
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${name}: ${h1s} h1 elements`);
  return problems;
}

test("the batches hold every built page and every route", () => {
  expect(PAGE_FILES.length).toBeGreaterThanOrEqual(ROUTES.length);
  expect(batches(PAGE_FILES, PAGES_PER_BATCH).flat()).toEqual(PAGE_FILES);
  expect(batches(ROUTES, PAGES_PER_BATCH).flat()).toEqual(ROUTES);
});

for (const [index, files] of batches(PAGE_FILES, PAGES_PER_BATCH).entries()) {
  test(`built pages, batch ${index + 1} (${path.relative(PUBLIC, files[0])}...): valid HTML (html-validate), no NUL byte, no fact token, no style attribute of ours, sized images with alt, exactly one h1`, async () => {
    test.setTimeout(60_000);
    // Rules: .htmlvalidate.json (html-validate:recommended less what React and Gatsby's markup cannot meet).
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const file of files) problems.push(...(await htmlProblems(validator, file)));
    expect(problems).toEqual([]);
  });
}

for (const [index, routes] of batches(ROUTES, PAGES_PER_BATCH).entries()) {
  test(`crawl, batch ${index + 1} (${routes[0]}...): every internal link, image, script, stylesheet and preload of its pages answers 2xx`, async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const referrers = new Map<string, string>();
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const { links, assets } = referencedUrls(await response.text());
      for (const value of [...links, ...assets]) {
        if (value.startsWith("#") || /^(data|mailto|tel|javascript):/.test(value)) continue;
        const url = new URL(value, origin + route);
        if (url.origin !== origin) continue;
        url.hash = "";
        if (!referrers.has(url.href)) referrers.set(url.href, route);
      }
    }
    expect(referrers.size).toBeGreaterThan(routes.length);
    const broken: string[] = [];
    for (const [url, route] of referrers) {
      const status = (await request.get(url, { maxRedirects: 0 })).status();
      // A redirect would be a link without its trailing slash: it works, but costs a round trip.
      if (status < 200 || status >= 300) broken.push(`${url} (from ${route}): ${status}`);
    }
    expect(broken).toEqual([]);
  });
}

const products = readData<Array<{ name: string }>>("products.json");
const technologies = readData<Array<{ slug: string }>>("technologies.json");
const industries = readData<Array<{ title: string }>>("industries.json");
const posts = articles();

test("content: every product, industry, technology and article of the content files is listed on its index page, and in the sitemap", async ({
  page,
}) => {
  expect(products.length * technologies.length * industries.length * posts.length).toBeGreaterThan(0);
  const mainHeadings = async (url: string) => {
    await page.goto(url);
    return page.getByRole("main").getByRole("heading").allTextContents();
  };
  expect(await mainHeadings("/parts/")).toEqual(expect.arrayContaining(products.map((p) => p.name)));
  expect(await mainHeadings("/industries/")).toEqual(expect.arrayContaining(industries.map((i) => i.title)));
  await page.goto("/technologies/");
  for (const technology of technologies) {
    await expect(page.getByRole("main").locator(`a[href="/technologies/${technology.slug}/"]`).first()).toBeVisible();
  }
  await page.goto("/blogs/");
  for (const post of posts) {
    await expect(page.getByRole("main").locator(`a[href="/blogs/${post.slug}/"]`).first()).toBeVisible();
  }
  expect(ROUTES).toEqual(
    expect.arrayContaining([
      ...technologies.map((t) => `/technologies/${t.slug}/`),
      ...posts.map((p) => `/blogs/${p.slug}/`),
    ]),
  );
});

test("content: every article of content/blog is built with its own title as its h1", async ({ request }) => {
  // Read from the HTML over HTTP (a request each, milliseconds): the site walk visits the pages.
  const wrong: string[] = [];
  for (const post of posts) {
    const html = await (await request.get(`/blogs/${post.slug}/`)).text();
    // React escapes text as it writes it: the title, escaped the same way.
    const escaped = post.title
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;");
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, "");
    if (h1?.trim() !== escaped) wrong.push(`/blogs/${post.slug}/: h1 ${JSON.stringify(h1)}, not ${escaped}`);
  }
  expect(wrong).toEqual([]);
});
