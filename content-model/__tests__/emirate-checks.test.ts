/** @jest-environment node */
/** A translation names each emirate as the same language's company.json does (the form and the footer match by it). */
import path from "node:path";
import { readContent } from "../read-content";
import { emirateTranslationErrors } from "../emirate-checks";
import type { ContentFile } from "../validate-content";

const ROOT = path.resolve(__dirname, "../..");

function arabic(mutate: (files: ContentFile[]) => void = () => {}) {
  const { dataFiles, translations } = JSON.parse(JSON.stringify(readContent(ROOT))) as ReturnType<typeof readContent>;
  const ar = translations.find((translation) => translation.language === "ar")!.dataFiles;
  mutate(ar);
  return emirateTranslationErrors("ar", dataFiles, ar);
}

test("the Arabic emirate pages are named as the Arabic of data/company.json names the emirates", () => {
  expect(arabic()).toEqual([]);
});

test("an Arabic name that is not areaServed's is one line naming file, record and field", () => {
  const errors = arabic((files) => {
    const emirates = files.find((file) => file.path === "data/ar/emirates.json")!.data as Record<
      string,
      { name: string }
    >;
    emirates["abu-dhabi"].name = "أبو ظبي";
  });
  expect(errors).toEqual([
    'data/ar/emirates.json: record "abu-dhabi": field "name": must be "أبوظبي", as data/company.json\'s areaServed names "Abu Dhabi" in translation "ar"',
  ]);
});
