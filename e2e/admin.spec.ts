/**
 * The content editor at /admin/ (issue 34), as an editor uses it, offline: decap-server
 * edits a scratch copy of the content (e2e/admin-editor.ts), the build's own validation
 * checks what the editor wrote, and the page queries' resolver reads it in both
 * languages. Runs behind nginx (the "nginx" project), so the editor works under the
 * Content-Security-Policy production sends for /admin/.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import matter from "gray-matter";
import { editorContentSecurityPolicy } from "../plugins/security-headers/security-headers";
import {
  buildErrors,
  duplicateEntry,
  editorUrl,
  listsLoaded,
  offline,
  openEditor,
  pageReads,
  publish,
  startScratch,
  type Scratch,
} from "./admin-editor";

type Product = Record<string, unknown> & { name: string; description: string; ar: Record<string, unknown> };

const PRODUCT = "data/products/uv-sterilizer.json";
const ARTICLE = "content/blog/en/water-softener-benefits.mdx";

// The editor is a 5 MB script: on a busy two-core machine it takes a while to start.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let scratch: Scratch;
const blocked: string[] = [];
const violations: string[] = [];

test.beforeAll(async () => {
  scratch = await startScratch();
});

test.afterAll(async () => {
  await scratch?.stop();
});

test.beforeEach(async ({ page }) => {
  await offline(page, blocked);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});

test.afterEach(() => {
  expect(blocked, "requests that left the machine").toEqual([]);
  expect(violations, "Content-Security-Policy violations").toEqual([]);
  expect(scratch.errors.splice(0), "errors decap-server reported").toEqual([]);
});

/**
 * What a poll reads from a file the editor is saving: decap-server writes a file in more than
 * one step, so a read that fails (absent, empty or half-written) is "not written yet".
 */
function whenWritten<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

test("/admin/ is served with the editor's own policy and opens the collections", async ({ page }) => {
  const response = await page.goto(editorUrl());
  expect(response?.headers()["content-security-policy"]).toBe(editorContentSecurityPolicy());
  await openEditor(page);
  for (const collection of [
    "Products",
    "Technologies",
    "Industries",
    "Reviews",
    "Emirate pages",
    "Company facts",
    "Pages",
    "Common questions",
    "Clients",
    "Articles",
  ]) {
    await expect(page.getByRole("link", { name: collection, exact: true })).toBeVisible();
  }
});

test("changing a product's description writes its file; the build accepts it and both languages read it", async ({
  page,
}) => {
  const before = scratch.json<Product>(PRODUCT);
  await openEditor(page, "#/collections/products/entries/uv-sterilizer");
  const description = "Our UV sterilizer disinfects water with a 254 nm UV-C lamp, without chemicals.";
  await page.getByLabel("Description").first().fill(description);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<Product>(PRODUCT).description)).toBe(description);
  const after = scratch.json<Product>(PRODUCT);
  expect(after).toEqual({ ...before, description });
  expect(Object.keys(after)).toEqual(Object.keys(before));
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(after, "description", "en")).toBe(description);
  expect(pageReads(after, "description", "ar")).toBe(before.ar.description);
});

test("a product duplicated from another, with its own slug and Arabic name, becomes a new file", async ({ page }) => {
  const original = scratch.json<Product>(PRODUCT);
  const slug = await duplicateEntry(page, "products", "uv-sterilizer");
  const englishName = page.getByLabel("Name", { exact: true }).first();
  // The Arabic column: the same form's translated fields, beside the English.
  const arabicName = page.getByLabel("Name", { exact: true }).nth(1);
  await expect(arabicName).toHaveValue(String(original.ar.name));
  await slug.fill("compact-uv-sterilizer");
  await page.getByLabel("Place in lists").first().fill("29");
  await englishName.fill("Compact UV Sterilizer");
  await arabicName.fill("معقّم مدمج بالأشعة فوق البنفسجية");
  await expect(slug).toHaveValue("compact-uv-sterilizer");
  await expect(englishName).toHaveValue("Compact UV Sterilizer");
  // A picture uploaded for the copy goes where the build reads the products' pictures. (With
  // upload folders relative to the entry, Decap asked for the copy's picture beside the JSON
  // files, the copy having no path yet: decap-server's error, which afterEach reports.)
  // The form's thumbnail of a picture already in the file stays Decap's empty placeholder
  // (docs/editors.md), so nothing here looks at it.
  const picture = fs.readFileSync(path.join(scratch.root, "data/images/products/uv-sterilizer.jpg"));
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "compact-uv-sterilizer.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  const file = "data/products/compact-uv-sterilizer.json";
  // A new file: absent until the editor has written it.
  await expect
    .poll(() => whenWritten(() => scratch.json<Product>(file).name), { timeout: 20_000 })
    .toBe("Compact UV Sterilizer");
  const copy = scratch.json<Product>(file);
  expect(copy).toEqual({
    ...original,
    order: 29,
    slug: "compact-uv-sterilizer",
    name: "Compact UV Sterilizer",
    image: "../images/products/compact-uv-sterilizer.jpg",
    ar: { ...original.ar, name: "معقّم مدمج بالأشعة فوق البنفسجية" },
  });
  expect(fs.readFileSync(path.join(scratch.root, "data/images/products/compact-uv-sterilizer.jpg"))).toEqual(picture);
  expect(fs.readdirSync(path.join(scratch.root, "data/products")).filter((name) => !name.endsWith(".json"))).toEqual(
    [],
  );
  expect(scratch.json<Product>(PRODUCT)).toEqual(original);
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(copy, "name", "ar")).toBe("معقّم مدمج بالأشعة فوق البنفسجية");
  expect(pageReads(copy, "name", "en")).toBe("Compact UV Sterilizer");
});

