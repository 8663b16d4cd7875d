// SVG building blocks of the generated images: the palette, the seeded random numbers,
// text measured with sharp, gradients and small shapes (scripts/generate-images.mjs).
import path from "node:path";
import sharp from "sharp";

export const FONT = "DejaVu Sans, sans-serif";
export const C = {
  night: "#061a2e",
  navy: "#0b2a4a",
  deep: "#0e3d63",
  blue: "#1565a8",
  sky: "#3fa3d8",
  aqua: "#5fd3e0",
  teal: "#1fa39a",
  foam: "#e8f6fb",
  sand: "#e9b872",
  sunset: "#f08a4b",
  steel: "#9fb1c1",
  ink: "#33475a",
};

// ---------- helpers ----------
export function rngFor(name) {
  // mulberry32 seeded with an FNV-1a hash of the file name
  let s = 2166136261;
  for (const ch of name) s = Math.imul(s ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => a + Math.floor(next() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  };
}
export const f = (n) => Math.round(n * 10) / 10;
export const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
export const label = (file) => path.basename(file, path.extname(file)).replace(/[-_]+/g, " ").trim().toUpperCase();
export async function textWidth(text, size, bold = true) {
  // measured with the same fonts rsvg will use
  const { info } = await sharp({
    text: { text: esc(text), font: `DejaVu Sans${bold ? " Bold" : ""} ${size}`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}
export const text = (x, y, size, fill, s, extra = "") =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${f(size)}" font-weight="bold" fill="${fill}" ${extra}>${esc(s)}</text>`;

export const defs = (x) => `<defs>${x}</defs>`;
export const lin = (id, stops, v = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${v ? 0 : 1}" y2="${v ? 1 : 0}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</linearGradient>`;
export const DEFS = `<defs>${lin("metal", [
  [0, "#7b8c9b"],
  [0.35, "#f1f5f8"],
  [0.6, "#bccad5"],
  [1, "#5f707f"],
])}
${lin(
  "metalV",
  [
    [0, "#7b8c9b"],
    [0.3, "#f1f5f8"],
    [0.65, "#b3c2ce"],
    [1, "#56677a"],
  ],
  true,
)}
${lin("vessel", [
  [0, "#0b3560"],
  [0.38, "#2a86c8"],
  [0.52, "#7cc4ee"],
  [1, "#082a4d"],
])}
${lin("vesselT", [
  [0, "#0b4a4a"],
  [0.38, "#1fa39a"],
  [0.52, "#7fdcd0"],
  [1, "#083c3c"],
])}
${lin(
  "tube",
  [
    [0, "#b8c6d3"],
    [0.35, "#ffffff"],
    [1, "#8fa2b4"],
  ],
  true,
)}
${lin("bowl", [
  [0, "#2a86c8", 0.55],
  [0.4, "#bfe6f7", 0.45],
  [1, "#1565a8", 0.6],
])}
${lin("opaque", [
  [0, "#c9d6e0"],
  [0.35, "#ffffff"],
  [1, "#a9bac8"],
])}
${lin("vesselD", [
  [0, "#121a22"],
  [0.38, "#3a4a5a"],
  [0.52, "#6f8296"],
  [1, "#0c131a"],
])}
${lin(
  "water",
  [
    [0, "#8fe3f0"],
    [1, "#1b84c2"],
  ],
  true,
)}
${lin("sail", [
  [0, "#f6d7a0"],
  [1, "#d99a55"],
])}
${lin(
  "leaf",
  [
    [0, "#3f9a6e"],
    [1, "#1f6248"],
  ],
  true,
)}
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter></defs>`;

export const dropPath = (cx, cy, r) =>
  `M${f(cx)},${f(cy - 1.9 * r)} C${f(cx + 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx + r)},${f(cy - 0.6 * r)} ${f(cx + r)},${f(cy)} A${f(r)},${f(r)} 0 1 1 ${f(cx - r)},${f(cy)} C${f(cx - r)},${f(cy - 0.6 * r)} ${f(cx - 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx)},${f(cy - 1.9 * r)} Z`;
export const pipe = (d, w, color = "#8ea2b4") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${f(w * 0.25)}" transform="translate(0 ${f(-w * 0.18)})"/>`;
export const shadow = (cx, base, w) =>
  `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(w / 2)}" ry="${f(w * 0.05)}" fill="#000" opacity=".28" filter="url(#soft)"/>`;
