/** The `count` items after the one with `slug`, wrapping around (for "related" lists). */
export function following<T extends { slug: string }>(items: readonly T[], slug: string, count: number): T[] {
  const start = items.findIndex((item) => item.slug === slug);
  const others = items.length - (start === -1 ? 0 : 1);
  return Array.from({ length: Math.min(count, others) }, (_, offset) => items[(start + 1 + offset) % items.length]);
}

/** How many related products a product's page shows. */
export const RELATED_PRODUCT_COUNT = 3;

/**
 * A product's related products: the RELATED_PRODUCT_COUNT products of its category after it,
 * in the catalogue's order (`items`), wrapping around.
 */
export function relatedInCategory<T extends { slug: string; category: string }>(
  items: readonly T[],
  slug: string,
): T[] {
  const own = items.find((item) => item.slug === slug);
  if (!own) return [];
  return following(
    items.filter((item) => item.category === own.category),
    slug,
    RELATED_PRODUCT_COUNT,
  );
}

/**
 * The items whose list field `field` names `slug` (a product's `technologies`), in their
 * order: the other side of a one-to-many relation written on the many side.
 */
export function linkingTo<T>(items: readonly T[], field: keyof T, slug: string): T[] {
  return items.filter((item) => {
    const value = item[field];
    return Array.isArray(value) && value.includes(slug);
  });
}