test("changing a product's Arabic name changes only its translation", async ({ page }) => {
  const before = scratch.json<Product>(PRODUCT);
  await openEditor(page, "#/collections/products/entries/uv-sterilizer");
  await listsLoaded(page, scratch, "technologies", before.technologies as string[]);
  await page.getByLabel("Name", { exact: true }).nth(1).fill("جهاز التعقيم بالأشعة فوق البنفسجية");
  await publish(page);
  await expect
    .poll(() => whenWritten(() => scratch.json<Product>(PRODUCT).ar.name))
    .toBe("جهاز التعقيم بالأشعة فوق البنفسجية");
  const after = scratch.json<Product>(PRODUCT);
  expect(after).toEqual({ ...before, ar: { ...before.ar, name: "جهاز التعقيم بالأشعة فوق البنفسجية" } });
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(after, "name", "ar")).toBe("جهاز التعقيم بالأشعة فوق البنفسجية");
  expect(pageReads(after, "name", "en")).toBe(before.name);
});

test("an emirate page's Arabic text is edited beside its English, in its own file", async ({ page }) => {
  const file = "data/emirates/sharjah.json";
  type Emirate = Record<string, unknown> & { response: string; ar: Record<string, unknown> & { response: string } };
  const before = scratch.json<Emirate>(file);
  await openEditor(page, "#/collections/emirates/entries/sharjah");
  const english = page.getByLabel("Response", { exact: true }).first();
  const arabic = page.getByLabel("Response", { exact: true }).nth(1);
  await expect(english).toHaveValue(before.response);
  await expect(arabic).toHaveValue(before.ar.response);
  const { technologies, products } = before.services as { technologies: string[]; products: string[] };
  await listsLoaded(page, scratch, "technologies", technologies);
  await listsLoaded(page, scratch, "products", products);
  const response = "نصل إلى معظم مناطق الشارقة في يوم العمل التالي لحجز فحص المياه.";
  await arabic.fill(response);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<Emirate>(file).ar.response)).toBe(response);
  expect(scratch.json<Emirate>(file)).toEqual({ ...before, ar: { ...before.ar, response } });
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(scratch.json<Emirate>(file), "response", "ar")).toBe(response);
  expect(pageReads(scratch.json<Emirate>(file), "response", "en")).toBe(before.response);
});

test("the company's Arabic tagline is edited beside the English, in data/company.json", async ({ page }) => {
  const file = "data/company.json";
  type Company = Record<string, unknown> & { tagline: string; ar: Record<string, unknown> & { tagline: string } };
  const before = scratch.json<Company>(file);
  await openEditor(page, "#/collections/company/entries/company");
  const english = page.getByLabel("Tagline", { exact: true }).first();
  const arabic = page.getByLabel("Tagline", { exact: true }).nth(1);
  await expect(english).toHaveValue(before.tagline);
  await expect(arabic).toHaveValue(before.ar.tagline);
  const tagline = "معالجة المياه للمنازل والشركات والمصانع في الإمارات السبع";
  await arabic.fill(tagline);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<Company>(file).ar.tagline)).toBe(tagline);
  const after = scratch.json<Company>(file);
  expect(after).toEqual({ ...before, ar: { ...before.ar, tagline } });
  expect(Object.keys(after)).toEqual(Object.keys(before));
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(after, "tagline", "ar")).toBe(tagline);
  expect(pageReads(after, "tagline", "en")).toBe(before.tagline);
});

