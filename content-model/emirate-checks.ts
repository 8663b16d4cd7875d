/**
 * Checks of data/emirates.json against the other files, one line per mistake: every
 * emirate of data/company.json's areaServed has exactly one page and every page is one of
 * them (named as areaServed writes it, in English and in each translation), and the
 * technologies and products a page recommends are slugs of their files. The record's own
 * shape, its sources included, is emirate-schema.ts's. Pure.
 */
import { recordLabel } from "./record-label";
import type { ContentFile } from "./validate-content";

type Emirate = { slug?: unknown; name?: unknown; services?: { technologies?: unknown; products?: unknown } };

const nameOf = (files: readonly ContentFile[], name: string) =>
  files.find((file) => file.path.split("/").pop() === name);

const areaServedOf = (company: ContentFile | undefined): string[] | null => {
  const areas = (company?.data as { areaServed?: unknown } | undefined)?.areaServed;
  return Array.isArray(areas) && areas.every((area) => typeof area === "string") ? areas : null;
};

const slugsOf = (file: ContentFile | undefined) =>
  new Set(Array.isArray(file?.data) ? file.data.map((record: { slug?: unknown }) => record?.slug) : []);

/** The English checks: names against areaServed, recommended slugs against their files. */
export function emirateErrors(dataFiles: readonly ContentFile[]): string[] {
  const file = nameOf(dataFiles, "emirates.json");
  const company = nameOf(dataFiles, "company.json");
  const areas = areaServedOf(company);
  if (!file || !Array.isArray(file.data) || !company || !areas) return [];
  const records = file.data as Emirate[];
  const errors: string[] = [];
  const named = new Set<unknown>();
  records.forEach((record, index) => {
    const where = `${file.path}: ${recordLabel(record, index)}`;
    if (typeof record?.name === "string") {
      if (!areas.includes(record.name)) {
        errors.push(
          `${where}: field "name": "${record.name}" is not in ${company.path} areaServed (${areas.join(", ")})`,
        );
      } else if (named.has(record.name)) {
        errors.push(`${where}: field "name": "${record.name}" already has a page; one record per emirate`);
      }
      named.add(record.name);
    }
    for (const [field, target] of [
      ["technologies", nameOf(dataFiles, "technologies.json")],
      ["products", nameOf(dataFiles, "products.json")],
    ] as const) {
      const values = record?.services?.[field];
      if (!target || !Array.isArray(values)) continue;
      const known = slugsOf(target);
      values.forEach((value, position) => {
        if (typeof value === "string" && !known.has(value)) {
          errors.push(`${where}: field "services.${field}.${position}": "${value}" is not a slug in ${target.path}`);
        }
      });
    }
  });
  for (const area of areas) {
    if (!named.has(area))
      errors.push(
        `${file.path}: no record for "${area}" of ${company.path} areaServed; each emirate served needs its page`,
      );
  }
  return errors;
}

/**
 * A translation names each emirate as the same language's company.json does: the page's
 * name is what the booking form and the footer match it by.
 */
export function emirateTranslationErrors(
  language: string,
  dataFiles: readonly ContentFile[],
  translations: readonly ContentFile[],
): string[] {
  const english = nameOf(dataFiles, "emirates.json");
  const translated = nameOf(translations, "emirates.json");
  const areas = areaServedOf(nameOf(dataFiles, "company.json"));
  const translatedAreas = areaServedOf(nameOf(translations, "company.json"));
  if (!english || !Array.isArray(english.data) || !translated || !areas || !translatedAreas) return [];
  const byKey = (translated.data ?? {}) as Record<string, { name?: unknown } | undefined>;
  return (english.data as Emirate[]).flatMap((record) => {
    const index = areas.indexOf(String(record?.name));
    const given = byKey[String(record?.slug)]?.name;
    const expected = translatedAreas[index];
    if (index === -1 || typeof given !== "string" || expected === undefined || given === expected) return [];
    return [
      `data/${language}/emirates.json: record "${String(record.slug)}": field "name": must be "${expected}", as data/company.json's areaServed names "${String(record.name)}" in translation "${language}"`,
    ];
  });
}
