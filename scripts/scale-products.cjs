/**
 * Generated products for measuring the catalogue at scale (npm run bench:scale) and for
 * testing its behaviour with 1,000 products (__tests__). Each generated product copies a
 * real one (its category, technologies, specs and image: a few image files serve them
 * all, since 1,000 image files would make the build about images), with its own slug, a
 * model name ("Home Water Filter HW-0412") and a sentence of its own in the
 * description, in English and in Arabic. Pure: no files are read or written here.
 */

/** Two letters from a name's first words: "Home Water Filter" -> "HW". */
function series(name) {
  const letters = name
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase());
  return (letters.join("") + "XX").slice(0, 2);
}

/**
 * The real products and `total - real` generated ones (none when total <= real).
 * `english`: data/products.json's array; `arabic`: data/ar/products.json's object by slug.
 */
function scaleProducts(english, arabic, total) {
  const extra = Math.max(0, total - english.length);
  const englishOut = [...english];
  const arabicOut = { ...arabic };
  for (let index = 0; index < extra; index += 1) {
    const source = english[index % english.length];
    const translation = arabic[source.slug];
    const number = String(index + 1).padStart(4, "0");
    const model = `${series(source.name)}-${number}`;
    const slug = `${source.slug}-${model.toLowerCase()}`;
    const litres = 100 + ((index * 37) % 900);
    englishOut.push({
      ...source,
      slug,
      name: `${source.name} ${model}`,
      description: `${source.description} Model ${model} is rated for ${litres} litres per hour.`,
    });
    arabicOut[slug] = {
      ...translation,
      name: `${translation.name} ${model}`,
      description: `${translation.description} الطراز ${model} مصمم لمعدل ${litres} لترًا في الساعة.`,
    };
  }
  return { english: englishOut, arabic: arabicOut };
}

module.exports = { scaleProducts };