/** The field among `fields` that shows `value` (a form holds many fields of one label, in both columns). */
async function fieldShowing(fields: Locator, value: string): Promise<Locator> {
  await expect(fields.first()).toBeAttached();
  const index = await fields.evaluateAll(
    (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted),
    value,
  );
  expect(index, `a field showing "${value}"`).toBeGreaterThanOrEqual(0);
  return fields.nth(index);
}

/** A file's text with one JSON string of it replaced: what the editor must write, byte for byte. */
function withString(text: string, from: string, to: string): string {
  expect(text.split(JSON.stringify(from)).length, `"${from}" once in the file`).toBe(2);
  return text.replace(JSON.stringify(from), JSON.stringify(to));
}

test("a page's Arabic title is edited beside the English, in data/home.json, and nothing else moves", async ({
  page,
}) => {
  const file = "data/home.json";
  type Home = Record<string, unknown> & {
    title: string;
    technologies: { featured: string[] };
    gallery: { products: string[] };
    ar: Record<string, unknown> & { title: string };
  };
  const before = scratch.json<Home>(file);
  const beforeText = scratch.text(file);
  await openEditor(page, "#/collections/pages/entries/home");
  const titles = page.getByLabel("Title", { exact: true });
  // The home page's form is the editor's largest (about 150 fields): on a busy machine it takes a while.
  await expect(titles.first()).toHaveValue(before.title, { timeout: 20_000 });
  await listsLoaded(page, scratch, "technologies", before.technologies.featured);
  await listsLoaded(page, scratch, "products", before.gallery.products);
  const title = "معالجة المياه في دبي وجميع الإمارات";
  await (await fieldShowing(titles, before.ar.title)).fill(title);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<Home>(file).ar.title)).toBe(title);
  // Byte for byte: the hero slides' Arabic button words, which the Arabic column does not
  // show, the pictures and the order of every field stay as they were.
  expect(scratch.text(file)).toBe(withString(beforeText, before.ar.title, title));
  expect(buildErrors(scratch)).toEqual([]);
  expect(pageReads(scratch.json<Home>(file), "title", "ar")).toBe(title);
  expect(pageReads(scratch.json<Home>(file), "title", "en")).toBe(before.title);
});

test("a common question's Arabic answer is edited in its own record of data/faq.json", async ({ page }) => {
  const file = "data/faq.json";
  type Question = { slug: string; question: string; answer: string; ar: { question: string; answer: string } };
  const before = scratch.json<Question[]>(file);
  const beforeText = scratch.text(file);
  await openEditor(page, "#/collections/faq/entries/faq");
  // A folded question shows its words in each column; its first button unfolds it.
  const arabicQuestion = page.getByText(before[1].ar.question, { exact: true });
  await arabicQuestion.locator("xpath=..").getByRole("button").first().click();
  const answer = "نعم. يركّب فنيّونا الأنظمة ويصونونها في الإمارات السبع، من الشقق إلى المصانع.";
  const field = await fieldShowing(page.getByLabel("Answer", { exact: true }), before[1].ar.answer);
  await expect(field).toBeVisible();
  await field.fill(answer);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<Question[]>(file)[1].ar.answer)).toBe(answer);
  expect(scratch.text(file)).toBe(withString(beforeText, before[1].ar.answer, answer));
  expect(buildErrors(scratch)).toEqual([]);
  const after = scratch.json<Question[]>(file)[1];
  expect(pageReads(after, "answer", "ar")).toBe(answer);
  expect(pageReads(after, "answer", "en")).toBe(before[1].answer);
});

test("a client's name is changed in data/clients.json, which has no Arabic column", async ({ page }) => {
  const file = "data/clients.json";
  const before = scratch.json<Array<{ name: string; logo: string }>>(file);
  const beforeText = scratch.text(file);
  await openEditor(page, "#/collections/clients/entries/clients");
  await page.getByText(before[2].name, { exact: true }).locator("xpath=..").getByRole("button").first().click();
  const name = `${before[2].name} Group`;
  const field = await fieldShowing(page.getByLabel("Name", { exact: true }), before[2].name);
  await expect(field).toBeVisible();
  await field.fill(name);
  await expect(page.getByText("Writing in AR")).toHaveCount(0);
  await publish(page);
  await expect.poll(() => whenWritten(() => scratch.json<typeof before>(file)[2].name)).toBe(name);
  expect(scratch.text(file)).toBe(withString(beforeText, before[2].name, name));
  expect(buildErrors(scratch)).toEqual([]);
});

