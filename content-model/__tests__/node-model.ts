/**
 * A stand-in for Gatsby's resolver context in unit tests of field extensions: a node model
 * holding data/company.json and the real translation files (data/<language>/*.json) as
 * Translation nodes with their File parents, and the page's language.
 */
import fs from "node:fs";
import path from "node:path";
import company from "../../data/company.json";
import { TRANSLATED_LANGUAGES } from "../../src/lib/languages";
import type { FactsContext } from "../fact-fields";

const DATA = path.join(__dirname, "../../data");

const files = TRANSLATED_LANGUAGES.flatMap((language) =>
  fs
    .readdirSync(path.join(DATA, language))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({
      file: { id: `file ${language}/${name}`, name: name.replace(/\.json$/, ""), relativeDirectory: language },
      node: {
        id: `translation ${language}/${name}`,
        parent: `file ${language}/${name}`,
        ...JSON.parse(fs.readFileSync(path.join(DATA, language, name), "utf8")),
      },
    })),
);

export function resolverContext(language?: string) {
  const findOne = jest.fn(async ({ type }: { type: string }) => (type === "Company" ? company : null));
  const findAll = jest.fn(async ({ type }: { type: string }) => ({
    entries: type === "Translation" ? files.map(({ node }) => node) : [],
  }));
  const getNodeById = jest.fn(({ id }: { id: string }) => files.find(({ file }) => file.id === id)?.file ?? null);
  return { language, nodeModel: { findOne, findAll, getNodeById } } satisfies FactsContext;
}
