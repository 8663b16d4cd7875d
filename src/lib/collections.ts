/** The items whose slug is listed, in the order of the list (unknown slugs are skipped). */
export function pickInOrder<T extends { slug: string }>(items: readonly T[], slugs: readonly string[]): T[] {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return slugs.flatMap((slug) => {
    const item = bySlug.get(slug);
    return item ? [item] : [];
  });
}

/** The `count` items after the one with `slug`, wrapping around (for "related" lists). */
export function following<T extends { slug: string }>(items: readonly T[], slug: string, count: number): T[] {
  const start = items.findIndex((item) => item.slug === slug);
  const others = items.length - (start === -1 ? 0 : 1);
  return Array.from({ length: Math.min(count, others) }, (_, offset) => items[(start + 1 + offset) % items.length]);
}
