/**
 * Renders the site's icons (src/icons/icons.json, drawn from react-icons) into one SVG
 * sprite of <symbol>s, src/icons/sprite.svg. Pages reference it with <use>, so no icon's
 * path data is repeated in the HTML and react-icons is not shipped to the browser.
 *
 *   npm run icons       rewrites the sprite after icons.json changed
 * A unit test (__tests__/lib/icon-sprite.test.ts) fails while the committed sprite is out of date.
 */
const fs = require("node:fs");
const path = require("node:path");
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");

const ICONS_PATH = path.join(__dirname, "../src/icons/icons.json");
const SPRITE_PATH = path.join(__dirname, "../src/icons/sprite.svg");
/**
 * Gatsby's url-loader turns an imported file under 10,000 bytes into a data: URI, and
 * <use> cannot point into a data: URI; the sprite must stay a file of its own.
 */
const INLINE_LIMIT_BYTES = 10000;

function readIcons() {
  const icons = JSON.parse(fs.readFileSync(ICONS_PATH, "utf8"));
  return Object.entries(icons).filter(([name]) => !name.startsWith("$"));
}

function renderSymbol(name, ref) {
  const [pack, exportName] = ref.split("/");
  const Component = require(`react-icons/${pack}`)[exportName];
  if (typeof Component !== "function") {
    throw new Error(`src/icons/icons.json: "${name}": react-icons/${pack} has no ${exportName}`);
  }
  const svg = renderToStaticMarkup(React.createElement(Component));
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`${ref}: no viewBox in ${svg.slice(0, 80)}`);
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
}

/** The sprite's text: one symbol per icon, ids are the names in icons.json. */
function renderSprite() {
  const symbols = readIcons().map(([name, ref]) => renderSymbol(name, ref));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

module.exports = { renderSprite, readIcons, SPRITE_PATH, INLINE_LIMIT_BYTES };

if (require.main === module) {
  const sprite = renderSprite();
  if (Buffer.byteLength(sprite) <= INLINE_LIMIT_BYTES) {
    throw new Error(
      `the sprite is ${Buffer.byteLength(sprite)} bytes; it must exceed ${INLINE_LIMIT_BYTES} (see INLINE_LIMIT_BYTES)`,
    );
  }
  fs.writeFileSync(SPRITE_PATH, sprite);
  console.log(
    `${path.relative(process.cwd(), SPRITE_PATH)}: ${readIcons().length} icons, ${Buffer.byteLength(sprite)} bytes`,
  );
}
