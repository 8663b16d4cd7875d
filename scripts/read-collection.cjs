/**
 * A record collection (data/<name>/<key>.json, content-model/record-files.ts) as the scripts
 * and tests that generate or edit records need it: each record's file, its English record
 * (without `order` and `ar`) in list order, and its Arabic texts keyed by the record's key.
 * Plain CommonJS, so .mjs scripts and Jest both load it.
 */
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.join(__dirname, "..");

function readCollection(name, key = "slug", root = ROOT) {
  const folder = path.join(root, "data", name);
  const records = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({
      file: path.join(folder, file),
      data: JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")),
    }))
    .sort((a, b) => a.data.order - b.data.order);
  const english = records.map(({ data }) =>
    Object.fromEntries(Object.entries(data).filter(([field]) => field !== "order" && field !== "ar")),
  );
  const arabic = Object.fromEntries(records.map(({ data }) => [data[key], data.ar]));
  return { records, english, arabic };
}

/** Writes a collection's records, one file each, in the shape readCollection reads. */
function writeCollection(name, english, arabic, key = "slug", root = ROOT) {
  const folder = path.join(root, "data", name);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  english.forEach((record, index) => {
    const data = { order: index + 1, ...record, ar: arabic[record[key]] };
    fs.writeFileSync(path.join(folder, `${record[key]}.json`), `${JSON.stringify(data, null, 2)}\n`);
  });
}

module.exports = { readCollection, writeCollection };
