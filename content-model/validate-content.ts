/**
 * Content validation: turns every mistake in data/*.json or an article's frontmatter
 * into one line naming the file, the record and the field, e.g.
 *
 *   data/products.json: record "portable-ro-system" (#3): field "category": must be one of commercial, domestic, industrial
 *   data/technologies.json: record "reverse-osmosis" (#4): field "intro.text": unknown fact {custmers}; known facts: ...
 *   data/products.json: record "uv-sterilizer" (#13): field "technologies.0": "uv-disinfection" is not a slug in data/technologies.json
 *
 * Pure: the caller reads the files and says which image paths exist.
 */
import { hyphenatedRanges, rangeMessage } from "./number-ranges";
import type { z } from "zod";
import { recordLabel } from "./record-label";
import { emirateErrors } from "./emirate-checks";
import { buildSchemas, DATA_FILES, type DataFileName } from "./content-schema";
import {
  bodyTokens,
  factElements,
  factTokens,
  factValues,
  FACT_NAMES,
  isFactName,
  KNOWN_FACTS,
  resolveFacts,
  unknownFacts,
  type CompanyFacts,
} from "./facts";

export interface ContentFile {
  /** Path from the repository root, with forward slashes: "data/products.json". */
  path: string;
  data: unknown;
}

export interface ArticleFile extends ContentFile {
  /** The MDX body after the frontmatter. */
  body: string;
}

export interface ContentInput {
  dataFiles: ContentFile[];
  articles: ArticleFile[];
  /** Whether a file exists at this repository-relative path. */
  fileExists: (repoPath: string) => boolean;
  /** The year the facts count years in business to ({yearsInBusiness}); this year by default. */
  buildYear?: number;
}

