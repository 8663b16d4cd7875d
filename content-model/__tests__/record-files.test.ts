/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentErrors } from "../check-content";
import { readContent } from "../read-content";
import { joinCollection, RECORD_COLLECTIONS, recordFileName, toRecordFiles } from "../record-files";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/split-collections.mjs");

const recordFiles = (root: string, name: string) =>
  fs
    .readdirSync(path.join(root, "data", name))
    .sort()
    .map((file) => ({
      path: `data/${name}/${file}`,
      data: JSON.parse(fs.readFileSync(path.join(root, "data", name, file), "utf8")),
    }));

/** Runs the migration script's splitCollection on `root`. */
function split(root: string, name: string) {
  const code = `import(${JSON.stringify(SCRIPT)}).then((m) => m.splitCollection(${JSON.stringify(root)}, ${JSON.stringify(name)}))`;
  execFileSync(process.execPath, ["--input-type=module", "-e", code]);
}

/** A scratch folder with the collection written in the old shape (array, translations keyed by slug). */
function oldShape(name: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "record-files-"));
  fs.mkdirSync(path.join(root, "data", "ar"), { recursive: true });
  const joined = joinCollection(name, recordFiles(ROOT, name));
  fs.writeFileSync(path.join(root, "data", `${name}.json`), JSON.stringify(joined.english.data));
  fs.writeFileSync(path.join(root, "data", "ar", `${name}.json`), JSON.stringify(joined.translations[0].file.data));
  return root;
}

