/**
 * Record collections: one file per record, data/<collection>/<key>.json, holding the
 * English record, its place in the lists (`order`) and its translations by language:
 *
 *   data/products/uv-sterilizer.json
 *   { "order": 13, "slug": "uv-sterilizer", "name": "UV Sterilizer", ..., "ar": { "name": "..." } }
 *
 * That is the shape the editor at /admin/ writes (one entry per record, the Arabic beside
 * the English). Gatsby reads the files as they are (gatsby-config: one node per file, the
 * translation laid over by content-model/translated-field.ts, lists sorted by `order`).
 * Validation reads them joined back into a collection file (joinCollection), the shape
 * its rules are written for, and names the record's own file in its messages (toRecordFiles).
 * scripts/split-collections.mjs migrates files of the old shape (an array, and the
 * translations keyed by slug in data/<language>/). Pure.
 */
import { TRANSLATED_LANGUAGES } from "../src/lib/languages";
import { isObject, TRANSLATION_KEYS } from "./translations";
import type { ContentFile } from "./validate-content";

const isLanguage = (field: string) => (TRANSLATED_LANGUAGES as readonly string[]).includes(field);

export interface RecordCollection {
  /** The GraphQL node type of its records. */
  type: string;
  /** The field that names a record in messages and translations (and its file, as a slug). */
  key: string;
}

export const RECORD_COLLECTIONS: Readonly<Record<string, RecordCollection>> = {
  products: { type: "Product", key: "slug" },
  technologies: { type: "Technology", key: "slug" },
  industries: { type: "Industry", key: "slug" },
  reviews: { type: "Review", key: "name" },
  emirates: { type: "Emirate", key: "slug" },
};

/** The file name of a record: its key as a slug ("Fatima Al Mansoori" -> fatima-al-mansoori.json). */
export function recordFileName(key: string): string {
  const slug = key
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug}.json`;
}

/** A value with its relative paths ("../images/x.jpg") read from one folder higher ("./images/x.jpg"). */
function shallower(value: unknown): unknown {
  if (typeof value === "string")
    return value.startsWith("../") ? `./${value.slice(3)}`.replace(/^\.\/\.\.\//, "../") : value;
  if (Array.isArray(value)) return value.map(shallower);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shallower(item)]));
  }
  return value;
}

export interface JoinedCollection {
  /** data/<name>.json as an array of the English records, in `order`. */
  english: ContentFile;
  /** Per translated language, data/<language>/<name>.json keyed by the records' key. */
  translations: { language: string; file: ContentFile }[];
  /** Each record's file by its key, for the messages. */
  fileOfKey: Map<string, string>;
  /** Mistakes in the files' own frame: `order`, the file name. */
  errors: string[];
}

/** The record files of one collection (paths data/<name>/<file>.json) joined into collection files. */
export function joinCollection(name: string, files: readonly ContentFile[]): JoinedCollection {
  const { key } = RECORD_COLLECTIONS[name];
  const errors: string[] = [];
  const fileOfKey = new Map<string, string>();
  const records = files.map((file) => {
    const data = (file.data && typeof file.data === "object" && !Array.isArray(file.data) ? file.data : {}) as Record<
      string,
      unknown
    >;
    const { order, ...rest } = data;
    if (!Number.isInteger(order) || (order as number) < 1) {
      errors.push(`${file.path}: field "order": must be a whole number from 1 (the record's place in the lists)`);
    }
    const english = Object.fromEntries(Object.entries(rest).filter(([field]) => !isLanguage(field)));
    const keyValue = english[key];
    if (typeof keyValue === "string" && keyValue.trim() !== "") {
      fileOfKey.set(keyValue, file.path);
      const expected = recordFileName(keyValue);
      if (file.path.split("/").pop() !== expected) {
        errors.push(`${file.path}: field "${key}": "${keyValue}" belongs in data/${name}/${expected}; rename the file`);
      }
    }
    return { file, order: typeof order === "number" ? order : Number.MAX_SAFE_INTEGER, english, data };
  });
  records.sort((a, b) => a.order - b.order || a.file.path.localeCompare(b.file.path));
  return {
    english: { path: `data/${name}.json`, data: records.map((record) => shallower(record.english)) },
    translations: TRANSLATED_LANGUAGES.map((language) => ({
      language,
      file: {
        path: `data/${language}/${name}.json`,
        data: Object.fromEntries(
          records.flatMap(({ english, data }) =>
            data[language] === undefined ? [] : [[String(english[key]), shallower(data[language])]],
          ),
        ),
      },
    })),
    fileOfKey,
    errors,
  };
}

