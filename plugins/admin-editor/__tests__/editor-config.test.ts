/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildSchemas } from "../../../content-model/content-schema";
import { RECORD_COLLECTIONS } from "../../../content-model/record-files";
import { ARTICLE_TRANSLATION_FIELDS } from "../../../content-model/translations";
import { PRODUCT_CATEGORIES } from "../../../src/lib/constants";
import type { DecapField } from "../decap-fields";
import { editorConfig } from "../editor-config";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the editor's page script, also a CommonJS module
const formatJson: (value: unknown) => string = require("../admin/format-json.js");

const ROOT = path.resolve(__dirname, "../../..");
const config = editorConfig();
type Collection = { name: string; fields?: DecapField[]; [option: string]: unknown };
const collection = (name: string) => (config.collections as Collection[]).find((candidate) => candidate.name === name)!;
const field = (fields: DecapField[], name: string) => fields.find((candidate) => candidate.name === name)!;
const products = collection("products").fields as DecapField[];

describe("the editor's forms, from the content model", () => {
  it("asks for what a product's schema requires, as the build checks it", () => {
    expect(field(products, "category")).toMatchObject({
      widget: "select",
      options: [...PRODUCT_CATEGORIES],
      required: true,
    });
    expect(field(products, "technologies")).toMatchObject({
      widget: "relation",
      collection: "technologies",
      value_field: "slug",
      multiple: true,
      min: 1,
      max: 3,
    });
    expect(field(products, "specs")).toMatchObject({ widget: "list", min: 4, max: 8 });
    expect(field(products, "name")).toMatchObject({ widget: "string", required: true, i18n: true });
    expect(field(products, "image")).toMatchObject({ widget: "image", required: true });
    const [pattern] = field(products, "slug").pattern!;
    expect(new RegExp(pattern).test("uv-sterilizer")).toBe(true);
    expect(new RegExp(pattern).test("UV sterilizer")).toBe(false);
  });

  it("gives the Arabic column exactly the texts a translation holds", () => {
    const translated = products.filter((candidate) => candidate.i18n).map((candidate) => candidate.name);
    expect(translated).toEqual(["name", "description", "features", "specs", "imageAlt"]);
    const hero = field(collection("technologies").fields as DecapField[], "hero");
    expect(hero.fields!.filter((candidate) => candidate.i18n).map((candidate) => candidate.name)).toEqual([
      "title",
      "description",
      "imageAlt",
    ]);
  });

  it.each(Object.keys(RECORD_COLLECTIONS))(
    "%s: one form field per field of the schema, and the place in lists",
    (name) => {
      const schema = buildSchemas(() => true)[`${name}.json` as "products.json"];
      const keys = Object.keys((schema.element as unknown as { shape: object }).shape);
      expect((collection(name).fields as DecapField[]).map((candidate) => candidate.name)).toEqual(["order", ...keys]);
      expect(collection(name)).toMatchObject({ folder: `data/${name}`, format: "record-json", i18n: true });
      // The editor writes a record's fields in the form's order: the files have that order already.
      const names = (collection(name).fields as DecapField[]).map((candidate) => candidate.name);
      for (const file of fs.readdirSync(path.join(ROOT, "data", name))) {
        const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, "data", name, file), "utf8")));
        expect([file, keys.filter((key) => key !== "ar")]).toEqual([file, names.filter((key) => keys.includes(key))]);
      }
    },
  );

  it("edits the company's facts in one entry, the Arabic beside the English, and the articles with their translations", () => {
    const company = collection("company") as unknown as {
      format: string;
      i18n: boolean;
      files: Array<{ file: string; i18n: boolean; fields: DecapField[] }>;
    };
    expect(company).toMatchObject({ format: "record-json", i18n: true });
    expect(company.files.map((file) => [file.file, file.i18n])).toEqual([["data/company.json", true]]);
    const translated = (fields: DecapField[]): string[] =>
      fields.filter((field) => field.i18n).map((field) => field.name);
    expect(translated(company.files[0].fields)).toEqual([
      "name",
      "shortName",
      "tagline",
      "address",
      "claims",
      "areaServed",
    ]);
    const claims = company.files[0].fields.find((field) => field.name === "claims")!;
    expect(translated(claims.fields!)).toEqual(["ratingLabel"]);
    // The articles: content/blog/<language>/<slug>.mdx, the translated texts and body beside the English.
    const articles = collection("articles") as unknown as { fields: DecapField[] };
    expect(articles).toMatchObject({
      folder: "content/blog",
      extension: "mdx",
      i18n: { structure: "multiple_folders" },
      media_folder: "/content/images",
      public_folder: "../../images",
    });
    expect(translated(articles.fields)).toEqual([...ARTICLE_TRANSLATION_FIELDS, "body"]);
    expect(collection("articles-ar")).toBeUndefined();
  });

  it("signs in to the git host the environment names, and to decap-server on this computer", () => {
    expect(editorConfig({ repo: "pureoasis/site" }).backend).toMatchObject({
      name: "github",
      repo: "pureoasis/site",
      branch: "main",
    });
    expect(editorConfig().backend).toMatchObject({ name: "git-gateway" });
    expect(editorConfig().local_backend).toBe(true);
  });
});

describe("format-json (the files the editor writes)", () => {
  it("writes the JSON files it edits byte for byte as they are (Prettier's layout)", () => {
    const folders = Object.keys(RECORD_COLLECTIONS).map((name) => `data/${name}`);
    for (const folder of [...folders, "data"]) {
      const files = folders.includes(folder) ? fs.readdirSync(path.join(ROOT, folder)) : ["company.json"];
      for (const name of files) {
        const text = fs.readFileSync(path.join(ROOT, folder, name), "utf8");
        expect([`${folder}/${name}`, formatJson(JSON.parse(text))]).toEqual([`${folder}/${name}`, text]);
      }
    }
  });
});
