/** @jest-environment node */
import fs from "node:fs";
import sharp from "sharp";
import appIcons from "../../src/icons/app-icons.json";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ICON_FILES, committedFile, scaledLogo } = require("../../scripts/app-icons.cjs");

type Icon = { src: string; size: number };

/**
 * The icon's pixels against the logo scaled to its size, before the palette's colours were chosen: the mean difference per channel,
 * 0-255, of colours weighted by their opacity (a transparent pixel's colour is not seen).
 */
async function differenceFromLogo(file: string, size: number) {
  const icon = await sharp(file).ensureAlpha().raw().toBuffer();
  const logo: Buffer = await scaledLogo(size).ensureAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < logo.length; i += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      sum += Math.abs((icon[i + channel] * icon[i + 3] - logo[i + channel] * logo[i + 3]) / 255);
    }
    sum += Math.abs(icon[i + 3] - logo[i + 3]);
  }
  return sum / logo.length;
}

describe("the app icons (scripts/app-icons.cjs; run `npm run icons` after the logo changed)", () => {
  it("links one of the manifest's icons as the Apple touch icon", () => {
    expect(appIcons.manifest.map(({ size }) => size)).toContain(appIcons.appleTouchIconSize);
  });

  const icons: Icon[] = ICON_FILES;
  it.each(icons.map((icon): [string, Icon] => [icon.src, icon]))(
    "%s is committed as a palette PNG of its size that shows the logo",
    async (_src, icon) => {
      const file = committedFile(icon);
      expect(fs.existsSync(file)).toBe(true);
      const { format, width, height, isPalette } = await sharp(file).metadata();
      expect({ format, width, height, isPalette }).toEqual({
        format: "png",
        width: icon.size,
        height: icon.size,
        isPalette: true,
      });
      expect(await differenceFromLogo(file, icon.size)).toBeLessThan(2);
    },
  );
});