describe("record collections", () => {
  it.each(Object.keys(RECORD_COLLECTIONS))(
    "%s: the migration of the old shape writes exactly today's record files (nothing lost, same order)",
    (name) => {
      const root = oldShape(name);
      split(root, name);
      const written = recordFiles(root, name);
      expect(written.map((file) => file.path)).toEqual(recordFiles(ROOT, name).map((file) => file.path));
      for (const file of written) {
        expect(fs.readFileSync(path.join(root, file.path), "utf8")).toBe(
          fs.readFileSync(path.join(ROOT, file.path), "utf8"),
        );
      }
      expect(fs.existsSync(path.join(root, "data", `${name}.json`))).toBe(false);
      expect(fs.existsSync(path.join(root, "data", "ar", `${name}.json`))).toBe(false);
      fs.rmSync(root, { recursive: true });
    },
  );

  it("runs again after a merge: records added in the old shape get files placed after the others", () => {
    const root = oldShape("industries");
    split(root, "industries");
    const added = { ...recordFiles(ROOT, "industries")[0].data, slug: "shipyards", title: "Shipyards" };
    const { order: _order, ar, ...english } = added;
    fs.writeFileSync(path.join(root, "data", "industries.json"), JSON.stringify([english]).replaceAll('"../', '"./'));
    fs.writeFileSync(path.join(root, "data", "ar", "industries.json"), JSON.stringify({ shipyards: ar }));
    split(root, "industries");
    const file = JSON.parse(fs.readFileSync(path.join(root, "data", "industries", "shipyards.json"), "utf8"));
    expect(file.order).toBe(recordFiles(ROOT, "industries").length + 1);
    expect(file.image).toBe(added.image);
    expect(file.ar).toEqual(ar);
    fs.rmSync(root, { recursive: true });
  });

  it("names a record's file after its key", () => {
    expect(recordFileName("Fatima Al Mansoori")).toBe("fatima-al-mansoori.json");
    expect(recordFileName("uv-sterilizer")).toBe("uv-sterilizer.json");
    const script = fs.readFileSync(SCRIPT, "utf8");
    for (const [name, { key }] of Object.entries(RECORD_COLLECTIONS)) {
      expect(script).toContain(`${name}: "${key}"`);
    }
  });

  it("points a validation message at the record's own file", () => {
    const { pointAtRecords } = readContent(ROOT);
    expect(pointAtRecords('data/products.json: record "uv-sterilizer" (#13): field "name": is required')).toBe(
      'data/products/uv-sterilizer.json: field "name": is required',
    );
    expect(pointAtRecords('data/ar/reviews.json: record "Priya Nair": field "text": is empty')).toBe(
      'data/reviews/priya-nair.json: translation "ar": field "text": is empty',
    );
    expect(pointAtRecords('data/home.json: field "gallery.products.0": "x" is not a slug in data/products.json')).toBe(
      'data/home.json: field "gallery.products.0": "x" is not a slug in data/products/',
    );
    const joined = new Map([["products", joinCollection("products", [])]]);
    expect(toRecordFiles('data/about.json: field "x": is required', joined)).toBe(
      'data/about.json: field "x": is required',
    );
  });

  it("reports a record file without its place in the lists, or named after another slug", () => {
    const [first] = recordFiles(ROOT, "products");
    const { order: _order, ...withoutOrder } = first.data;
    const { errors } = joinCollection("products", [{ path: "data/products/copy-1.json", data: withoutOrder }]);
    expect(errors).toEqual([
      'data/products/copy-1.json: field "order": must be a whole number from 1 (the record\'s place in the lists)',
      `data/products/copy-1.json: field "slug": "${first.data.slug}" belongs in data/products/${first.data.slug}.json; rename the file`,
    ]);
  });

  it("reads data/company.json's Arabic as its translation, and names the file in a message about it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "company-"));
    fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    const file = path.join(root, "data", "company.json");
    const company = JSON.parse(fs.readFileSync(file, "utf8"));
    const { translations, dataFiles } = readContent(root);
    expect(dataFiles.find((candidate) => candidate.path === "data/company.json")!.data).not.toHaveProperty("ar");
    expect(translations[0].dataFiles.find((candidate) => candidate.path === "data/ar/company.json")!.data).toEqual(
      company.ar,
    );
    delete company.ar.tagline;
    company.ar.address.city = "";
    fs.writeFileSync(file, JSON.stringify(company));
    expect(contentErrors(root)).toEqual([
      'data/company.json: translation "ar": field "tagline": missing (the English record has it)',
      'data/company.json: translation "ar": field "address.city": is empty',
    ]);
    fs.rmSync(root, { recursive: true });
  });

  it("reads every other data file's Arabic inside it, a file of records record by record", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
    fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join(root, "data", name), "utf8"));
    const write = (name: string, data: unknown) =>
      fs.writeFileSync(path.join(root, "data", name), JSON.stringify(data));
    const home = read("home.json");
    const faq = read("faq.json");
    const { translations, dataFiles } = readContent(root);
    const arabic = (name: string) =>
      translations[0].dataFiles.find((candidate) => candidate.path === `data/ar/${name}`)!;
    expect(dataFiles.find((candidate) => candidate.path === "data/home.json")!.data).not.toHaveProperty("ar");
    expect(arabic("home.json").data).toEqual(home.ar);
    expect(arabic("faq.json").data).toEqual(
      Object.fromEntries(faq.map((entry: { slug: string; ar: unknown }) => [entry.slug, entry.ar])),
    );
    expect(dataFiles.find((candidate) => candidate.path === "data/faq.json")!.data).toEqual(
      faq.map(({ ar: _ar, ...english }: Record<string, unknown>) => english),
    );
    home.ar.intro.title = " ";
    delete faq[1].ar;
    write("home.json", home);
    write("faq.json", faq);
    fs.mkdirSync(path.join(root, "data", "ar"));
    write("ar/about.json", read("about.json").ar);
    expect(contentErrors(root)).toEqual([
      'data/ar/about.json: a translation belongs inside data/about.json, under "ar"; run node scripts/side-by-side.mjs',
      'data/faq.json: translation "ar": record "' + faq[1].slug + '": missing; data/faq.json has it',
      'data/home.json: translation "ar": field "intro.title": is empty',
    ]);
    fs.rmSync(root, { recursive: true });
  });

  it("the checkout's content has no mistake", () => {
    expect(contentErrors(ROOT)).toEqual([]);
  });
});