/** Resolves "./images/a.jpg" or "../images/a.jpg" against the folder of `fromFile`. */
export function resolveRelative(fromFile: string, relative: string): string {
  const parts = fromFile.split("/").slice(0, -1);
  for (const segment of relative.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

function describeIssue(issue: z.ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    return `unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(", ")}; check the spelling`;
  }
  return issue.message;
}

function formatIssues(file: ContentFile, issues: z.ZodIssue[], prefix = "field"): string[] {
  const isList = Array.isArray(file.data);
  return issues.map((issue) => {
    const path = [...issue.path];
    let where = "";
    if (isList && typeof path[0] === "number") {
      const index = path.shift() as number;
      where = `${recordLabel((file.data as unknown[])[index], index)}: `;
    }
    const field = path.length > 0 ? `${prefix} "${path.join(".")}": ` : "";
    return `${file.path}: ${where}${field}${describeIssue(issue)}`;
  });
}

function duplicates(file: ContentFile, key: string): string[] {
  if (!Array.isArray(file.data)) return [];
  const seen = new Map<string, number>();
  const errors: string[] = [];
  file.data.forEach((record: unknown, index) => {
    const value = (record as Record<string, unknown> | null)?.[key];
    if (typeof value !== "string") return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      errors.push(
        `${file.path}: ${recordLabel(record, index)}: field "${key}": duplicate, "${value}" is already used by record #${first + 1}`,
      );
  });
  return errors;
}

function references(
  file: ContentFile | undefined,
  field: string,
  values: unknown,
  target: ContentFile | undefined,
): string[] {
  if (!file || !target || !Array.isArray(values) || !Array.isArray(target.data)) return [];
  const known = new Set(target.data.map((record: { slug?: string }) => record?.slug));
  return values.flatMap((value, index) =>
    known.has(value)
      ? []
      : [`${file.path}: field "${field}.${index}": "${String(value)}" is not a slug in ${target.path}`],
  );
}

/**
 * Each product's `technologies`: slugs of technologies.json (the schema checks their form and
 * count); and each technology is named by at least one product, so that its page has
 * products to recommend.
 */
function productTechnologies(products: ContentFile | undefined, technologies: ContentFile | undefined): string[] {
  if (!products || !technologies || !Array.isArray(products.data) || !Array.isArray(technologies.data)) return [];
  const known = new Set(technologies.data.map((record: { slug?: unknown }) => record?.slug));
  const named = new Set<unknown>();
  const unknown = products.data.flatMap((record: { technologies?: unknown }, index) => {
    const slugs = record?.technologies;
    if (!Array.isArray(slugs)) return [];
    return slugs.flatMap((value, position) => {
      named.add(value);
      return typeof value !== "string" || known.has(value)
        ? []
        : [
            `${products.path}: ${recordLabel(record, index)}: field "technologies.${position}": "${value}" is not a slug in ${technologies.path}`,
          ];
    });
  });
  const unused = technologies.data.flatMap((record: { slug?: unknown }, index) =>
    typeof record?.slug !== "string" || named.has(record.slug)
      ? []
      : [
          `${technologies.path}: ${recordLabel(record, index)}: no product in ${products.path} names this technology, so its page would recommend none`,
        ],
  );
  return [...unknown, ...unused];
}

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The booking's time windows lie within the company's opening hours (another file: data/company.json). */
function timeWindowErrors(file: ContentFile | undefined, company: ContentFile | undefined): string[] {
  type Window = { from?: unknown; to?: unknown };
  const windows = (file?.data as { form?: { fields?: { timeWindow?: { windows?: unknown } } } } | undefined)?.form
    ?.fields?.timeWindow?.windows;
  const hours = (company?.data as { openingHours?: { opens?: unknown; closes?: unknown } } | undefined)?.openingHours;
  const { opens, closes } = hours ?? {};
  if (!file || !Array.isArray(windows) || typeof opens !== "string" || typeof closes !== "string") return [];
  // Hours that are wrong themselves have their own message in data/company.json.
  if (!CLOCK.test(opens) || !CLOCK.test(closes) || closes <= opens) return [];
  return (windows as Window[]).flatMap(({ from, to }, index) => {
    if (typeof from !== "string" || typeof to !== "string" || !CLOCK.test(from) || !CLOCK.test(to)) return [];
    if (from >= opens && to <= closes) return [];
    return [
      `${file.path}: field "form.fields.timeWindow.windows.${index}": ${from} to ${to} is outside the opening hours of data/company.json (${opens} to ${closes})`,
    ];
  });
}

/** Every text in a file's data, with its path: [{ path: [3, "intro", "text"], text }]. */
function texts(
  value: unknown,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]));
  }
  return [];
}

const issue = (path: Array<string | number>, message: string) => ({ code: "custom", path, message }) as z.ZodIssue;

/** Tokens that name no fact, one issue each; in company.json, which holds the facts, any token. */
function factIssues(data: unknown, holdsFacts = false): z.ZodIssue[] {
  return texts(data).flatMap(({ path, text }) =>
    holdsFacts
      ? factTokens(text).map((name) =>
          issue(path, `{${name}}: facts are not resolved in the file that holds them; write the value`),
        )
      : unknownFacts(text).map((name) => issue(path, `unknown fact {${name}}; known facts: ${KNOWN_FACTS}`)),
  );
}

function rangeIssues(data: unknown): z.ZodIssue[] {
  return texts(data).flatMap(({ path, text }) =>
    hyphenatedRanges(text).map((range) => issue(path, rangeMessage(range))),
  );
}

/** An article body's facts: <Fact name="..." /> with a known name, and no {token}, which MDX reads as JavaScript. */
function bodyFactErrors(article: ArticleFile): string[] {
  const elements = factElements(article.body).flatMap(({ source, name }) => {
    if (name === null) return [`${source} needs a name, such as <Fact name="customers" />`];
    return isFactName(name) ? [] : [`unknown fact <Fact name="${name}" />; known names: ${FACT_NAMES.join(", ")}`];
  });
  const tokens = bodyTokens(article.body).map(
    (name) => `{${name}} is JavaScript in an article's body; write the fact as <Fact name="${name}" />`,
  );
  return [...elements, ...tokens].map((message) => `${article.path}: body: ${message}`);
}

