/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildSchemas } from "../../../content-model/content-schema";
import { RECORD_COLLECTIONS } from "../../../content-model/record-files";
import { ARTICLE_TRANSLATION_FIELDS } from "../../../content-model/translations";
import { HERO_BUTTONS, PRODUCT_CATEGORIES } from "../../../src/lib/constants";
import type { DecapField } from "../decap-fields";
import { editorConfig, LIST_FIELD } from "../editor-config";
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

  type FileForm = { name: string; file: string; i18n?: boolean; media_folder?: string; fields: DecapField[] };
  const filesOf = (name: string) => (collection(name) as unknown as { files: FileForm[] }).files;
  const dataFileNames = () =>
    fs
      .readdirSync(path.join(ROOT, "data"))
      .filter((name) => name.endsWith(".json"))
      .sort();

  it("edits every data file that is not a record's, each in one entry, the Arabic beside the English", () => {
    const forms = ["company", "pages", "faq", "clients"].flatMap(filesOf);
    expect(forms.map((form) => form.file).sort()).toEqual(dataFileNames().map((name) => `data/${name}`));
    expect(collection("pages")).toMatchObject({ format: "record-json", i18n: true });
    for (const form of filesOf("pages")) expect([form.file, form.i18n]).toEqual([form.file, true]);
    const home = filesOf("pages").find((form) => form.name === "home")!;
    expect(home).toMatchObject({ media_folder: "/data/images/home", public_folder: "./images/home" });
    expect(field(field(home.fields, "technologies").fields!, "featured")).toMatchObject({
      widget: "relation",
      collection: "technologies",
      min: 6,
      max: 6,
    });
    // A slide's button is a choice made once: its words are the interface dictionary's in each language.
    const slides = field(home.fields, "heroSlides");
    expect(field(slides.fields!, "button")).toMatchObject({ widget: "select", options: [...HERO_BUTTONS] });
    expect(field(slides.fields!, "button").i18n).toBeUndefined();
  });

  it("edits a data file that is a list as one entry whose one field is the list", () => {
    const [faq] = filesOf("faq");
    expect(collection("faq")).toMatchObject({ format: "translated-list-json", i18n: true });
    expect(faq.fields).toEqual([
      expect.objectContaining({ name: LIST_FIELD, widget: "list", min: 3, max: 3, i18n: true }),
    ]);
    expect(faq.fields[0].fields!.map((item) => [item.name, item.i18n ?? false])).toEqual([
      ["slug", false],
      ["question", true],
      ["answer", true],
    ]);
    const [clients] = filesOf("clients");
    expect(collection("clients")).toMatchObject({ format: "list-json" });
    expect(collection("clients").i18n).toBeUndefined();
    expect(clients).toMatchObject({ media_folder: "/data/images/clients", public_folder: "./images/clients" });
    expect(clients.fields[0].fields!.map((item) => item.name)).toEqual(["name", "logo"]);
    // The editor's page script shows the list under the same name.
    expect(fs.readFileSync(path.join(__dirname, "../admin/editor.js"), "utf8")).toContain(
      `var LIST_FIELD = "${LIST_FIELD}";`,
    );
  });

  it("writes a data file's fields in the order the file has them, at every depth and in every language", () => {
    /** Where a value's keys are not in the order of its form's fields. */
    function outOfOrder(value: unknown, fields: DecapField[] | undefined, where: string): string[] {
      if (Array.isArray(value)) return value.flatMap((item, index) => outOfOrder(item, fields, `${where}.${index}`));
      if (!value || typeof value !== "object" || !fields) return [];
      const names = fields.map((candidate) => candidate.name);
      const keys = Object.keys(value).filter((key) => names.includes(key));
      const inFormOrder = names.filter((name) => keys.includes(name));
      return [
        ...(keys.join() === inFormOrder.join() ? [] : [`${where}: ${keys.join()}`]),
        ...fields.flatMap((form) =>
          outOfOrder((value as Record<string, unknown>)[form.name], form.fields, `${where}.${form.name}`),
        ),
      ];
    }
    const problems = ["company", "pages", "faq", "clients"].flatMap(filesOf).flatMap((form) => {
      const data = JSON.parse(fs.readFileSync(path.join(ROOT, form.file), "utf8"));
      const fields = Array.isArray(data) ? form.fields[0].fields : form.fields;
      const translations = Array.isArray(data) ? data.map((record) => record.ar) : [data.ar];
      return [...outOfOrder(data, fields, form.file), ...outOfOrder(translations, fields, `${form.file} ar`)];
    });
    expect(problems).toEqual([]);
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
      const files = fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(".json"));
      for (const name of files) {
        const text = fs.readFileSync(path.join(ROOT, folder, name), "utf8");
        expect([`${folder}/${name}`, formatJson(JSON.parse(text))]).toEqual([`${folder}/${name}`, text]);
      }
    }
  });
});
