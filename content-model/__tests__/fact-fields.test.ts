/** @jest-environment node */
import path from "node:path";
import { FACTS_FIELD, SUMMARY_FIELD } from "../fact-fields";
import company from "../../data/company.json";
import { resolverContext } from "./node-model";
import { readSchemaSdl } from "../schema-sdl";

/** A resolver context whose node model holds data/company.json, counting its look-ups. */
const context = (language?: string) => resolverContext(language);
const info = (fieldName: string) => ({ fieldName, parentType: { name: "TechnologyHero" } });

describe("@facts", () => {
  const resolve = FACTS_FIELD.extend(undefined, {}).resolve;

  it("resolves the facts in the page's language: the company's Arabic name, counts in digits", async () => {
    const value = await resolve({ title: "{shortName}: {continents} / {customers}" }, {}, context("ar"), info("title"));
    expect(value).toBe(`${company.ar.shortName}: ${company.claims.continents} / 5,000`);
    expect(await resolve({ title: "{continents}" }, {}, context("en"), info("title"))).toBe("three");
  });

  it("resolves the tokens of the field's text from the Company node", async () => {
    const value = await resolve({ title: "Since {founded}: {customers}+ customers" }, {}, context(), info("title"));
    expect(value).toBe(`Since ${company.claims.foundedYear}: 5,000+ customers`);
  });

  it("resolves every text of a list", async () => {
    expect(await resolve({ points: ["{certification} certified", "plain"] }, {}, context(), info("points"))).toEqual([
      "ISO 9001 certified",
      "plain",
    ]);
  });

  it("resolves what the field's previous resolver returns", async () => {
    const previous = { resolve: async () => "{shortName}" };
    expect(await FACTS_FIELD.extend(undefined, previous).resolve({}, {}, context(), info("x"))).toBe("Pure Oasis");
  });

  it("keeps numbers written in groups left to right and on one line on a right-to-left page, the phone fact too", async () => {
    const oneLine = (number: string) => `\u2066${number.replace(/ /g, "\u00a0")}\u2069`;
    const text = "مثل 050 123 4567، أو اتصل على {phone}";
    const arabic = await resolve({ hint: text }, {}, context("ar"), info("hint"));
    expect(arabic).toBe(`مثل ${oneLine("050 123 4567")}، أو اتصل على ${oneLine(company.phone)}`);
    expect(await resolve({ hint: ["050 123 4567"] }, {}, context("ar"), info("hint"))).toEqual([
      oneLine("050 123 4567"),
    ]);
    expect(await resolve({ hint: "e.g. 050 123 4567" }, {}, context("en"), info("hint"))).toBe("e.g. 050 123 4567");
  });

  it("reads the company once per query, and not at all for a text without tokens", async () => {
    const query = context();
    await resolve({ text: "no token" }, {}, query, info("text"));
    expect(query.nodeModel.findOne).not.toHaveBeenCalled();
    await resolve({ text: "{phone}" }, {}, query, info("text"));
    await resolve({ text: "{email}" }, {}, query, info("text"));
    expect(query.nodeModel.findOne).toHaveBeenCalledTimes(1);
  });

  it("fails on an unknown token, naming the field", async () => {
    await expect(resolve({ title: "{custmers}" }, {}, context(), info("title"))).rejects.toThrow(
      /^TechnologyHero\.title: unknown fact \{custmers\}; known facts: /,
    );
  });
});

test("@summary: the first sentence, after the tokens resolve", async () => {
  const resolve = SUMMARY_FIELD.extend().resolve;
  // Unresolved, "{shortName}" would not start a sentence, and the summary would run on.
  const description = "Built since {founded}. {shortName} engineers test every unit. More text.";
  expect(await resolve({ description }, {}, context(), info("summary"))).toBe(
    `Built since ${company.claims.foundedYear}.`,
  );
  expect(await resolve({ description: "One. Two." }, {}, context(), info("summary"))).toBe("One.");
});

describe("src/schema/*.graphql", () => {
  const schema = readSchemaSdl(path.join(__dirname, "../.."));
  /** Text fields that are identifiers, not prose: a token there would not read as a fact. */
  const IDENTIFIERS = ["slug", "category", "legacyPath", "button", "featured", "products", "youtubeId"];
  /** The booking form's option values and its time windows' 24-hour times (data/water-test.json). */
  IDENTIFIERS.push("value", "from", "to");
  /** A source's address (data/emirates.json sources). */
  IDENTIFIERS.push("url");

  it("resolves facts in every text field outside the company's own types", () => {
    const missing: string[] = [];
    for (const [, type, body] of schema.matchAll(/^type (\w+)[^{]*\{([^}]*)\}/gm)) {
      if (type.startsWith("Company")) continue;
      for (const [, field, rest] of body.matchAll(/^\s+(\w+): \[?String!?\]?!?(.*)$/gm)) {
        // @summary and @displayDate are written at build time from other fields.
        if (!IDENTIFIERS.includes(field) && !/@(facts|summary|displayDate)\b/.test(rest))
          missing.push(`${type}.${field}`);
      }
    }
    expect(missing).toEqual([]);
    expect(schema).toMatch(/description: String! @facts/);
  });
});
