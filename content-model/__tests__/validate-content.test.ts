/** @jest-environment node */
/**
 * Content validation: the real content passes, and each mistake in a record or a page file
 * (products, technologies, reviews, home, certifications, clients, video tour) stops the
 * build with one line naming the file, the record and the field. Broken fixtures change one
 * thing in a copy of the real files (content-fixtures.ts).
 */
import { validateContent } from "../validate-content";
import { data, fileExists, loadReal, validateWith, type Mutation } from "./content-fixtures";

describe("the content in this repository", () => {
  it("is valid", () => {
    expect(validateContent({ ...loadReal(), fileExists })).toEqual([]);
  });
});

describe("validateContent reports one line per mistake in records and page files", () => {
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
  ];

  it.each(cases)("%s", (_name, mutate, expected) => {
    const errors = validateWith(mutate);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
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
});
