/**
 * Broken fixtures for the content validation tests (validate-*.test.ts): a copy of the real
 * content files with one thing changed, validated as the build validates them.
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../read-content";
import { validateContent, type ArticleFile, type ContentFile } from "../validate-content";

const ROOT = path.resolve(__dirname, "../..");

export function loadReal(): { dataFiles: ContentFile[]; articles: ArticleFile[] } {
  const { dataFiles, articles } = readContent(ROOT);
  // gray-matter caches parsed files and returns the same objects: copy them.
  return JSON.parse(JSON.stringify({ dataFiles, articles }));
}

export const fileExists = (repoPath: string) => fs.existsSync(path.join(ROOT, repoPath));

export type Mutation = (files: { dataFiles: ContentFile[]; articles: ArticleFile[] }) => void;

export function validateWith(mutate: Mutation): string[] {
  const files = loadReal();
  mutate(files);
  return validateContent({ ...files, fileExists });
}

export function data(files: { dataFiles: ContentFile[] }, name: string): any {
  const file = files.dataFiles.find((candidate) => candidate.path === `data/${name}`);
  if (!file) throw new Error(`fixture data/${name} not found`);
  return file.data;
}
