/**
 * Reads the content files as validation sees them: data/*.json, content/blog/en/*.mdx, and
 * per translated language content/blog/<language>/*.mdx. Every data file holds its
 * translations inside, under the language: the record collections (data/<collection>/*.json,
 * content-model/record-files.ts) come joined into their collection files (data/products.json,
 * data/ar/products.json), every other data file split (data/home.json, data/ar/home.json),
 * and `pointAtRecords` turns a message about those back to the file that holds the text.
 * A file that does not parse becomes one line in parseErrors. Build-time only (node:fs).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from "../src/lib/languages";
import { articlesFolder } from "./article-files";
import type { ArticleFile, ContentFile } from "./validate-content";
import {
  joinCollection,
  RECORD_COLLECTIONS,
  splitTranslations,
  toRecordFiles,
  type JoinedCollection,
} from "./record-files";

export interface ContentFiles {
  dataFiles: ContentFile[];
  articles: ArticleFile[];
  /** Per translated language: its data files and articles. */
  translations: { language: string; dataFiles: ContentFile[]; articles: ArticleFile[] }[];
  parseErrors: string[];
  /** A validation message about a record collection, naming the record's own file. */
  pointAtRecords: (line: string) => string;
}

function filesIn(root: string, folder: string, extension: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
}

/**
 * Frontmatter with its dates as the text YYYY-MM-DD: YAML reads an unquoted 2024-05-14
 * as a date, which is how the editor at /admin/ writes it (Gatsby reads both alike).
 */
function withDatesAsText(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

export function readContent(root: string): ContentFiles {
  const parseErrors: string[] = [];
  const readData = (folder: string): ContentFile[] =>
    filesIn(root, folder, ".json").flatMap((repoPath) => {
      try {
        return [{ path: repoPath, data: JSON.parse(fs.readFileSync(path.join(root, repoPath), "utf8")) }];
      } catch (error) {
        parseErrors.push(`${repoPath}: not valid JSON: ${(error as Error).message}`);
        return [];
      }
    });
  const readArticles = (folder: string): ArticleFile[] =>
    filesIn(root, folder, ".mdx").flatMap((repoPath) => {
      try {
        const { data, content } = matter(fs.readFileSync(path.join(root, repoPath), "utf8"));
        return [{ path: repoPath, data: withDatesAsText(data), body: content }];
      } catch (error) {
        parseErrors.push(`${repoPath}: frontmatter is not valid YAML: ${(error as Error).message}`);
        return [];
      }
    });
  const joined = new Map<string, JoinedCollection>(
    Object.keys(RECORD_COLLECTIONS).map((name) => [name, joinCollection(name, readData(`data/${name}`))]),
  );
  for (const { errors } of joined.values()) parseErrors.push(...errors);
  // A translation in a file of its own: the shape before the editor's (scripts/side-by-side.mjs).
  for (const language of TRANSLATED_LANGUAGES) {
    for (const repoPath of filesIn(root, `data/${language}`, ".json")) {
      parseErrors.push(
        `${repoPath}: a translation belongs inside data/${path.basename(repoPath)}, under "${language}"; run node scripts/side-by-side.mjs`,
      );
    }
  }
  // The English files and, beside them, the translations that live inside them.
  const splitFiles = [...readData("data").map(splitTranslations), ...joined.values()];
  return {
    dataFiles: splitFiles.map(({ english }) => english),
    articles: readArticles(articlesFolder(DEFAULT_LANGUAGE)),
    translations: TRANSLATED_LANGUAGES.map((language) => ({
      language,
      dataFiles: splitFiles.flatMap(({ translations }) =>
        translations.filter((translation) => translation.language === language).map(({ file }) => file),
      ),
      articles: readArticles(articlesFolder(language)),
    })),
    parseErrors,
    pointAtRecords: (line) => toRecordFiles(line, joined),
  };
}
