/**
 * The option an arrow key highlights in a combobox's list (WAI-ARIA APG): Down from none is
 * the first, Up from none the last, and both wrap around. -1 when the list is empty.
 */
export function stepActive(active: number, key: "ArrowDown" | "ArrowUp", count: number): number {
  if (count === 0) return -1;
  if (active < 0 || active >= count) return key === "ArrowDown" ? 0 : count - 1;
  return (active + (key === "ArrowDown" ? 1 : -1) + count) % count;
}