/**
 * A data file of data/ as validation reads it: the English, and per language its
 * translation as data/<language>/<file> (the shape content-model/translations.ts checks).
 * Every data file holds its translations inside, under the language, as a record file
 * does, so the editor shows the Arabic beside the English:
 *
 *   data/home.json   { "title": ..., "ar": { "title": ... } }
 *   data/faq.json    [{ "slug": "choosing-a-system", "question": ..., "ar": { "question": ... } }]
 *
 * A file of records (faq.json) is translated record by record, each under its key
 * (TRANSLATION_KEYS); toRecordFiles points the messages back at the file.
 */
export function splitTranslations(file: ContentFile): {
  english: ContentFile;
  translations: { language: string; file: ContentFile }[];
} {
  const name = file.path.replace(/^data\//, "");
  const key = TRANSLATION_KEYS[name];
  const records = Array.isArray(file.data) ? (file.data as unknown[]) : undefined;
  const englishOf = (value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).filter(([field]) => !isLanguage(field))) : value;
  const translationOf = (language: string): unknown => {
    if (!records) return isObject(file.data) ? file.data[language] : undefined;
    const translated = records.filter((record) => isObject(record) && record[language] !== undefined);
    if (translated.length === 0) return undefined;
    return Object.fromEntries(
      translated.map((record) => [
        String((record as Record<string, unknown>)[key]),
        (record as Record<string, unknown>)[language],
      ]),
    );
  };
  return {
    english: { path: file.path, data: records ? records.map(englishOf) : englishOf(file.data) },
    translations: TRANSLATED_LANGUAGES.flatMap((language) => {
      const data = translationOf(language);
      return data === undefined ? [] : [{ language, file: { path: `data/${language}/${name}`, data } }];
    }),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A validation message about a joined collection file, pointed at the record's own file:
 *   data/products.json: record "uv-sterilizer" (#13): field "name": ...
 *   -> data/products/uv-sterilizer.json: field "name": ...
 *   data/ar/products.json: record "uv-sterilizer": field "name": missing ...
 *   -> data/products/uv-sterilizer.json: Arabic ("ar") field "name": missing ...
 */
export function toRecordFiles(line: string, joined: ReadonlyMap<string, JoinedCollection>): string {
  let pointed = line;
  for (const [name, { fileOfKey }] of joined) {
    const match = new RegExp(
      `^data/(?:([a-z]{2})/)?${escape(name)}\\.json: record "([^"]*)"(?: \\(#\\d+\\))?: (.*)$`,
    ).exec(line);
    const file = match ? fileOfKey.get(match[2]) : undefined;
    if (match && file) {
      const [, language, , rest] = match;
      pointed = language ? `${file}: translation "${language}": ${rest}` : `${file}: ${rest}`;
      break;
    }
  }
  // Any other data file's translation: inside the English file.
  const inside = /^data\/([a-z]{2})\/([^/:]+\.json): (.*)$/.exec(pointed);
  if (inside && !joined.has(inside[2].replace(/\.json$/, ""))) {
    pointed = `data/${inside[2]}: translation "${inside[1]}": ${inside[3]}`;
  }
  // The collection as a whole (a slug other records name): its folder.
  return pointed.replace(
    new RegExp(`data/(?:[a-z]{2}/)?(${[...joined.keys()].map(escape).join("|")})\\.json`, "g"),
    "data/$1/",
  );
}
