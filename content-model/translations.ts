/**
 * Translations of the data files. Every data file holds, under each language, only the
 * fields a visitor reads, and the build lays them over the English record (overlay), so
 * slugs, images, figures and relations are written once:
 *
 *   data/home.json                    { "title": "...", ..., "ar": { "title": "..." } }
 *   data/products/uv-sterilizer.json  { "slug": ..., "name": "...", ..., "ar": { "name": "..." } }
 *
 * Validation reads each language's part as a file of its own, data/<language>/<file>.json
 * (content-model/record-files.ts gathers it), the shape these rules are written for:
 *
 * - A file of records is translated as an object keyed by the records' slug (a review by
 *   its reviewer's name): { "reverse-osmosis": { "name": "...", "hero": { ... } } }.
 * - Any other file is translated in its own shape (object, or array of the same length).
 * - Every text is translated except the machine values below (UNTRANSLATED); numbers and
 *   booleans never are.
 *
 * translationErrors() is the validation (one line per mistake, with file, record and
 * field); overlay() is what the GraphQL layer does (content-model/translated-field.ts). Pure.
 */
import { hyphenatedRanges, rangeMessage } from "./number-ranges";
import { DEFAULT_LANGUAGE } from "../src/lib/languages";
import { articleFile, articlesFolder } from "./article-files";
import type { ContentFile } from "./validate-content";

/** Keys whose texts stay as the English file has them, in every file. */
const UNTRANSLATED_EVERYWHERE = ["slug", "image", "icon", "logo", "poster", "youtubeId", "date"];

/** Per file, dotted paths (from the record) that stay as the English file has them. */
const UNTRANSLATED_IN_FILE: Readonly<Record<string, readonly string[]>> = {
  "products.json": ["category", "technologies"],
  "home.json": ["technologies.featured", "gallery.products", "heroSlides.button"],
  "reviews.json": ["name"],
  // An emirate page's recommendations and its sources (for editors, not visitors) are written once.
  "emirates.json": ["services.technologies", "services.products", "sources"],
  "clients.json": ["name"],
  "water-test.json": [
    "form.fields.propertyType.options.value",
    "form.fields.waterSource.options.value",
    "form.fields.concerns.options.value",
    "form.fields.timeWindow.windows.value",
    "form.fields.timeWindow.windows.from",
    "form.fields.timeWindow.windows.to",
  ],
  // An article's translation gives its texts; the English article its address, date and picture.
  article: ["legacyPath", "banner"],
  "company.json": [
    "siteUrl",
    "phone",
    "email",
    "whatsapp",
    "social",
    "openingHours",
    "address.countryCode",
    "claims.certification",
  ],
};

