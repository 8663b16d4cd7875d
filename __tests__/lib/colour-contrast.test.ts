/**
 * @jest-environment node
 *
 * The colours of the keyboard's focus and of form fields' edges, as src/styles/global.css
 * defines them, stand out 3:1 against every surface they sit on (WCAG 1.4.11). The browser
 * tests check that the focus and the fields use these tokens (e2e/frame.spec.ts).
 */
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";

const tokens = new Map<string, string>();
postcss
  .parse(fs.readFileSync(path.join(__dirname, "../../src/styles/global.css"), "utf8"))
  .walkRules(":root", (rule) => {
    rule.walkDecls(/^--/, (declaration) => {
      tokens.set(declaration.prop, declaration.value);
    });
  });

/** A token's colour as #rrggbb, following var() references. */
function colour(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`global.css defines no ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) return colour(reference[1]);
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return value.toLowerCase();
  throw new Error(`${name}: ${value} is not a #rrggbb colour`);
}

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour in a token that holds one var() among other words ("3px solid var(--color-ink)"). */
const colourIn = (name: string) => colour(/var\((--[\w-]+)\)/.exec(tokens.get(name) ?? "")![1]);

const LIGHT = ["--color-surface", "--color-surface-alt", "--color-primary-light"];
const DARK = ["--color-primary", "--color-primary-dark"];

test("the contrast ratio is WCAG's", () => {
  expect(contrast("#ffffff", "#000000")).toBeCloseTo(21);
  expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
});

test.each(LIGHT)("a form field's edge stands out 3:1 on %s", (surface) => {
  expect(contrast(colour("--color-field-border"), colour(surface))).toBeGreaterThanOrEqual(3);
});

test.each(LIGHT)("the focus outline stands out 3:1 on %s", (surface) => {
  expect(contrast(colourIn("--focus-outline"), colour(surface))).toBeGreaterThanOrEqual(3);
});

test.each(DARK)("the focus ring inside the outline stands out 3:1 on %s", (surface) => {
  expect(contrast(colourIn("--focus-ring"), colour(surface))).toBeGreaterThanOrEqual(3);
});
