/**
 * Every mistake in a checkout's content files, one line each, as the build reports them
 * before it starts (gatsby-node onPreBootstrap): files that do not parse, the rules of
 * validate-content.ts, the translations' (translations.ts), each naming the record's own
 * file (read-content.ts). Also run by the editor's browser tests on the files the editor
 * wrote. Build-time only (node:fs).
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "./read-content";
import { emirateTranslationErrors } from "./emirate-checks";
import { articleTranslationErrors, translationErrors } from "./translations";
import { validateContent } from "./validate-content";

export function contentErrors(root: string): string[] {
  const { dataFiles, articles, translations, parseErrors, pointAtRecords } = readContent(root);
  // Validation reads the translations as files of their own; its messages name the file that holds the text.
  const ruleErrors = [
    ...validateContent({ dataFiles, articles, fileExists: (repoPath) => fs.existsSync(path.join(root, repoPath)) }),
    ...translations.flatMap((translation) => [
      ...translationErrors(translation.language, dataFiles, translation.dataFiles),
      ...articleTranslationErrors(translation.language, articles, translation.articles),
      ...emirateTranslationErrors(translation.language, dataFiles, translation.dataFiles),
    ]),
  ];
  return [...parseErrors, ...ruleErrors.map(pointAtRecords)];
}
