/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import technologies from "../../data/technologies.json";
import products from "../../data/products.json";
import reviews from "../../data/reviews.json";
import arabicTechnologies from "../../data/ar/technologies.json";
import arabicProducts from "../../data/ar/products.json";
import arabicReviews from "../../data/ar/reviews.json";
import { SUMMARY_FIELD } from "../fact-fields";
import { JSON_TYPE_NAMES } from "../content-types";
import { TRANSLATED_FIELD } from "../translated-field";
import { translatablePart } from "../translations";
import { resolverContext } from "./node-model";

const resolve = TRANSLATED_FIELD.extend(undefined, {}).resolve;
const info = (type: string, fieldName: string) => ({ fieldName, parentType: { name: type } });
const osmosis = technologies.find((technology) => technology.slug === "reverse-osmosis")!;

describe("@translated", () => {
  it("gives an Arabic page the record's Arabic texts, with its English image and slug kept", async () => {
    const hero = (await resolve(osmosis, {}, resolverContext("ar"), info("Technology", "hero"))) as typeof osmosis.hero;
    expect(hero).toEqual({
      ...osmosis.hero,
      title: arabicTechnologies["reverse-osmosis"].hero.title,
      description: arabicTechnologies["reverse-osmosis"].hero.description,
      imageAlt: arabicTechnologies["reverse-osmosis"].hero.imageAlt,
    });
    expect(hero.image).toBe(osmosis.hero.image);
  });

  it("leaves English pages and static queries (no language) as the English file has them", async () => {
    for (const context of [resolverContext("en"), resolverContext(undefined)]) {
      expect(await resolve(osmosis, {}, context, info("Technology", "name"))).toBe(osmosis.name);
      expect(context.nodeModel.findAll).not.toHaveBeenCalled();
    }
  });

  it("finds a review's translation by its reviewer, and reads the translation files once per query", async () => {
    const context = resolverContext("ar");
    for (const review of reviews) {
      const arabic = arabicReviews[review.name as keyof typeof arabicReviews];
      expect(await resolve(review, {}, context, info("Review", "text"))).toBe(arabic.text);
    }
    expect(context.nodeModel.findAll).toHaveBeenCalledTimes(1);
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
    expect(features).toEqual(arabicProducts[product.slug as keyof typeof arabicProducts].features);
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
    const arabic = arabicProducts["home-water-softener"].description;
    expect(arabic.startsWith(String(summary).replace(/[.،]$/, ""))).toBe(true);
    expect(summary).not.toBe(arabic);
  });
});

describe("src/schema.graphql", () => {
  const schema = fs.readFileSync(path.join(__dirname, "../../src/schema.graphql"), "utf8");

  it("marks @translated every top-level field whose texts a translation gives, before @facts", () => {
    const unmarked: string[] = [];
    for (const [file, type] of Object.entries(JSON_TYPE_NAMES)) {
      const data = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data", `${file}.json`), "utf8"));
      const records = Array.isArray(data) ? data : [data];
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
    const track = jest.fn();
    const withTracking = { ...context, nodeModel: { ...context.nodeModel, trackInlineObjectsInRootNode: track } };
    const record = { ...osmosis, id: "technology-node" };
    const hero = await resolve(record, {}, withTracking, info("Technology", "hero"));
    expect(track).toHaveBeenCalledWith({ id: "technology-node", value: hero });
  });
});
