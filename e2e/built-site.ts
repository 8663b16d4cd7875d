import fs from "node:fs";
import path from "node:path";
import { unlocalizedPath } from "../src/lib/languages";
import { sameArticleIn } from "../content-model/article-files";
import { readContent, type ContentFiles } from "../content-model/read-content";

/** What the production build in public/ contains, for the site-wide checks. */
export const ROOT = path.join(__dirname, "..");
export const PUBLIC = path.join(ROOT, "public");

/** The not-found page as Gatsby writes it (public/404/index.html and public/404.html). */
export const NOT_FOUND_PAGE = "/404/";

/** Pages outside the sitemap (aliases and legacy copies, see site-structure/sitemap.ts). */
export const ALIASES = ["/technologies/Desalination/", "/blog1/", "/blog2/", "/blog3/"];

/** Every route of the build: the sitemap's canonical pages, the aliases and the 404 page. */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
  const canonical = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (canonical.length === 0) throw new Error("public/sitemap-0.xml lists no page: build first");
  return [...new Set([...canonical, ...ALIASES, NOT_FOUND_PAGE])];
}

/** A page of a template with many pages (a technology, a product, an article or its legacy copy, an emirate), in any language. */
export function isTemplateInstance(route: string): boolean {
  const path = unlocalizedPath(route);
  return /^\/(technologies|parts|blogs|water-treatment)\/[^/]+\/$/.test(path) || /^\/blog\d+\/$/.test(path);
}

let content: ContentFiles | undefined;

/**
 * A data file as validation reads it, by its path under data/ ("products.json",
 * "ar/products.json"): a record collection (data/products/*.json) joined into one file
 * (content-model/record-files.ts). Undefined when there is no such file.
 */
export function readData<T>(file: string): T {
  content ??= readContent(ROOT);
  const wanted = `data/${file}`;
  const found = [...content.dataFiles, ...content.translations.flatMap(({ dataFiles }) => dataFiles)].find(
    (candidate) => candidate.path === wanted,
  );
  return found?.data as T;
}

/**
 * The articles' frontmatter fields that the checks need, in a language (content/blog/<language>/),
 * each with the slug of its English article (a translation has the English file's name).
 */
export function articles(language = "en"): Array<{ title: string; slug: string; cardText: string; bannerAlt: string }> {
  content ??= readContent(ROOT);
  const english = content.articles;
  const inLanguage =
    language === "en"
      ? english
      : (content.translations.find((edition) => edition.language === language)?.articles ?? []);
  return inLanguage.map((article) => {
    const data = article.data as Record<string, string>;
    const original = sameArticleIn(article.path, "en", english, (candidate) => candidate.path);
    return {
      title: data.title,
      slug: (original?.data as { slug: string } | undefined)?.slug ?? "",
      cardText: data.cardText,
      bannerAlt: data.bannerAlt,
    };
  });
}

/** budgets.json: byte budgets, and one route per template. */
export interface Budgets {
  routes: string[];
  targets: {
    javascriptKb: { home: number; other: number };
    htmlKb: number;
    htmlBrotliKb: number;
    firstScreenKb: number;
    homeTotalKb: number;
    lcpImageKb: number;
  };
  /** Per route, the figures allowed above their target until it is met (a ratchet). */
  ceilings: Record<string, Record<string, number>>;
}

export const budgets = (): Budgets => JSON.parse(fs.readFileSync(path.join(ROOT, "budgets.json"), "utf8")) as Budgets;

/** One route per template (budgets.json `routes`): the pages the per-template checks visit. */
export const templateRoutes = (): string[] => budgets().routes;

/**
 * The year of the build's clock, as Gatsby recorded it when the build started (the site's
 * buildTime, in the frame's query result under public/page-data/sq/), so that a test run
 * on New Year's Day against a build of New Year's Eve expects the build's year, not the
 * test's. Checked against the clock that wrote public/index.html: the same year, or the
 * one before it when the build straddled midnight.
 */
export function buildYear(): number {
  const folder = path.join(PUBLIC, "page-data", "sq", "d");
  const years = fs
    .readdirSync(folder)
    .flatMap((file) => [...fs.readFileSync(path.join(folder, file), "utf8").matchAll(/"buildYear":"(\d{4})"/g)])
    .map((match) => Number(match[1]));
  if (new Set(years).size !== 1) throw new Error(`public/page-data/sq/d: build years ${years.join(", ") || "none"}`);
  const written = fs.statSync(path.join(PUBLIC, "index.html")).mtime.getFullYear();
  if (years[0] !== written && years[0] !== written - 1) {
    throw new Error(`build year ${years[0]}, but public/index.html was written in ${written}`);
  }
  return years[0];
}
