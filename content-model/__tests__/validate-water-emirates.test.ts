/** @jest-environment node */
/**
 * Content validation of the water-test page and the emirate pages: one line per mistake,
 * naming the file, the record and the field (broken fixtures: content-fixtures.ts).
 */
import { SOURCES_REQUIRED } from "../emirate-schema";
import { data, validateWith, type Mutation } from "./content-fixtures";

describe("validateContent reports one line per mistake in the water test and the emirate pages", () => {
  const cases: Array<[string, Mutation, string]> = [
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
});