/** The facts' texts, when data/company.json is valid: validation then measures texts as the pages show them. */
function resolverOf(company: ContentFile | undefined, buildYear: number): (text: string) => string {
  const valid = company && buildSchemas(() => true)["company.json"].safeParse(company.data).success;
  if (!valid) return (text) => text;
  const facts = factValues(company.data as CompanyFacts, buildYear);
  return (text) => (unknownFacts(text).length > 0 ? text : resolveFacts(text, facts));
}

export function validateContent({
  dataFiles,
  articles,
  fileExists,
  buildYear = new Date().getFullYear(),
}: ContentInput): string[] {
  const errors: string[] = [];
  const byName = new Map(dataFiles.map((file) => [file.path.split("/").pop() ?? "", file]));
  const withFacts = resolverOf(byName.get("company.json"), buildYear);

  for (const name of DATA_FILES) {
    const file = byName.get(name);
    if (!file) {
      errors.push(`data/${name}: file is missing`);
      continue;
    }
    const schema = buildSchemas((relative) => fileExists(resolveRelative(file.path, relative)), withFacts)[
      name as DataFileName
    ];
    const result = schema.safeParse(file.data);
    if (!result.success) errors.push(...formatIssues(file, result.error.issues));
    errors.push(...formatIssues(file, factIssues(file.data, name === "company.json")));
    errors.push(...formatIssues(file, rangeIssues(file.data)));
    errors.push(...duplicates(file, "slug"));
  }
  for (const file of dataFiles) {
    const name = file.path.split("/").pop() ?? "";
    if (!(DATA_FILES as readonly string[]).includes(name)) {
      errors.push(`${file.path}: unknown data file; only ${DATA_FILES.join(", ")} are read`);
    }
  }

  const home = byName.get("home.json");
  const homeData = (home?.data ?? {}) as { technologies?: { featured?: unknown }; gallery?: { products?: unknown } };
  errors.push(
    ...references(home, "technologies.featured", homeData.technologies?.featured, byName.get("technologies.json")),
  );
  errors.push(...references(home, "gallery.products", homeData.gallery?.products, byName.get("products.json")));
  errors.push(...productTechnologies(byName.get("products.json"), byName.get("technologies.json")));
  errors.push(...timeWindowErrors(byName.get("water-test.json"), byName.get("company.json")));
  errors.push(...emirateErrors(dataFiles));

  const seenSlugs = new Map<string, string>();
  const seenPaths = new Map<string, string>();
  for (const article of articles) {
    const schema = buildSchemas((relative) => fileExists(resolveRelative(article.path, relative)), withFacts).article;
    const result = schema.safeParse(article.data);
    if (!result.success) errors.push(...formatIssues(article, result.error.issues, "frontmatter field"));
    errors.push(...formatIssues(article, factIssues(article.data), "frontmatter field"));
    errors.push(...formatIssues(article, rangeIssues(article.data), "frontmatter field"));
    errors.push(...hyphenatedRanges(article.body).map((range) => `${article.path}: body: ${rangeMessage(range)}`));
    const { slug, legacyPath } = (article.data ?? {}) as { slug?: unknown; legacyPath?: unknown };
    for (const [value, seen, field] of [
      [slug, seenSlugs, "slug"],
      [legacyPath, seenPaths, "legacyPath"],
    ] as const) {
      if (typeof value !== "string") continue;
      const other = seen.get(value);
      if (other)
        errors.push(`${article.path}: frontmatter field "${field}": duplicate, "${value}" is already used by ${other}`);
      else seen.set(value, article.path);
    }
    if (!/^<Faq\s*\/>\s*$/m.test(article.body)) {
      errors.push(`${article.path}: body: must contain a line <Faq /> where the FAQ accordion goes`);
    }
    errors.push(...bodyFactErrors(article));
  }
  return errors;
}