test("editing an article's FAQ answer rewrites its frontmatter and keeps its body", async ({ page }) => {
  const before = scratch.text(ARTICLE);
  const body = before.slice(before.indexOf("\n---\n") + 5);
  await openEditor(page, "#/collections/articles/entries/water-softener-benefits");
  const question = page.getByText("Is water in the UAE actually hard?", { exact: true }).first();
  // The item's first button opens it.
  await question.locator("xpath=..").getByRole("button").first().click();
  const answer = "Usually it is: hardness varies by emirate and building, so test your own tap.";
  await page.getByLabel("Answer").first().fill(answer);
  await publish(page);
  const faq = () => (matter(scratch.text(ARTICLE)).data as { faq: Array<{ question: string; answer: string }> }).faq;
  await expect.poll(() => whenWritten(() => faq()[0].answer)).toBe(answer);
  const { data: frontmatter } = matter(before);
  expect(faq()).toEqual([{ ...frontmatter.faq[0], answer }, ...frontmatter.faq.slice(1)]);
  // The other fields stay (the editor may write the date unquoted: YAML then reads a date).
  const after = matter(scratch.text(ARTICLE)).data;
  const date = after.date instanceof Date ? after.date.toISOString().slice(0, 10) : after.date;
  expect({ ...after, date, faq: frontmatter.faq }).toEqual(frontmatter);
  expect(scratch.text(ARTICLE).endsWith(body)).toBe(true);
  expect(buildErrors(scratch)).toEqual([]);
});

test("an article duplicated, with its Arabic title and a new banner, is written in both language folders", async ({
  page,
}) => {
  const translation = ARTICLE.replace("/en/", "/ar/");
  const [english, arabic] = [matter(scratch.text(ARTICLE)), matter(scratch.text(translation))];
  const slug = await duplicateEntry(page, "articles", "water-softener-benefits");
  const title = "دليل أجهزة تيسير المياه";
  await slug.fill("softener-guide");
  await page.getByLabel("Legacy path", { exact: true }).first().fill("/blog9");
  await page.getByLabel("Title", { exact: true }).first().fill("A Guide to Water Softeners");
  await page.getByLabel("Title", { exact: true }).nth(1).fill(title);
  const picture = fs.readFileSync(path.join(scratch.root, "content/images/water-softener-benefits.jpg"));
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "guide.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  const written = (file: string) => whenWritten(() => matter(scratch.text(file)));
  await expect.poll(() => written("content/blog/ar/softener-guide.mdx")?.data.title, { timeout: 20_000 }).toBe(title);
  // YAML reads an unquoted date (as the editor may write it) as a Date.
  const withTextDate = ({ date, ...data }: Record<string, unknown>) => ({
    ...data,
    date: date instanceof Date ? date.toISOString().slice(0, 10) : date,
  });
  const banner = "../../images/guide.jpg";
  const changes = { slug: "softener-guide", legacyPath: "/blog9", title: "A Guide to Water Softeners", banner };
  expect(withTextDate(written("content/blog/en/softener-guide.mdx")!.data)).toEqual({
    ...withTextDate(english.data),
    ...changes,
  });
  expect(written("content/blog/ar/softener-guide.mdx")!.data).toEqual({ ...arabic.data, title });
  expect(fs.readFileSync(path.join(scratch.root, "content/images/guide.jpg"))).toEqual(picture);
  expect(buildErrors(scratch)).toEqual([]);
});

test("an empty required field is refused with a message, and the file stays as it was", async ({ page }) => {
  const before = scratch.text(PRODUCT);
  await openEditor(page, "#/collections/products/entries/uv-sterilizer");
  await page.getByLabel("Name", { exact: true }).first().fill("");
  await publish(page);
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  await expect(page.getByText("Name is required.").first()).toBeVisible();
  expect(scratch.text(PRODUCT)).toBe(before);
});

test("a copy that keeps the original's slug is refused with a message, and no file is written", async ({ page }) => {
  const files = fs.readdirSync(path.join(scratch.root, "data/products"));
  await duplicateEntry(page, "products", "uv-sterilizer");
  await page.getByLabel("Name", { exact: true }).first().fill("UV Sterilizer, second unit");
  await publish(page);
  await expect(page.getByText('Slug: another entry already has "uv-sterilizer"', { exact: false })).toBeVisible();
  // Decap would have saved it as uv-sterilizer-1.json, the same slug inside, which the build rejects.
  expect(fs.readdirSync(path.join(scratch.root, "data/products"))).toEqual(files);
});
