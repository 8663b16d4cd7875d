/** The `count` items after the one with `slug`, wrapping around (for "related" lists). */
export function following<T extends { slug: string }>(items: readonly T[], slug: string, count: number): T[] {
  const start = items.findIndex((item) => item.slug === slug);
  const others = items.length - (start === -1 ? 0 : 1);
  return Array.from({ length: Math.min(count, others) }, (_, offset) => items[(start + 1 + offset) % items.length]);
}
