/** How a line names a record of a list: record "reverse-osmosis" (#4). */
export function recordLabel(record: unknown, index: number): string {
  if (record && typeof record === "object") {
    const { slug, name } = record as { slug?: unknown; name?: unknown };
    const id = typeof slug === "string" && slug ? slug : typeof name === "string" && name ? name : null;
    if (id) return `record "${id}" (#${index + 1})`;
  }
  return `record #${index + 1}`;
}
