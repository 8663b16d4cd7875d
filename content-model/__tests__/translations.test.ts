/**
 * @jest-environment node
 */
import path from "node:path";
import { readContent } from "../read-content";
import { articleTranslationErrors, overlay, translatablePart, translationErrors } from "../translations";

const ROOT = path.resolve(__dirname, "../..");
const real = readContent(ROOT);
const arabic = real.translations.find((translation) => translation.language === "ar")!;

/** The Arabic data files with one change, and the validation's lines for them. */
function dataErrorsWith(change: (files: Map<string, any>) => void): string[] {
  const files = new Map(arabic.dataFiles.map((file) => [file.path, structuredClone(file.data)]));
  change(files);
  const edited = [...files].flatMap(([filePath, data]) => (data === undefined ? [] : [{ path: filePath, data }]));
  return translationErrors("ar", real.dataFiles, edited);
}

function articleErrorsWith(change: (articles: { path: string; data: any; body: string }[]) => void): string[] {
  const articles = arabic.articles.map((article) => ({ ...article, data: structuredClone(article.data) as any }));
  change(articles);
  return articleTranslationErrors("ar", real.articles, articles);
}

describe("the Arabic translations in the repository", () => {
  it("are complete: every text of every data file and article is translated", () => {
    expect(real.parseErrors).toEqual([]);
    expect(translationErrors("ar", real.dataFiles, arabic.dataFiles)).toEqual([]);
    expect(articleTranslationErrors("ar", real.articles, arabic.articles)).toEqual([]);
  });
});

describe("translationErrors names file, record and field", () => {
  it.each<[string, (files: Map<string, any>) => void, string]>([
    [
      "a record without its translation",
      (files) => {
        delete files.get("data/ar/products.json")["uv-sterilizer"];
      },
      'data/ar/products.json: record "uv-sterilizer": missing; data/products.json has it',
    ],
    [
      "a field left untranslated",
      (files) => {
        delete files.get("data/ar/technologies.json")["reverse-osmosis"].hero.title;
      },
      'data/ar/technologies.json: record "reverse-osmosis": field "hero.title": missing (the English record has it)',
    ],
    [
      "a field the English record lacks",
      (files) => {
        files.get("data/ar/technologies.json")["reverse-osmosis"].hero.subtitle = "عنوان";
      },
      'data/ar/technologies.json: record "reverse-osmosis": field "hero.subtitle": not in the English record',
    ],
    [
      "a translated slug (slugs stay English)",
      (files) => {
        files.get("data/ar/products.json")["ro-membrane"].slug = "غشاء";
      },
      'data/ar/products.json: record "ro-membrane": field "slug": not in the English record',
    ],
    [
      "a list of another length",
      (files) => {
        files.get("data/ar/products.json")["ro-membrane"].features.pop();
      },
      'data/ar/products.json: record "ro-membrane": field "features": has 4 item(s), the English record has 5',
    ],
    [
      "an empty text",
      (files) => {
        files.get("data/ar/home.json").intro.title = " ";
      },
      'data/ar/home.json: field "intro.title": is empty',
    ],
    [
      "a lost placeholder",
      (files) => {
        files.get("data/ar/home.json").intro.title = "متخصصون في معالجة المياه";
      },
      'data/ar/home.json: field "intro.title": must keep the English text\'s placeholders ({founded}), has none',
    ],
    [
      "a range written with a hyphen, which Arabic shows turned around",
      (files) => {
        files.get("data/ar/products.json")["ro-membrane"].features[0] = "يُستبدل كل 6-12 شهرًا";
      },
      'data/ar/products.json: record "ro-membrane": field "features.0": "6-12": write a range with an en dash (6–12); in Arabic a hyphen shows it turned around',
    ],
    [
      "a record that is not in the English file",
      (files) => {
        files.get("data/ar/industries.json")["mining"] = { title: "التعدين" };
      },
      'data/ar/industries.json: record "mining": no record of data/industries.json has this slug',
    ],
    [
      "a review keyed by another name",
      (files) => {
        const reviews = files.get("data/ar/reviews.json");
        reviews["Fatima Mansoori"] = reviews["Fatima Al Mansoori"];
        delete reviews["Fatima Al Mansoori"];
      },
      'data/ar/reviews.json: record "Fatima Mansoori": no record of data/reviews.json has this name',
    ],
    [
      "a missing file",
      (files) => {
        files.set("data/ar/water-test.json", undefined);
      },
      "data/ar/water-test.json: missing; every text of data/water-test.json needs its translation",
    ],
  ])("%s", (_, change, expected) => {
    expect(dataErrorsWith(change)).toContain(expected);
  });
});

