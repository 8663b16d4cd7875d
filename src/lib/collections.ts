/** The items whose slug is listed, in the order of the list (unknown slugs are skipped). */
export function pickInOrder<T extends { slug: string }>(items: readonly T[], slugs: readonly string[]): T[] {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return slugs.flatMap((slug) => {
    const item = bySlug.get(slug);
    return item ? [item] : [];
  });
}
