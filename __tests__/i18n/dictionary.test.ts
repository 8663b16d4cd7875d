import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import { LANGUAGES } from "../../src/lib/languages";
import { templateSlots } from "../../src/lib/template";

/** Every text of a dictionary by its path ("frame.nav.home"). */
function leaves(node: unknown, path = ""): Array<[string, unknown]> {
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [[path, node]];
}

const english = new Map(leaves(en));
const arabic = new Map(leaves(ar));

/** Arabic texts that may equal the English ones, and why. */
const SAME_IN_ARABIC: Readonly<Record<string, string>> = {
  "frame.footer.tagline": "only a slot and a full stop",
  "home.heading": "only slots around a colon",
  "home.description": "only slots and full stops",
  "seo.pageTitle": "only slots around a bar, as Arabic titles write it too",
};

const withoutSlots = (text: string) => text.replace(/\[[A-Za-z][A-Za-z0-9]*\]/g, "");
const hasLetters = (text: string) => /\p{L}/u.test(withoutSlots(text));
const slotsOf = (text: string) => templateSlots(text).sort().join(" ");

/** The paths whose text fails `problem` (a message, or null when the text is right). */
function problems(texts: Map<string, unknown>, problem: (text: string, path: string) => string | null): string[] {
  return [...texts].flatMap(([path, text]) => {
    if (typeof text !== "string" || text.trim() === "") return [`${path}: not a text`];
    const found = problem(text, path);
    return found ? [`${path}: ${found}`] : [];
  });
}

test("every language has a dictionary", () => {
  expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  expect(DICTIONARIES.en).toBe(en);
  expect(DICTIONARIES.ar).toBe(ar);
});

test("every English text is a non-empty text", () => {
  expect(problems(english, () => null)).toEqual([]);
});

test("Arabic has exactly the English keys (the type checks it too)", () => {
  expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
});

test("every Arabic text is a non-empty text with exactly its English text's slots", () => {
  const source = (path: string) => String(english.get(path));
  expect(
    problems(arabic, (text, path) =>
      slotsOf(text) === slotsOf(source(path)) ? null : `slots [${slotsOf(text)}], English [${slotsOf(source(path))}]`,
    ),
  ).toEqual([]);
});

test("every Arabic text is translated: Arabic letters, no Latin ones, Western digits", () => {
  expect(
    problems(arabic, (text, path) => {
      const source = String(english.get(path));
      if (path in SAME_IN_ARABIC) return text === source && !hasLetters(text) ? null : "listed as the same as English";
      if (text === source) return "the same as English";
      // A template of slots and punctuation ("[city], [country]") changes its punctuation only.
      if (hasLetters(source) && !/\p{Script=Arabic}/u.test(withoutSlots(text))) return "no Arabic letters";
      if (/[A-Za-z]/.test(withoutSlots(text))) return "Latin letters outside its slots";
      if (/[\u0660-\u0669\u06F0-\u06F9]/.test(text)) return "Eastern Arabic digits (the site writes 0-9)";
      return null;
    }),
  ).toEqual([]);
});

test("every text allowed to stay the same exists", () => {
  expect(Object.keys(SAME_IN_ARABIC).filter((path) => !english.has(path))).toEqual([]);
});
