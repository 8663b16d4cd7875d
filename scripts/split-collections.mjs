#!/usr/bin/env node
/**
 * Migration, safe to run again: turns the record files of the old shape into one file per
 * record, the shape the editor at /admin/ writes (content-model/record-files.ts reads it).
 *
 *   old: data/products.json         [ { "slug": "uv-sterilizer", ... }, ... ]
 *        data/ar/products.json      { "uv-sterilizer": { "name": "...", ... } }
 *   new: data/products/uv-sterilizer.json
 *        { "order": 13, "slug": "uv-sterilizer", ..., "ar": { "name": "...", ... } }
 *
 * `order` keeps the records' order (the position they had in the array); relative paths
 * ("./images/x.jpg") gain one "../", since the record now lives one folder deeper. Run it
 * after merging a branch that still adds records to an old-shape file: every record of
 * data/<name>.json is written to its own file (replacing the file of the same key), with
 * `order` continuing after the records already split, and both old files are deleted.
 *
 *   node scripts/split-collections.mjs [name ...]   (default: every collection below)
 *
 * Keep COLLECTIONS equal to RECORD_COLLECTIONS in content-model/record-files.ts (a unit
 * test compares them).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The editor's JSON layout (Prettier's), so the files it and this script write look alike. */
const formatJson = createRequire(import.meta.url)("../plugins/admin-editor/admin/format-json.js");

export const COLLECTIONS = {
  products: "slug",
  technologies: "slug",
  industries: "slug",
  reviews: "name",
  emirates: "slug",
};

const LANGUAGES = ["ar"];

/** The file name of a record: its key, or for a name ("Fatima Al Mansoori") the name as a slug. */
export function recordFileName(key) {
  return `${String(key)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.json`;
}

/** A value with every relative path ("./x", "../x") made relative to a folder one level deeper. */
function deeper(value) {
  if (typeof value === "string") return /^\.\.?\//.test(value) ? `../${value.replace(/^\.\//, "")}` : value;
  if (Array.isArray(value)) return value.map(deeper);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deeper(item)]));
  }
  return value;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

/** Splits one collection under `root`; returns the record files written (repository paths). */
export function splitCollection(root, name, keyField = COLLECTIONS[name]) {
  const englishFile = path.join(root, "data", `${name}.json`);
  if (!fs.existsSync(englishFile)) return [];
  const records = readJson(englishFile);
  if (!Array.isArray(records)) throw new Error(`data/${name}.json: expected an array of records`);
  const folder = path.join(root, "data", name);
  fs.mkdirSync(folder, { recursive: true });
  const existing = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file, data: readJson(path.join(folder, file)) }));
  const written = new Set(records.map((record) => recordFileName(record[keyField])));
  const kept = existing.filter(({ file }) => !written.has(file));
  const start = Math.max(0, ...kept.map(({ data }) => (Number.isInteger(data.order) ? data.order : 0)));
  const translations = LANGUAGES.map((language) => {
    const file = path.join(root, "data", language, `${name}.json`);
    return { language, file, byKey: fs.existsSync(file) ? readJson(file) : {} };
  });
  const paths = records.map((record, index) => {
    const fileName = recordFileName(record[keyField]);
    const data = { order: start + index + 1, ...deeper(record) };
    for (const { language, byKey } of translations) {
      const translation = byKey[record[keyField]];
      if (translation !== undefined) data[language] = deeper(translation);
    }
    fs.writeFileSync(path.join(folder, fileName), formatJson(data));
    return `data/${name}/${fileName}`;
  });
  fs.rmSync(englishFile);
  for (const { file } of translations) if (fs.existsSync(file)) fs.rmSync(file);
  return paths;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(COLLECTIONS)) {
    if (!COLLECTIONS[name]) throw new Error(`${name}: not a record collection; add it to COLLECTIONS`);
    const written = splitCollection(root, name);
    console.log(
      `data/${name}.json: ${written.length > 0 ? `${written.length} record file(s) in data/${name}/` : "nothing to split"}`,
    );
  }
}
