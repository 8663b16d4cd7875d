/**
 * The site's app icons, drawn from its logo (src/images/logo.png) as palette PNGs in static/:
 * the favicon and the web app manifest's icons, as src/icons/app-icons.json names them.
 * gatsby-config.ts gives the list to gatsby-plugin-manifest (its "manual mode") and the
 * page's head links the favicon and the Apple touch icon (gatsby-ssr.tsx).
 *
 * The manifest plugin can draw them from the logo itself, but only as full-colour PNGs: the
 * 144 px icon, which Chrome fetches with the manifest on a first visit, was 15.2 KB, against
 * 6.3 KB as a palette PNG that looks the same (the favicon 2.4 against 1.8 KB).
 *
 *   npm run icons       rewrites them after the logo or app-icons.json changed
 * A unit test (__tests__/lib/app-icons.test.ts) fails while the committed icons are out of date.
 */
const fs = require("node:fs");
const path = require("node:path");

const LOGO_PATH = path.join(__dirname, "../src/images/logo.png");
const STATIC_DIR = path.join(__dirname, "../static");
const APP_ICONS = require("../src/icons/app-icons.json");

/** Every icon file to draw: the favicon and the manifest's icons ({ src, size }). */
const ICON_FILES = [APP_ICONS.favicon, ...APP_ICONS.manifest];

/** The logo scaled into a square of `size` pixels, on transparency: a sharp pipeline, not yet encoded. */
function scaledLogo(size) {
  const sharp = require("sharp");
  return sharp(LOGO_PATH).resize(size, size, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } });
}

/** One icon: the scaled logo as a palette PNG (sharp's libimagequant). */
async function renderIcon(size) {
  return scaledLogo(size).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}

/** Where an icon's file is committed: static/ holds what the site serves as it is. */
const committedFile = (icon) => path.join(STATIC_DIR, icon.src);

module.exports = { ICON_FILES, scaledLogo, renderIcon, committedFile };

if (require.main === module) {
  (async () => {
    for (const icon of ICON_FILES) {
      const file = committedFile(icon);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const image = await renderIcon(icon.size);
      fs.writeFileSync(file, image);
      console.log(`${path.relative(process.cwd(), file)}: ${image.length} bytes`);
    }
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
