#!/usr/bin/env node
/**
 * Migration, safe to run again: moves the data files' translations and the articles to the
 * shape the editor at /admin/ shows side by side, the Arabic beside the English.
 *
 *   old: data/ar/company.json                    { "name": "...", ... }
 *   new: data/company.json                       { ..., "ar": { "name": "...", ... } }
 *
 *   old: data/ar/faq.json                        { "<slug>": { "question": "...", ... } }
 *   new: data/faq.json                           [{ "slug": "<slug>", ..., "ar": { "question": "...", ... } }]
 *
 *   old: content/blog/<slug>.mdx                 banner: "../images/x.jpg"
 *        content/blog/ar/<any>.mdx               translationOf: "<slug>"
 *   new: content/blog/en/<slug>.mdx              banner: "../../images/x.jpg"
 *        content/blog/ar/<English file's name>   (no translationOf: the name links them)
 *
 * The frontmatter and bodies are moved as text, byte for byte but for those lines. Run it
 * after merging a branch that still adds content in the old shape.
 *
 *   node scripts/side-by-side.mjs
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const formatJson = createRequire(import.meta.url)("../plugins/admin-editor/admin/format-json.js");

const LANGUAGES = ["ar"];
const ENGLISH = "en";

/**
 * Every data/<language>/<file>.json into data/<file>.json under the language: a file of one
 * object as a whole, a list of records (keyed by their slug) record by record. Returns the
 * files merged.
 */
export function mergeTranslations(root) {
  const merged = [];
  for (const language of LANGUAGES) {
    const folder = path.join(root, "data", language);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .sort()) {
      const file = path.join(folder, name);
      const englishFile = path.join(root, "data", name);
      if (!fs.existsSync(englishFile)) throw new Error(`data/${language}/${name}: data/${name} does not exist`);
      const english = JSON.parse(fs.readFileSync(englishFile, "utf8"));
      const translation = JSON.parse(fs.readFileSync(file, "utf8"));
      const withTranslation = Array.isArray(english)
        ? english.map((record) =>
            translation[record.slug] === undefined ? record : { ...record, [language]: translation[record.slug] },
          )
        : { ...english, [language]: translation };
      fs.writeFileSync(englishFile, formatJson(withTranslation));
      fs.rmSync(file);
      merged.push(`data/${language}/${name}`);
    }
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return merged;
}

/** A frontmatter field's value as written on its line (quotes taken off), or undefined. */
function frontmatterField(text, name) {
  const match = new RegExp(`^${name}:\\s*(.*)$`, "m").exec(text.split(/^---\s*$/m)[1] ?? "");
  return match ? match[1].trim().replace(/^(["'])(.*)\1$/, "$2") : undefined;
}

/** content/blog/*.mdx into content/blog/en/, and each translation named after its English file; returns the moves. */
export function moveArticles(root) {
  const blog = path.join(root, "content", "blog");
  const moves = [];
  const slugToName = new Map();
  const englishFolder = path.join(blog, ENGLISH);
  if (fs.existsSync(englishFolder)) {
    for (const name of fs.readdirSync(englishFolder).filter((file) => file.endsWith(".mdx"))) {
      slugToName.set(frontmatterField(fs.readFileSync(path.join(englishFolder, name), "utf8"), "slug"), name);
    }
  }
  for (const name of fs.readdirSync(blog).filter((file) => file.endsWith(".mdx"))) {
    const text = fs.readFileSync(path.join(blog, name), "utf8");
    fs.mkdirSync(englishFolder, { recursive: true });
    fs.writeFileSync(path.join(englishFolder, name), text.replace(/^(banner:\s*["']?)\.\.\//m, "$1../../"));
    fs.rmSync(path.join(blog, name));
    slugToName.set(frontmatterField(text, "slug"), name);
    moves.push([`content/blog/${name}`, `content/blog/${ENGLISH}/${name}`]);
  }
  for (const language of LANGUAGES) {
    const folder = path.join(blog, language);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).filter((file) => file.endsWith(".mdx"))) {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      const of = frontmatterField(text, "translationOf");
      if (of === undefined) continue;
      const target = slugToName.get(of);
      if (!target) throw new Error(`content/blog/${language}/${name}: translationOf "${of}" names no English article`);
      fs.rmSync(path.join(folder, name));
      fs.writeFileSync(path.join(folder, target), text.replace(/^translationOf:.*\r?\n/m, ""));
      moves.push([`content/blog/${language}/${name}`, `content/blog/${language}/${target}`]);
    }
  }
  return moves;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const merged = mergeTranslations(root);
  for (const file of merged) console.log(`${file} -> data/${path.basename(file)}`);
  if (merged.length === 0) console.log("data: no translation to merge");
  const moves = moveArticles(root);
  for (const [from, to] of moves) console.log(`${from} -> ${to}`);
  if (moves.length === 0) console.log("content/blog: nothing to move");
}
