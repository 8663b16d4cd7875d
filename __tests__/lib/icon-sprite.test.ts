/** @jest-environment node */
import fs from "node:fs";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderSprite, readIcons, SPRITE_PATH, INLINE_LIMIT_BYTES } = require("../../scripts/icon-sprite.cjs");

describe("the icon sprite", () => {
  const committed = fs.readFileSync(SPRITE_PATH, "utf8");

  it("is up to date with src/icons/icons.json (run `npm run icons` after changing it)", () => {
    expect(committed).toBe(renderSprite());
  });

  it("has one symbol per icon, with the icon's name as its id and a viewBox", () => {
    const names: string[] = readIcons().map(([name]: [string]) => name);
    const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="\d+ \d+ \d+ \d+">/g)].map((match) => match[1]);
    expect(ids).toEqual(names);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("stays a file of its own: Gatsby would inline a smaller one as a data: URI, which <use> cannot read", () => {
    expect(Buffer.byteLength(committed)).toBeGreaterThan(INLINE_LIMIT_BYTES);
  });
});