/** The files translated as an object keyed by a field of their records (a slug; a reviewer's name). */
export const TRANSLATION_KEYS: Readonly<Record<string, string>> = {
  "technologies.json": "slug",
  "products.json": "slug",
  "industries.json": "slug",
  "faq.json": "slug",
  "reviews.json": "name",
  "emirates.json": "slug",
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object (not a list, not null). */
export const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the value at `path` (dotted, array indexes left out) of a record of `file` is translated. */
export function isTranslated(file: string, path: string[], isText: boolean): boolean {
  // A key such as "date" names a machine value when it holds a text, not when it holds a
  // group of fields (the booking form's "date" field with its label and messages).
  if (isText && UNTRANSLATED_EVERYWHERE.includes(path[path.length - 1])) return false;
  const dotted = path.join(".");
  return !(UNTRANSLATED_IN_FILE[file] ?? []).some((rule) => dotted === rule || dotted.startsWith(`${rule}.`));
}

/**
 * The part of an English value a translation must give: its texts, in the same shape;
 * undefined when it has none (a number, a slug, an image path).
 */
export function translatablePart(file: string, value: unknown, path: string[] = []): Json | undefined {
  if (typeof value === "string") return path.length === 0 || isTranslated(file, path, true) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => translatablePart(file, item, path));
    return items.some((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).flatMap(([key, child]) => {
      if (path.length > 0 && !isTranslated(file, path, false)) return [];
      const part = translatablePart(file, child, [...path, key]);
      return part === undefined ? [] : [[key, part] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

const TOKEN = /\{[A-Za-z]+\}|\[[A-Za-z]+\]/g;
const tokens = (text: string) => (text.match(TOKEN) ?? []).sort();

/** Where `translation` differs in shape from `expected` (the English texts): one line each. */
function shapeErrors(expected: Json | undefined, translation: unknown, field: string): string[] {
  const at = field ? `field "${field}"` : "the record";
  if (expected === undefined) return translation === undefined ? [] : [`${at}: not in the English record`];
  if (translation === undefined) return [`${at}: missing (the English record has it)`];
  if (typeof expected === "string") {
    if (typeof translation !== "string") return [`${at}: must be a text`];
    if (translation.trim() === "") return [`${at}: is empty`];
    const wanted = tokens(expected).join(" ");
    const found = tokens(translation).join(" ");
    return [
      ...(wanted === found
        ? []
        : [`${at}: must keep the English text's placeholders (${wanted || "none"}), has ${found || "none"}`]),
      ...hyphenatedRanges(translation).map((range) => `${at}: ${rangeMessage(range)}`),
    ];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(translation)) return [`${at}: must be a list`];
    if (translation.length !== expected.length) {
      return [`${at}: has ${translation.length} item(s), the English record has ${expected.length}`];
    }
    return expected.flatMap((item, index) =>
      shapeErrors(item, translation[index], field ? `${field}.${index}` : `${index}`),
    );
  }
  if (!isObject(translation)) return [`${at}: must be an object`];
  const keys = new Set([...Object.keys(expected as object), ...Object.keys(translation)]);
  return [...keys].flatMap((key) =>
    shapeErrors((expected as Record<string, Json>)[key], translation[key], field ? `${field}.${key}` : key),
  );
}

/** The English records of a keyed file by their key (TRANSLATION_KEYS); undefined for other files. */
function recordsOf(name: string, data: unknown): Map<string, unknown> | undefined {
  const key = TRANSLATION_KEYS[name];
  if (!key || !Array.isArray(data)) return undefined;
  return new Map(data.map((record: Record<string, unknown>) => [String(record?.[key]), record]));
}

/**
 * Every mistake in the translations of one language: a data file with texts and no
 * translation, a record missing or extra, a field missing, extra, empty or with other
 * placeholders than the English one. `english` are the data/*.json files,
 * `translations` those of data/<language>/.
 */
export function translationErrors(language: string, english: ContentFile[], translations: ContentFile[]): string[] {
  const errors: string[] = [];
  const translated = new Map(translations.map((file) => [file.path.split("/").pop() ?? "", file]));
  const englishNames = new Set(english.map((file) => file.path.split("/").pop() ?? ""));
  for (const file of translations) {
    const name = file.path.split("/").pop() ?? "";
    if (!englishNames.has(name)) errors.push(`${file.path}: translates no file; data/${name} does not exist`);
  }
  for (const file of english) {
    const name = file.path.split("/").pop() ?? "";
    const expected = translatablePart(name, file.data);
    const translation = translated.get(name);
    const translationPath = `data/${language}/${name}`;
    if (expected === undefined) {
      if (translation)
        errors.push(`${translationPath}: ${file.path} has no text to translate; leave the translation out`);
      continue;
    }
    if (!translation) {
      errors.push(`${translationPath}: missing; every text of ${file.path} needs its translation`);
      continue;
    }
    const records = recordsOf(name, file.data);
    if (!records) {
      errors.push(...shapeErrors(expected, translation.data, "").map((line) => `${translationPath}: ${line}`));
      continue;
    }
    if (!isObject(translation.data)) {
      errors.push(`${translationPath}: must be an object keyed by the records' "${TRANSLATION_KEYS[name]}"`);
      continue;
    }
    for (const [slug, record] of records) {
      const part = translatablePart(name, record);
      const given = translation.data[slug];
      if (given === undefined) {
        errors.push(`${translationPath}: record "${slug}": missing; ${file.path} has it`);
        continue;
      }
      errors.push(...shapeErrors(part, given, "").map((line) => `${translationPath}: record "${slug}": ${line}`));
    }
    for (const slug of Object.keys(translation.data)) {
      if (!records.has(slug)) {
        errors.push(
          `${translationPath}: record "${slug}": no record of ${file.path} has this ${TRANSLATION_KEYS[name]}`,
        );
      }
    }
  }
  return errors;
}

/**
 * An English value with a translation laid over it: the translation's texts replace the
 * English ones, item by item and key by key; everything it does not give stays.
 */
export function overlay<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (typeof english === "string") return (typeof translation === "string" ? translation : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return english;
    return english.map((item, index) => overlay(item, translation[index])) as T;
  }
  if (isObject(english) && isObject(translation)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, overlay(value, translation[key])]),
    ) as T;
  }
  return english;
}

