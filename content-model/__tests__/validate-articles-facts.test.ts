/** @jest-environment node */
/**
 * Content validation of articles and company facts: one line per mistake, naming the file
 * and the field (broken fixtures: content-fixtures.ts).
 */
import { hyphenatedRanges } from "../number-ranges";
import { resolveRelative } from "../validate-content";
import { data, validateWith, type Mutation } from "./content-fixtures";

describe("validateContent reports one line per mistake in articles, facts and missing files", () => {
  const cases: Array<[string, Mutation, string]> = [
    [
      "an article without its FAQ marker",
      (files) => {
        files.articles[0].body = files.articles[0].body.replace("<Faq />", "");
      },
      "body: must contain a line <Faq /> where the FAQ accordion goes",
    ],
    [
      "an article banner that does not exist",
      (files) => {
        files.articles[1].data = { ...(files.articles[1].data as object), banner: "../images/missing.jpg" };
      },
      'frontmatter field "banner": image file not found: ../images/missing.jpg',
    ],
    [
      "two articles on the same legacy path",
      (files) => {
        (files.articles[1].data as { legacyPath: string }).legacyPath = (
          files.articles[0].data as { legacyPath: string }
        ).legacyPath;
      },
      'frontmatter field "legacyPath": duplicate',
    ],
    [
      "a missing certifications file",
      (files) => {
        files.dataFiles = files.dataFiles.filter((file) => file.path !== "data/certifications.json");
      },
      "data/certifications.json: file is missing",
    ],
    [
      "an unknown fact in a data file",
      (files) => {
        data(files, "technologies.json")[3].intro.text = "Trusted by {custmers} customers.";
      },
      'data/technologies.json: record "reverse-osmosis" (#4): field "intro.text": unknown fact {custmers}; known facts: {companyName}, {shortName},',
    ],
    [
      "an unknown fact in a list of texts",
      (files) => {
        data(files, "home.json").quality.points[1] = "{certificate} certified";
      },
      'data/home.json: field "quality.points.1": unknown fact {certificate}; known facts:',
    ],
    [
      "a fact token in company.json, which holds the facts",
      (files) => {
        data(files, "company.json").tagline = "{shortName}: water treatment across the UAE";
      },
      'data/company.json: field "tagline": {shortName}: facts are not resolved in the file that holds them; write the value',
    ],
    [
      "an unknown fact in an article's frontmatter",
      (files) => {
        const frontmatter = files.articles[0].data as { faq: Array<{ answer: string }> };
        frontmatter.faq[1].answer = "We have served {customer} customers.";
      },
      'frontmatter field "faq.1.answer": unknown fact {customer}; known facts:',
    ],
    [
      "an unknown <Fact /> in an article's body",
      (files) => {
        files.articles[2].body += '\nMore than <Fact name="installation" /> installations.\n';
      },
      'body: unknown fact <Fact name="installation" />; known names: companyName, shortName,',
    ],
    [
      "a <Fact /> without a name",
      (files) => {
        files.articles[2].body += "\nSince <Fact />.\n";
      },
      'body: <Fact /> needs a name, such as <Fact name="customers" />',
    ],
    [
      "a {token} in an article's body, where MDX reads it as JavaScript",
      (files) => {
        files.articles[1].body += "\nSince {founded}.\n";
      },
      'body: {founded} is JavaScript in an article\'s body; write the fact as <Fact name="founded" />',
    ],
    [
      "a home title over 47 characters once its facts are resolved",
      (files) => {
        // 38 characters as typed, 51 on the page.
        data(files, "home.json").title = "{companyName}: Water Treatment Experts";
      },
      'data/home.json: field "title": must be at most 47 characters',
    ],
    [
      "a range written with a hyphen",
      (files) => {
        data(files, "home.json").quality.points[1] = "Cartridges changed every 6-12 months";
      },
      'data/home.json: field "quality.points.1": "6-12": write a range with an en dash (6–12); in Arabic a hyphen shows it turned around',
    ],
    [
      "a range written with a hyphen in an article's body",
      (files) => {
        files.articles[0].body += "\nReplace the cartridge every 3-6 months.\n";
      },
      'body: "3-6": write a range with an en dash (3–6)',
    ],
    [
      "a missing data file",
      (files) => {
        files.dataFiles = files.dataFiles.filter((file) => file.path !== "data/reviews.json");
      },
      "data/reviews.json: file is missing",
    ],
  ];

  it.each(cases)("%s", (_name, mutate, expected) => {
    const errors = validateWith(mutate);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });
});

describe("every message", () => {
  it("names the file first on every line", () => {
    const errors = validateWith((files) => {
      data(files, "products.json")[0].category = "x";
      data(files, "reviews.json")[0].rating = 0;
    });
    expect(errors.map((line) => line.split(":")[0])).toEqual(["data/products.json", "data/reviews.json"]);
  });
});

describe("facts in content", () => {
  it("accepts the known tokens in data files and frontmatter, and <Fact /> in a body", () => {
    const errors = validateWith((files) => {
      data(files, "about.json").story.paragraphs[0] = "{companyName}, since {founded}: {customers}+ customers.";
      (files.articles[0].data as { description: string }).description = "{yearsInBusiness} years of {shortName}";
      files.articles[0].body += '\nWe are <Fact name="shortName" />.\n\n`{notAFact}` in code.\n';
    });
    expect(errors).toEqual([]);
  });

  it("checks the home title's length as the page shows it", () => {
    // 51 characters as typed, 45 on the page ("Water Treatment Specialists, Pure Oasis, 1999").
    const errors = validateWith((files) => {
      data(files, "home.json").title = "Water Treatment Specialists, {shortName}, {founded}";
    });
    expect(errors).toEqual([]);
  });
});

describe("resolveRelative", () => {
  it("resolves paths against the folder of the file", () => {
    expect(resolveRelative("data/products.json", "./images/products/a.jpg")).toBe("data/images/products/a.jpg");
    expect(resolveRelative("content/blog/a.mdx", "../images/a.jpg")).toBe("content/images/a.jpg");
  });
});

describe("ranges", () => {
  it("finds a hyphen between numbers, not in dates, addresses, link targets or en-dash ranges", () => {
    expect(hyphenatedRanges("from 1.5-2.5 bar, or 20–25°C")).toEqual(["1.5-2.5"]);
    expect(hyphenatedRanges("2024-05-14")).toEqual([]);
    expect(hyphenatedRanges("https://example.ae/guide-04-07-2018-2")).toEqual([]);
    expect(hyphenatedRanges("/static/poster-2-3.jpg")).toEqual([]);
    expect(hyphenatedRanges("See [the 2019 rule](https://dm.gov.ae/2019-07-07-tanks).")).toEqual([]);
    expect(hyphenatedRanges("RO-400 and a 3-stage filter")).toEqual([]);
  });
});
