/** The `count` items after the one with `slug`, wrapping around (for "related" lists). */
export function following<T extends { slug: string }>(items: readonly T[], slug: string, count: number): T[] {
  const start = items.findIndex((item) => item.slug === slug);
  const others = items.length - (start === -1 ? 0 : 1);
  return Array.from({ length: Math.min(count, others) }, (_, offset) => items[(start + 1 + offset) % items.length]);
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
