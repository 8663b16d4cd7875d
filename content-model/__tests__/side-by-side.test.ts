/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/side-by-side.mjs");
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");
const mdx = (root: string, folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith(".mdx"))
    .sort();

/** The data files (data/*.json) of the checkout. */
const dataFiles = () =>
  fs
    .readdirSync(path.join(ROOT, "data"))
    .filter((file) => file.endsWith(".json"))
    .sort();

/** A scratch checkout with the data files' translations and the articles in the shape before the editor's. */
function oldShape(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "side-by-side-"));
  fs.mkdirSync(path.join(root, "data", "ar"), { recursive: true });
  fs.mkdirSync(path.join(root, "content", "blog", "ar"), { recursive: true });
  for (const name of dataFiles()) {
    const data = JSON.parse(read(ROOT, `data/${name}`));
    // A file of one object: its translation as that object; a list of records: keyed by slug.
    const [english, arabic] = Array.isArray(data)
      ? [
          data.map(({ ar: _ar, ...record }) => record),
          Object.fromEntries(data.filter((record) => record.ar).map((record) => [record.slug, record.ar])),
        ]
      : [(({ ar: _ar, ...rest }) => rest)(data), data.ar];
    const translated = arabic !== undefined && Object.keys(arabic).length > 0;
    fs.writeFileSync(
      path.join(root, "data", name),
      translated ? JSON.stringify(english, null, 2) : read(ROOT, `data/${name}`),
    );
    if (translated) fs.writeFileSync(path.join(root, "data", "ar", name), JSON.stringify(arabic, null, 2));
  }
  for (const [index, name] of mdx(ROOT, "content/blog/en").entries()) {
    const english = read(ROOT, `content/blog/en/${name}`);
    fs.writeFileSync(path.join(root, "content", "blog", name), english.replace('banner: "../../', 'banner: "../'));
    const slug = /^slug: "(.*)"$/m.exec(english)![1];
    const arabic = read(ROOT, `content/blog/ar/${name}`).replace(/^---\n/, `---\ntranslationOf: "${slug}"\n`);
    // A translation could have any file name: its translationOf named the article.
    fs.writeFileSync(path.join(root, "content", "blog", "ar", index === 0 ? "old-name.mdx" : name), arabic);
  }
  return root;
}

function run(root: string) {
  const code = `import(${JSON.stringify(SCRIPT)}).then((m) => { m.mergeTranslations(${JSON.stringify(root)}); m.moveArticles(${JSON.stringify(root)}); })`;
  execFileSync(process.execPath, ["--input-type=module", "-e", code]);
}

test("the migration writes exactly today's data files and articles from the old shape, and again changes nothing", () => {
  const root = oldShape();
  expect(fs.readdirSync(path.join(root, "data", "ar")).length).toBeGreaterThanOrEqual(10);
  for (let round = 0; round < 2; round++) {
    run(root);
    for (const name of dataFiles()) expect(read(root, `data/${name}`)).toBe(read(ROOT, `data/${name}`));
    expect(fs.existsSync(path.join(root, "data", "ar"))).toBe(false);
    expect(mdx(root, "content/blog")).toEqual([]);
    for (const folder of ["content/blog/en", "content/blog/ar"]) {
      expect(mdx(root, folder)).toEqual(mdx(ROOT, folder));
      for (const name of mdx(ROOT, folder))
        expect(read(root, `${folder}/${name}`)).toBe(read(ROOT, `${folder}/${name}`));
    }
  }
  fs.rmSync(root, { recursive: true });
});
