/**
 * Templates with named slots, written by editors in content files: "Thank you, [name]."
 * The page fills the slots with what a visitor typed or chose, in the browser. Slots are
 * written in square brackets so they never clash with the company facts ({shortName}),
 * which the build resolves before the page sees the text. Pure, and without imports:
 * content-model/content-schema.ts checks the slots of the content with the same rules.
 */

/** A slot: a name of letters and digits in square brackets, "[timeWindow]". */
const SLOT = /\[([A-Za-z][A-Za-z0-9]*)\]/g;

/** The names of a template's slots, in order, each once. */
export function templateSlots(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((match) => match[1]))];
}

/** The template with every slot filled; a slot without a value stays as written, so a mistake shows. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (slot, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name] : slot,
  );
}

/**
 * A template whose slots take something else than text, an element say ("Published [date]"
 * with a <time>): its texts and values in the template's order, for the page to render. A
 * slot without a value stays as written.
 */
export function fillTemplateParts<T>(template: string, values: Readonly<Record<string, T>>): Array<string | T> {
  const parts: Array<string | T> = [];
  let rest = 0;
  for (const match of template.matchAll(SLOT)) {
    if (!Object.prototype.hasOwnProperty.call(values, match[1])) continue;
    const start = match.index ?? 0;
    if (start > rest) parts.push(template.slice(rest, start));
    parts.push(values[match[1]]);
    rest = start + match[0].length;
  }
  if (rest < template.length) parts.push(template.slice(rest));
  return parts;
}

/**
 * A message of several lines, such as a pre-filled WhatsApp text: each line is filled,
 * and a line with a slot whose value is still empty is left out ("Area: [area]" until the
 * visitor has typed one). Lines without slots always stay.
 */
export function fillLines(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .split("\n")
    .filter((line) => templateSlots(line).every((name) => (values[name] ?? "").trim() !== ""))
    .map((line) => fillTemplate(line, values))
    .join("\n");
}