describe("articleTranslationErrors", () => {
  it.each<[string, (articles: { path: string; data: any; body: string }[]) => void, string]>([
    [
      "an English article without translation",
      (articles) => {
        articles.splice(
          articles.findIndex((article) => article.path === "content/blog/ar/water-softener-benefits.mdx"),
          1,
        );
      },
      "content/blog/en/water-softener-benefits.mdx: has no translation; write content/blog/ar/water-softener-benefits.mdx",
    ],
    [
      "a translation of no article (another file name)",
      (articles) => {
        articles[0].path = "content/blog/ar/no-such-article.mdx";
      },
      "content/blog/ar/no-such-article.mdx: translates no article: a translation has its English article's file name (in content/blog/en/: water-filtration-problems.mdx, water-softener-benefits.mdx, whole-home-water-filtration.mdx)",
    ],
    [
      "no <Faq />",
      (articles) => {
        articles[0].body = articles[0].body.replace(/^<Faq\s*\/>\s*$/m, "");
      },
      `${arabic.articles[0].path}: body: must contain a line <Faq /> where the FAQ accordion goes`,
    ],
    [
      "a FAQ entry missing",
      (articles) => {
        articles[0].data.faq.pop();
      },
      `${arabic.articles[0].path}: frontmatter field "faq": has 4 item(s), the English record has 5`,
    ],
    [
      "a field the English article's texts lack",
      (articles) => {
        articles[0].data.date = "2024-05-14";
      },
      `${arabic.articles[0].path}: frontmatter field "date": not in the English record`,
    ],
    [
      "a link to the English edition",
      (articles) => {
        articles[0].body += "\n\n[اتصل بنا](/contact/)\n";
      },
      `${arabic.articles[0].path}: body: the link /contact/ leaves the ar edition; write /ar/contact/`,
    ],
    [
      "a range written with a hyphen in the body",
      (articles) => {
        articles[0].body += "\n\nتدوم الخرطوشة 3-6 أشهر.\n";
      },
      `${arabic.articles[0].path}: body: "3-6": write a range with an en dash (3–6)`,
    ],
  ])("%s", (_, change, expected) => {
    expect(articleErrorsWith(change).some((line) => line.startsWith(expected))).toBe(true);
  });
});

describe("translatablePart and overlay", () => {
  const product = {
    slug: "ro-membrane",
    name: "RO Membrane",
    category: "industrial",
    technologies: ["reverse-osmosis"],
    image: "./images/products/ro-membrane.jpg",
    specs: [{ label: "Flow", value: "2 m³/h" }],
    rating: 5,
  };

  it("asks for the texts only: no slug, relation, image path or number", () => {
    expect(translatablePart("products.json", product)).toEqual({
      name: "RO Membrane",
      specs: [{ label: "Flow", value: "2 m³/h" }],
    });
  });

  it("lays the translated texts over the English record and keeps everything else", () => {
    expect(overlay(product, { name: "غشاء RO", specs: [{ label: "التدفق", value: "2 m³/h" }] })).toEqual({
      ...product,
      name: "غشاء RO",
      specs: [{ label: "التدفق", value: "2 m³/h" }],
    });
    expect(overlay(product, undefined)).toBe(product);
  });
});
