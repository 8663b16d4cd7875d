/** @jest-environment node */
/**
 * Content validation: the real content passes, and each kind of editor mistake
 * stops the build with one line naming the file, the record and the field.
 * Broken fixtures are made by changing one thing in a copy of the real files.
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../read-content";
import { validateContent, resolveRelative, type ArticleFile, type ContentFile } from "../validate-content";
import { SOURCES_REQUIRED } from "../emirate-schema";

const ROOT = path.resolve(__dirname, "../..");

function loadReal(): { dataFiles: ContentFile[]; articles: ArticleFile[] } {
  const { dataFiles, articles } = readContent(ROOT);
  // gray-matter caches parsed files and returns the same objects: copy them.
  return JSON.parse(JSON.stringify({ dataFiles, articles }));
}

const fileExists = (repoPath: string) => fs.existsSync(path.join(ROOT, repoPath));

type Mutation = (files: { dataFiles: ContentFile[]; articles: ArticleFile[] }) => void;

function validateWith(mutate: Mutation): string[] {
  const files = loadReal();
  mutate(files);
  return validateContent({ ...files, fileExists });
}

function data(files: { dataFiles: ContentFile[] }, name: string): any {
  const file = files.dataFiles.find((candidate) => candidate.path === `data/${name}`);
  if (!file) throw new Error(`fixture data/${name} not found`);
  return file.data;
}

describe("the content in this repository", () => {
  it("is valid", () => {
    expect(validateContent({ ...loadReal(), fileExists })).toEqual([]);
  });
});

describe("validateContent reports one line per mistake", () => {
  const cases: Array<[string, Mutation, string]> = [
    [
      "a page template without its [slot]",
      (files) => {
        data(files, "product-page.json").relatedTitle = "More products";
      },
      'data/product-page.json: field "relatedTitle": must name [category]',
    ],
    [
      "a page template with a slot the page does not fill",
      (files) => {
        data(files, "product-page.json").quoteMessage = "A quote for the [product] in [city]";
      },
      'data/product-page.json: field "quoteMessage": unknown slot [city]; this text may use [product]',
    ],
    [
      "a missing required field",
      (files) => {
        delete data(files, "products.json")[2].description;
      },
      `data/products.json: record "${data(loadReal(), "products.json")[2].slug}" (#3): field "description": is required`,
    ],
    [
      "an empty required field",
      (files) => {
        data(files, "technologies.json")[0].hero.title = "   ";
      },
      'data/technologies.json: record "water-purification" (#1): field "hero.title": must not be empty',
    ],
    [
      "a product category outside the three",
      (files) => {
        data(files, "products.json")[0].category = "residential";
      },
      'field "category": must be one of commercial, domestic, industrial',
    ],
    [
      "an image path with no file",
      (files) => {
        data(files, "industries.json")[1].image = "./images/industries/no-such-photo.jpg";
      },
      'field "image": image file not found: ./images/industries/no-such-photo.jpg',
    ],
    [
      // A copy, not a renamed record: renaming one would also leave the products that name it
      // pointing at a slug that no longer exists (tested below).
      "a duplicate slug",
      (files) => {
        const technologies = data(files, "technologies.json");
        technologies.push({ ...technologies[3] });
      },
      `data/technologies.json: record "reverse-osmosis" (#${data(loadReal(), "technologies.json").length + 1}): field "slug": duplicate, "reverse-osmosis" is already used by record #4`,
    ],
    [
      "opening hours with a day out of week order",
      (files) => {
        data(files, "company.json").openingHours.days = ["Tuesday", "Monday"];
      },
      'data/company.json: field "openingHours.days": must list each day once, in week order (Monday first)',
    ],
    [
      "opening hours that close before they open",
      (files) => {
        data(files, "company.json").openingHours.closes = "07:00";
      },
      'data/company.json: field "openingHours.closes": closes must be later than opens',
    ],
    [
      "opening hours in 12-hour form",
      (files) => {
        data(files, "company.json").openingHours.opens = "8am";
      },
      'data/company.json: field "openingHours.opens": must be a 24-hour time such as 08:00',
    ],
    [
      "a review rating outside 1-5",
      (files) => {
        data(files, "reviews.json")[0].rating = 6;
      },
      'field "rating": must be from 1 to 5',
    ],
    [
      "a malformed date",
      (files) => {
        data(files, "reviews.json")[1].date = "12/03/2025";
      },
      'field "date": must be a date written YYYY-MM-DD',
    ],
    [
      "an impossible date",
      (files) => {
        data(files, "reviews.json")[1].date = "2025-02-30";
      },
      'field "date": must be a real calendar date (YYYY-MM-DD)',
    ],
    [
      "a misspelt field name",
      (files) => {
        data(files, "industries.json")[0].descripton = "typo";
      },
      'unknown field(s) "descripton"; check the spelling',
    ],
    [
      "a home gallery product that does not exist",
      (files) => {
        data(files, "home.json").gallery.products[0] = "no-such-product";
      },
      'data/home.json: field "gallery.products.0": "no-such-product" is not a slug in data/products.json',
    ],
    [
      "a product technology that is not a slug in technologies.json",
      (files) => {
        data(files, "products.json")[12].technologies[0] = "uv-disinfection";
      },
      `data/products.json: record "${data(loadReal(), "products.json")[12].slug}" (#13): field "technologies.0": "uv-disinfection" is not a slug in data/technologies.json`,
    ],
    [
      "a technology that no product names",
      (files) => {
        for (const product of data(files, "products.json"))
          product.technologies = product.technologies.filter((slug: string) => slug !== "sedimentation");
        for (const product of data(files, "products.json"))
          if (product.technologies.length === 0) product.technologies = ["media-filters"];
      },
      `data/technologies.json: record "sedimentation" (#${data(loadReal(), "technologies.json").findIndex((t: { slug: string }) => t.slug === "sedimentation") + 1}): no product in data/products.json names this technology, so its page would recommend none`,
    ],
    [
      "a product without technologies",
      (files) => {
        data(files, "products.json")[4].technologies = [];
      },
      `data/products.json: record "${data(loadReal(), "products.json")[4].slug}" (#5): field "technologies": must name at least one technology`,
    ],
    [
      "a product with four technologies",
      (files) => {
        data(files, "products.json")[4].technologies = [
          "cartridge-filter-housings",
          "sedimentation",
          "media-filters",
          "reverse-osmosis",
        ];
      },
      'field "technologies": must name at most 3 technologies',
    ],
    [
      "a product naming a technology twice",
      (files) => {
        data(files, "products.json")[9].technologies = ["water-softening", "ion-exchange", "water-softening"];
      },
      'field "technologies.2": duplicate, "water-softening" is already used by technologies.0',
    ],
    [
      "a product with three specifications",
      (files) => {
        const product = data(files, "products.json")[0];
        product.specs = product.specs.slice(0, 3);
      },
      `data/products.json: record "${data(loadReal(), "products.json")[0].slug}" (#1): field "specs": must have at least 4 rows`,
    ],
    [
      "a product with nine specifications",
      (files) => {
        const specs = data(files, "products.json")[0].specs;
        while (specs.length < 9) specs.push({ label: `Row ${specs.length + 1}`, value: "4 kg" });
      },
      'field "specs": must have at most 8 rows',
    ],
    [
      "a product with the same specification label twice, in another case",
      (files) => {
        const specs = data(files, "products.json")[1].specs;
        specs[3].label = specs[0].label.toUpperCase();
      },
      `data/products.json: record "${data(loadReal(), "products.json")[1].slug}" (#2): field "specs.3.label": duplicate, "${data(loadReal(), "products.json")[1].specs[0].label.toUpperCase()}" is already used by specs.0`,
    ],
    [
      "a specification without a value",
      (files) => {
        data(files, "products.json")[2].specs[1].value = "";
      },
      'field "specs.1.value": must not be empty',
    ],
    [
      "a specification with a field of its own",
      (files) => {
        data(files, "products.json")[2].specs[1].unit = "bar";
      },
      'field "specs.1": unknown field(s) "unit"; check the spelling',
    ],
    [
      "a certification logo that does not exist",
      (files) => {
        data(files, "certifications.json").items[2].image = "./images/certifications/no-such-logo.png";
      },
      'data/certifications.json: field "items.2.image": image file not found: ./images/certifications/no-such-logo.png',
    ],
    [
      "a certification list one short",
      (files) => {
        data(files, "certifications.json").items.pop();
      },
      'data/certifications.json: field "items": must have exactly 6 items',
    ],
    [
      "a client without a logo",
      (files) => {
        delete data(files, "clients.json")[2].logo;
      },
      `data/clients.json: record "${data(loadReal(), "clients.json")[2].name}" (#3): field "logo": is required`,
    ],
    [
      "a client list one short",
      (files) => {
        data(files, "clients.json").pop();
      },
      "data/clients.json: must have exactly 6 items",
    ],
    [
      "a video tour given a YouTube address instead of its id",
      (files) => {
        data(files, "video-tour.json").youtubeId = "https://youtu.be/Xq6T3ch9ZsM";
      },
      'data/video-tour.json: field "youtubeId": must be an 11-character YouTube id',
    ],
    [
      "a video tour poster that does not exist",
      (files) => {
        data(files, "video-tour.json").poster = "./images/video-tour/missing.jpg";
      },
      'data/video-tour.json: field "poster": image file not found: ./images/video-tour/missing.jpg',
    ],
    [
      "a home page that still lists the clients (they moved to data/clients.json)",
      (files) => {
        data(files, "home.json").clients.items = data(files, "clients.json");
      },
      'data/home.json: field "clients": unknown field(s) "items"; check the spelling',
    ],
    [
      "a company file that still holds the video tour (it moved to data/video-tour.json)",
      (files) => {
        data(files, "company.json").videoTour = { youtubeId: "Xq6T3ch9ZsM", title: "Tour" };
      },
      'data/company.json: unknown field(s) "videoTour"; check the spelling',
    ],
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
      "a missing data file",
      (files) => {
        files.dataFiles = files.dataFiles.filter((file) => file.path !== "data/reviews.json");
      },
      "data/reviews.json: file is missing",
    ],
    [
      "a water-test page without its cost block",
      (files) => {
        delete data(files, "water-test.json").cost;
      },
      'data/water-test.json: field "cost": is required',
    ],
    [
      "a water-test phone field without the landline message",
      (files) => {
        delete data(files, "water-test.json").form.fields.phone.errors.notMobile;
      },
      'data/water-test.json: field "form.fields.phone.errors.notMobile": is required',
    ],
    [
      "a water-test date field without its 'too far ahead' message",
      (files) => {
        delete data(files, "water-test.json").form.fields.date.errors.tooFar;
      },
      'data/water-test.json: field "form.fields.date.errors.tooFar": is required',
    ],
    [
      "an empty submit label",
      (files) => {
        data(files, "water-test.json").form.submit.sending = " ";
      },
      'data/water-test.json: field "form.submit.sending": must not be empty',
    ],
    [
      "an option without a label",
      (files) => {
        delete data(files, "water-test.json").form.fields.concerns.options[2].label;
      },
      'data/water-test.json: field "form.fields.concerns.options.2.label": is required',
    ],
    [
      "two options with the same value",
      (files) => {
        const options = data(files, "water-test.json").form.fields.propertyType.options;
        options[1].value = options[0].value;
      },
      'data/water-test.json: field "form.fields.propertyType.options": each option needs its own value',
    ],
    [
      "a confirmation naming a slot the booking does not have",
      (files) => {
        data(files, "water-test.json").form.confirmation = "Thank you, [firstName].";
      },
      'data/water-test.json: field "form.confirmation": unknown slot [firstName]; this text may use [name], [phone],',
    ],
    [
      "a WhatsApp message naming a company fact as a slot",
      (files) => {
        data(files, "water-test.json").form.whatsapp.message = "Hello [shortName], I would like a water test.";
      },
      'data/water-test.json: field "form.whatsapp.message": unknown slot [shortName]',
    ],
    [
      "an unknown fact in the booking form",
      (files) => {
        data(files, "water-test.json").form.fields.consent.label = "I agree that {short} may contact me.";
      },
      'data/water-test.json: field "form.fields.consent.label": unknown fact {short}; known facts:',
    ],
    [
      "a time window that ends before it starts",
      (files) => {
        data(files, "water-test.json").form.fields.timeWindow.windows[1].to = "10:00";
      },
      'data/water-test.json: field "form.fields.timeWindow.windows.1.to": to must be later than from',
    ],
    [
      "time windows out of order",
      (files) => {
        data(files, "water-test.json").form.fields.timeWindow.windows.reverse();
      },
      'data/water-test.json: field "form.fields.timeWindow.windows": must be in the order of the day',
    ],
    [
      "a time window after closing time",
      (files) => {
        data(files, "water-test.json").form.fields.timeWindow.windows[2].to = "19:00";
      },
      'data/water-test.json: field "form.fields.timeWindow.windows.2": 14:00 to 19:00 is outside the opening hours of data/company.json (08:00 to 18:00)',
    ],
    [
      "a water-test SEO title too long once the short name follows",
      (files) => {
        data(files, "water-test.json").seo.title = "Free Water Testing at Your Kitchen Tap Across the UAE";
      },
      'data/water-test.json: field "seo.title": must be at most 47 characters',
    ],
    [
      "a water-test description too short for search results",
      (files) => {
        data(files, "water-test.json").seo.description = "Free water test by {shortName}.";
      },
      'data/water-test.json: field "seo.description": must be 50 to 160 characters',
    ],
    [
      "a water-test banner image that does not exist",
      (files) => {
        data(files, "water-test.json").banner.image = "./images/banners/no-such-banner.jpg";
      },
      'data/water-test.json: field "banner.image": image file not found: ./images/banners/no-such-banner.jpg',
    ],
    [
      "a missing water-test file",
      (files) => {
        files.dataFiles = files.dataFiles.filter((file) => file.path !== "data/water-test.json");
      },
      "data/water-test.json: file is missing",
    ],
    [
      "an emirate page without its sources",
      (files) => {
        delete data(files, "emirates.json")[2].sources;
      },
      `data/emirates.json: record "sharjah" (#3): field "sources": ${SOURCES_REQUIRED}`,
    ],
    [
      "an emirate page with an empty list of sources",
      (files) => {
        data(files, "emirates.json")[0].sources = [];
      },
      `data/emirates.json: record "dubai" (#1): field "sources": ${SOURCES_REQUIRED}`,
    ],
    [
      "a source without its URL",
      (files) => {
        delete data(files, "emirates.json")[1].sources[0].url;
      },
      'data/emirates.json: record "abu-dhabi" (#2): field "sources.0.url": is required',
    ],
    [
      "an emirate served without its page",
      (files) => {
        data(files, "emirates.json").splice(4, 1);
      },
      'data/emirates.json: no record for "Umm Al Quwain" of data/company.json areaServed; each emirate served needs its page',
    ],
    [
      "an emirate page recommending a product that does not exist",
      (files) => {
        data(files, "emirates.json")[0].services.products[1] = "home-softener";
      },
      'data/emirates.json: record "dubai" (#1): field "services.products.1": "home-softener" is not a slug in data/products.json',
    ],
    [
      "an emirate page's shared text without its [emirate]",
      (files) => {
        data(files, "emirate-page.json").testLabel = "Book a free water test";
      },
      'data/emirate-page.json: field "testLabel": must name [emirate]',
    ],
  ];

  it.each(cases)("%s", (_name, mutate, expected) => {
    const errors = validateWith(mutate);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it("reports an emirate page named otherwise than areaServed, and the emirate left without a page", () => {
    const errors = validateWith((files) => {
      data(files, "emirates.json")[6].name = "Fujeirah";
    });
    expect(errors).toEqual([
      'data/emirates.json: record "fujairah" (#7): field "name": "Fujeirah" is not in data/company.json areaServed (Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah)',
      'data/emirates.json: no record for "Fujairah" of data/company.json areaServed; each emirate served needs its page',
    ]);
  });

  it("reports every product still naming a technology whose slug changed", () => {
    const real = data(loadReal(), "products.json") as Array<{ slug: string; technologies: string[] }>;
    const naming = real.flatMap((product, index) =>
      product.technologies.includes("deionization")
        ? [
            `record "${product.slug}" (#${index + 1}): field "technologies.${product.technologies.indexOf("deionization")}"`,
          ]
        : [],
    );
    const errors = validateWith((files) => {
      data(files, "technologies.json").find((technology: { slug: string }) => technology.slug === "deionization").slug =
        "demineralisation";
    });
    expect(naming.length).toBeGreaterThan(0);
    const position =
      data(loadReal(), "technologies.json").findIndex((t: { slug: string }) => t.slug === "deionization") + 1;
    expect(errors).toEqual([
      ...naming.map((where) => `data/products.json: ${where}: "deionization" is not a slug in data/technologies.json`),
      `data/technologies.json: record "demineralisation" (#${position}): no product in data/products.json names this technology, so its page would recommend none`,
    ]);
  });

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
