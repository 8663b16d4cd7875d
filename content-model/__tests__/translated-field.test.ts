/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { SUMMARY_FIELD } from "../fact-fields";
import { JSON_TYPE_NAMES } from "../content-types";
import { RECORD_COLLECTIONS } from "../record-files";
import { TRANSLATED_FIELD } from "../translated-field";
import { translatablePart } from "../translations";
import { resolverContext } from "./node-model";
import { readSchemaSdl } from "../schema-sdl";

/** A record collection's files (data/<name>/*.json), English fields and "ar" translation each. */
function recordsOf(name: string): any[] {
  const folder = path.join(__dirname, "../../data", name);
  return fs
    .readdirSync(folder)
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")))
    .sort((a, b) => a.order - b.order);
}
const technologies = recordsOf("technologies");
const products = recordsOf("products");
const reviews = recordsOf("reviews");

const resolve = TRANSLATED_FIELD.extend(undefined, {}).resolve;
const info = (type: string, fieldName: string) => ({ fieldName, parentType: { name: type } });
const osmosis = technologies.find((technology) => technology.slug === "reverse-osmosis")!;

describe("@translated", () => {
  it("gives an Arabic page the record's Arabic texts, with its English image and slug kept", async () => {
    const hero = (await resolve(osmosis, {}, resolverContext("ar"), info("Technology", "hero"))) as typeof osmosis.hero;
    expect(hero).toEqual({
      ...osmosis.hero,
      title: osmosis.ar.hero.title,
      description: osmosis.ar.hero.description,
      imageAlt: osmosis.ar.hero.imageAlt,
    });
    expect(hero.image).toBe(osmosis.hero.image);
    expect(hero.title).not.toBe(osmosis.hero.title);
  });

  it("leaves English pages and static queries (no language) as the English file has them", async () => {
    for (const context of [resolverContext("en"), resolverContext(undefined)]) {
      expect(await resolve(osmosis, {}, context, info("Technology", "name"))).toBe(osmosis.name);
    }
  });

  it("reads the field's language argument before the page's", async () => {
    expect(await resolve(osmosis, { language: "ar" }, resolverContext("en"), info("Technology", "name"))).toBe(
      osmosis.ar.name,
    );
    expect(await resolve(osmosis, { language: "en" }, resolverContext("ar"), info("Technology", "name"))).toBe(
      osmosis.name,
    );
  });

  it("finds a record collection's translation in the record itself", async () => {
    const context = resolverContext("ar");
    for (const review of reviews) {
      expect(await resolve(review, {}, context, info("Review", "text"))).toBe(review.ar.text);
    }
  });

  it("finds any other data file's translation inside it, a file of records record by record", async () => {
    const context = resolverContext("ar");
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../../data", file), "utf8"));
    const productPage = read("product-page.json");
    for (const field of ["specsTitle", "quoteLabel"]) {
      expect(await resolve(productPage, {}, context, info("ProductPage", field))).toBe(productPage.ar[field]);
      expect(productPage.ar[field]).not.toBe(productPage[field]);
    }
    for (const entry of read("faq.json")) {
      expect(await resolve(entry, {}, context, info("FaqEntry", "answer"))).toBe(entry.ar.answer);
    }
  });

  it("translates the value an earlier extension gives", async () => {
    const previous = { resolve: async () => ["a", "b", "c", "d", "e"] };
    const product = products[0];
    const features = await TRANSLATED_FIELD.extend(undefined, previous).resolve(
      product,
      {},
      resolverContext("ar"),
      info("Product", "features"),
    );
    expect(features).toEqual(product.ar.features);
  });
});

describe("@summary in Arabic", () => {
  it("is the first sentence of the Arabic description", async () => {
    const product = products.find((candidate) => candidate.slug === "home-water-softener")!;
    const summary = await SUMMARY_FIELD.extend().resolve(
      product,
      {},
      resolverContext("ar"),
      info("Product", "summary"),
    );
    const arabic = product.ar.description;
    expect(arabic.startsWith(String(summary).replace(/[.،]$/, ""))).toBe(true);
    expect(summary).not.toBe(arabic);
  });
});

describe("src/schema/*.graphql", () => {
  const schema = readSchemaSdl(path.join(__dirname, "../.."));

  it("marks @translated every top-level field whose texts a translation gives, before @facts", () => {
    const unmarked: string[] = [];
    for (const [file, type] of Object.entries(JSON_TYPE_NAMES)) {
      const records = RECORD_COLLECTIONS[file]
        ? recordsOf(file).map(({ order, ar, ...english }) => english)
        : [JSON.parse(fs.readFileSync(path.join(__dirname, "../../data", `${file}.json`), "utf8"))]
            .flat()
            .map(({ ar, ...english }) => english);
      const body = new RegExp(`^type ${type} implements Node[^{]*\\{([^}]*)\\}`, "m").exec(schema)?.[1] ?? "";
      for (const field of new Set(
        records.flatMap((record) => Object.keys(translatablePart(`${file}.json`, record) ?? {})),
      )) {
        const line = new RegExp(`^\\s+${field}:.*$`, "m").exec(body)?.[0] ?? "";
        if (!/@translated\b/.test(line) || /@facts\b.*@translated\b/.test(line)) unmarked.push(`${type}.${field}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});

describe("@translated and Gatsby's node tracking", () => {
  it("registers a translated object as part of the record's node, so its image paths resolve", async () => {
    const context = resolverContext("ar");
    const record = { ...osmosis, id: "technology-node" };
    const hero = await resolve(record, {}, context, info("Technology", "hero"));
    expect(context.nodeModel.trackInlineObjectsInRootNode).toHaveBeenCalledWith({ id: "technology-node", value: hero });
  });
});
