/** A value as an nginx configuration string: in double quotes, with ", \ and $ escaped. */
export const nginxString = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;

/**
 * The entries of an nginx map from $uri to a value per page, sorted by key. A page is found
 * by its route and by its file (index.html appended), and nginx's map compares strings
 * without regard to case: pages whose keys differ only in case
 * (/technologies/Desalination/ and /technologies/desalination/) share one entry, their
 * values joined by `merge`.
 */
export function uriMapEntries<P extends { route: string; file: string }, V>(
  pages: readonly P[],
  valueOf: (page: P) => V,
  merge: (before: V, next: V) => V,
): Array<[string, V]> {
  const byKey = new Map<string, V>();
  for (const page of pages) {
    const value = valueOf(page);
    for (const key of new Set([page.route.toLowerCase(), page.file.toLowerCase()])) {
      const before = byKey.get(key);
      byKey.set(key, before === undefined ? value : merge(before, value));
    }
  }
  return [...byKey].sort(([a], [b]) => a.localeCompare(b));
}