/** The frontmatter a translated article gives: its texts; slug, date, banner come from the English one. */
export const ARTICLE_TRANSLATION_FIELDS = ["title", "description", "cardText", "bannerAlt", "faq"];

interface ArticleLike {
  path: string;
  data: unknown;
  body: string;
}

/** Markdown links to a page of the site: [text](/path/). */
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;

/**
 * Every mistake in the translated articles of one language (content/blog/<language>/*.mdx,
 * each under its English article's file name: content-model/article-files.ts): an English
 * article without translation, a translation of no article, a field the English
 * frontmatter's texts lack or have besides, another number of FAQ entries, no <Faq /> line,
 * or a link to a page of the site outside the language.
 */
export function articleTranslationErrors(
  language: string,
  english: readonly ArticleLike[],
  translations: readonly ArticleLike[],
): string[] {
  const errors: string[] = [];
  const byName = new Map(english.map((article) => [articleFile(article.path).name, article]));
  for (const article of translations) {
    const data = (article.data ?? {}) as Record<string, unknown>;
    const { name } = articleFile(article.path);
    const original = byName.get(name);
    if (!original) {
      errors.push(
        `${article.path}: translates no article: a translation has its English article's file name (in ${articlesFolder(DEFAULT_LANGUAGE)}/: ${[...byName.keys()].join(", ")})`,
      );
      continue;
    }
    const source = original.data as Record<string, unknown>;
    const expected = Object.fromEntries(
      ARTICLE_TRANSLATION_FIELDS.filter((field) => field in source).map((field) => [
        field,
        translatablePart("article", source[field]) as Json,
      ]),
    );
    errors.push(...shapeErrors(expected, data, "").map((line) => `${article.path}: frontmatter ${line}`));
    if (!/^<Faq\s*\/>\s*$/m.test(article.body)) {
      errors.push(`${article.path}: body: must contain a line <Faq /> where the FAQ accordion goes`);
    }
    errors.push(...hyphenatedRanges(article.body).map((range) => `${article.path}: body: ${rangeMessage(range)}`));
    const prefix = `/${language}/`;
    for (const [, href] of article.body.matchAll(SITE_LINK)) {
      if (!href.startsWith(prefix)) {
        errors.push(
          `${article.path}: body: the link ${href} leaves the ${language} edition; write ${prefix}${href.slice(1)}`,
        );
      }
    }
  }
  const translated = new Set(translations.map((article) => articleFile(article.path).name));
  for (const [name, article] of byName) {
    if (!translated.has(name)) {
      errors.push(`${article.path}: has no translation; write ${articlesFolder(language)}/${name}`);
    }
  }
  return errors;
}
