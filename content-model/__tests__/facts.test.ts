import {
  bodyTokens,
  count,
  factElements,
  factTokens,
  factValues,
  FACT_NAMES,
  resolveFacts,
  unknownFacts,
  type CompanyFacts,
} from "../facts";
import company from "../../data/company.json";

const COMPANY: CompanyFacts = {
  name: "Pure Oasis Water Treatment",
  shortName: "Pure Oasis",
  phone: "+971 4 557 2380",
  email: "info@pureoasis.ae",
  claims: {
    foundedYear: 1999,
    countries: 35,
    continents: 3,
    customers: 5000,
    installations: 350,
    certification: "ISO 9001",
    reviewCount: 117,
    rating: 4.5,
  },
};
const facts = factValues(COMPANY, 2026);

describe("factValues", () => {
  it("writes each fact as the pages show it", () => {
    expect(facts).toEqual({
      companyName: "Pure Oasis Water Treatment",
      shortName: "Pure Oasis",
      phone: "+971 4 557 2380",
      email: "info@pureoasis.ae",
      founded: "1999",
      yearsInBusiness: "27",
      customers: "5,000",
      installations: "350",
      countries: "35",
      continents: "three",
      certification: "ISO 9001",
      reviewCount: "117",
      rating: "4.5",
    });
  });

  it("counts the years in business to the build year", () => {
    expect(factValues(COMPANY, 2030).yearsInBusiness).toBe("31");
    expect(factValues({ ...COMPANY, claims: { ...COMPANY.claims, foundedYear: 2020 } }, 2026).yearsInBusiness).toBe(
      "six",
    );
  });

  it("reads every fact from data/company.json", () => {
    const real = factValues(company, 2026);
    expect(Object.keys(real)).toEqual(FACT_NAMES);
    for (const name of FACT_NAMES) expect(real[name]).not.toBe("");
  });
});

test("count: words below ten, digits with thousands separators from ten", () => {
  expect([0, 3, 9, 10, 350, 5000, 12345].map((value) => count(value))).toEqual([
    "zero",
    "three",
    "nine",
    "10",
    "350",
    "5,000",
    "12,345",
  ]);
  expect(count(2.5)).toBe("2.5");
});

test("count in Arabic: Western digits throughout, as UAE sites write them", () => {
  expect([3, 9, 350, 5000].map((value) => count(value, "ar"))).toEqual(["3", "9", "350", "5,000"]);
});

describe("resolveFacts", () => {
  it("replaces every token, the same one as often as it appears", () => {
    expect(
      resolveFacts("Since {founded}, {customers}+ customers in {countries}+ countries. Since {founded}.", facts),
    ).toBe("Since 1999, 5,000+ customers in 35+ countries. Since 1999.");
  });

  it("leaves a text without tokens, and braces that are not a token, as they are", () => {
    expect(resolveFacts("No facts here.", facts)).toBe("No facts here.");
    expect(resolveFacts("{ customers } and {} and {2x}", facts)).toBe("{ customers } and {} and {2x}");
  });

  it("throws on an unknown token, naming it and the known ones", () => {
    expect(() => resolveFacts("For {custmers} customers", facts)).toThrow(
      /^unknown fact \{custmers\}; known facts: \{companyName\}, \{shortName\}, .*\{rating\}$/,
    );
  });

  it("is case-sensitive", () => {
    expect(unknownFacts("{Customers} {customers}")).toEqual(["Customers"]);
  });
});

test("factTokens lists each token's name once, in order", () => {
  expect(factTokens("{b} {a} {b} { c } {d1}")).toEqual(["b", "a", "d1"]);
  expect(unknownFacts("{founded} {foundedYear} {rating}")).toEqual(["foundedYear"]);
});

describe("an MDX body", () => {
  const body = [
    "Since <Fact name=\"founded\" />, <Fact name='customers'/> customers.",
    "<Fact />",
    '<Fact name={"x"} />',
    'Not a fact: `<Fact name="inCode" />` and `{inCode}`.',
    "```",
    '<Fact name="inFence" /> {inFence}',
    "```",
    "A {token} in prose.",
  ].join("\n");

  it("names its <Fact /> elements, or null where the name is not literal", () => {
    expect(factElements(body)).toEqual([
      { source: '<Fact name="founded" />', name: "founded" },
      { source: "<Fact name='customers'/>", name: "customers" },
      { source: "<Fact />", name: null },
      { source: '<Fact name={"x"} />', name: null },
    ]);
  });

  it("has tokens only where they are read as JavaScript, outside code", () => {
    expect(bodyTokens(body)).toEqual(["token"]);
  });
});
