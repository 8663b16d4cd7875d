#!/usr/bin/env node
// Generates every raster image the content references, as illustrative SVG compositions
// rasterised with sharp. Existing files are never overwritten (an editor may have replaced
// one with a real photo) unless --force is given. Root: env IMAGES_ROOT, else the repo root.
//   node scripts/generate-images.mjs [--force]
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(process.env.IMAGES_ROOT || path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const FORCE = process.argv.includes("--force");
const FONT = "DejaVu Sans, sans-serif";
const C = {
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
function rngFor(name) {
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
const f = (n) => Math.round(n * 10) / 10;
const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
const label = (file) => path.basename(file, path.extname(file)).replace(/[-_]+/g, " ").trim().toUpperCase();
async function textWidth(text, size, bold = true) {
  // measured with the same fonts rsvg will use
  const { info } = await sharp({
    text: { text: esc(text), font: `DejaVu Sans${bold ? " Bold" : ""} ${size}`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}
const text = (x, y, size, fill, s, extra = "") =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${f(size)}" font-weight="bold" fill="${fill}" ${extra}>${esc(s)}</text>`;

const defs = (x) => `<defs>${x}</defs>`;
const lin = (id, stops, v = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${v ? 0 : 1}" y2="${v ? 1 : 0}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</linearGradient>`;
const DEFS = `<defs>${lin("metal", [
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

const dropPath = (cx, cy, r) =>
  `M${f(cx)},${f(cy - 1.9 * r)} C${f(cx + 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx + r)},${f(cy - 0.6 * r)} ${f(cx + r)},${f(cy)} A${f(r)},${f(r)} 0 1 1 ${f(cx - r)},${f(cy)} C${f(cx - r)},${f(cy - 0.6 * r)} ${f(cx - 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx)},${f(cy - 1.9 * r)} Z`;
const pipe = (d, w, color = "#8ea2b4") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${f(w * 0.25)}" transform="translate(0 ${f(-w * 0.18)})"/>`;
const shadow = (cx, base, w) =>
  `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(w / 2)}" ry="${f(w * 0.05)}" fill="#000" opacity=".28" filter="url(#soft)"/>`;

// ---------- motifs: (rng, centre x, baseline y, size) -> svg ----------
function vessel(x, base, w, h, fill) {
  return `<rect x="${f(x + w * 0.12)}" y="${f(base - w * 0.12)}" width="${f(w * 0.76)}" height="${f(w * 0.12)}" fill="${C.ink}"/>
<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h - w * 0.08)}" rx="${f(w / 2)}" ry="${f(w * 0.3)}" fill="url(#${fill})"/>
<rect x="${f(x)}" y="${f(base - h * 0.55)}" width="${f(w)}" height="${f(h * 0.025)}" fill="#000" opacity=".18"/>
<rect x="${f(x + w * 0.28)}" y="${f(base - h - w * 0.2)}" width="${f(w * 0.44)}" height="${f(w * 0.26)}" rx="${f(w * 0.05)}" fill="url(#metal)"/>`;
}
const M = {
  tank(r, cx, base, s, name = "") {
    const n = /twin|duplex/.test(name) ? 2 : /triplex|triple/.test(name) ? 3 : r.int(2, 3),
      w = s * (n === 2 ? 0.3 : 0.24),
      gap = w * 0.45,
      x0 = cx - (n * w + (n - 1) * gap) / 2;
    const fill = r.pick(["vessel", "vesselT", "vesselD"]);
    let out = "";
    const tops = Array.from({ length: n }, (_, i) => ({
      x: x0 + i * (w + gap),
      h: s * (i === 1 ? 0.95 : r.range(0.72, 0.86)),
    }));
    const py = base - Math.max(...tops.map((t) => t.h)) - w * 0.4;
    out += pipe(
      tops.map((t) => `M${f(t.x + w / 2)},${f(base - t.h - w * 0.1)} V${f(py)}`).join(" ") +
        ` M${f(tops[0].x + w / 2)},${f(py)} H${f(tops[n - 1].x + w / 2)}`,
      w * 0.13,
    );
    for (const t of tops) out += vessel(t.x, base, w, t.h, fill);
    return out;
  },
  membrane(r, cx, base, s) {
    const n = r.int(3, 6),
      fw = s * r.range(1.1, 1.35),
      fh = s * 0.85,
      x0 = cx - fw / 2,
      th = (fh * 0.82) / n,
      cap = r.pick([C.blue, C.teal, C.ink]);
    let out = `<rect x="${f(x0)}" y="${f(base - fh)}" width="${f(s * 0.05)}" height="${f(fh)}" fill="${C.ink}"/><rect x="${f(x0 + fw - s * 0.05)}" y="${f(base - fh)}" width="${f(s * 0.05)}" height="${f(fh)}" fill="${C.ink}"/>`;
    for (let i = 0; i < n; i++) {
      const y = base - fh + fh * 0.08 + i * th,
        h = th * 0.72;
      out += `<rect x="${f(x0 + s * 0.08)}" y="${f(y)}" width="${f(fw - s * 0.16)}" height="${f(h)}" rx="${f(h / 2)}" fill="url(#tube)"/>`;
      for (const ex of [x0 + s * 0.07, x0 + fw - s * 0.07 - h * 0.7])
        out += `<rect x="${f(ex)}" y="${f(y - h * 0.06)}" width="${f(h * 0.7)}" height="${f(h * 1.12)}" rx="${f(h * 0.15)}" fill="${cap}"/>`;
    }
    out += pipe(`M${f(x0 + fw + s * 0.02)},${f(base - fh * 0.9)} V${f(base - fh * 0.15)}`, th * 0.3);
    const gx = x0 + s * 0.025,
      gy = base - fh - s * 0.06,
      gr = s * 0.06;
    return (
      out +
      `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="#fff" stroke="${C.ink}" stroke-width="${f(gr * 0.25)}"/><path d="M${f(gx)},${f(gy)} L${f(gx + gr * 0.6)},${f(gy - gr * 0.45)}" stroke="${C.sunset}" stroke-width="${f(gr * 0.15)}" stroke-linecap="round"/>`
    );
  },
  uv(r, cx, base, s) {
    const n = r.int(2, 3),
      w = s * 1.05,
      h = s * 0.18,
      x0 = cx - (w + s * 0.3) / 2;
    let out = "";
    for (let i = 0; i < n; i++) {
      const y = base - h * 1.3 - i * h * 1.75;
      out += pipe(
        `M${f(x0 + w * 0.15)},${f(y - h * 0.5)} V${f(y + h * 0.1)} M${f(x0 + w * 0.85)},${f(y - h * 0.5)} V${f(y + h * 0.1)}`,
        h * 0.3,
      );
      out += `<rect x="${f(x0)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="url(#metalV)"/>
<rect x="${f(x0 + w * 0.22)}" y="${f(y + h * 0.22)}" width="${f(w * 0.56)}" height="${f(h * 0.56)}" rx="${f(h * 0.2)}" fill="#071a2c"/>
<rect x="${f(x0 + w * 0.24)}" y="${f(y + h * 0.36)}" width="${f(w * 0.52)}" height="${f(h * 0.28)}" rx="${f(h * 0.14)}" fill="#7ef0ff" filter="url(#glow)"/>
<rect x="${f(x0 + w * 0.25)}" y="${f(y + h * 0.45)}" width="${f(w * 0.5)}" height="${f(h * 0.1)}" rx="${f(h * 0.05)}" fill="#f2fdff"/>`;
    }
    return (
      out +
      `<rect x="${f(x0 + w + s * 0.08)}" y="${f(base - s * 0.42)}" width="${f(s * 0.22)}" height="${f(s * 0.32)}" rx="${f(s * 0.02)}" fill="${C.foam}" stroke="${C.ink}" stroke-width="${f(s * 0.01)}"/><circle cx="${f(x0 + w + s * 0.19)}" cy="${f(base - s * 0.34)}" r="${f(s * 0.025)}" fill="#34d399"/>`
    );
  },
  filter(r, cx, base, s, name = "") {
    const bowl = /industrial|commercial|bag|self cleaning/.test(name.replace(/-/g, " "))
      ? "metal"
      : r.pick(["bowl", "bowl", "opaque"]);
    const n = r.int(2, 4),
      w = s * 0.2,
      gap = w * 0.35,
      tw = n * w + (n - 1) * gap,
      x0 = cx - tw / 2,
      top = base - s * 0.92;
    let out =
      pipe(`M${f(x0 - w * 0.8)},${f(top + s * 0.05)} H${f(x0 + tw + w * 0.8)}`, s * 0.05) +
      `<rect x="${f(x0 - w * 0.2)}" y="${f(top - s * 0.05)}" width="${f(tw + w * 0.4)}" height="${f(s * 0.04)}" fill="${C.ink}"/>`;
    for (let i = 0; i < n; i++) {
      const x = x0 + i * (w + gap);
      out += `<rect x="${f(x - w * 0.08)}" y="${f(top)}" width="${f(w * 1.16)}" height="${f(s * 0.1)}" rx="${f(w * 0.08)}" fill="url(#metal)"/>
<rect x="${f(x + w * 0.2)}" y="${f(top + s * 0.14)}" width="${f(w * 0.6)}" height="${f(s * 0.66)}" rx="${f(w * 0.1)}" fill="#f4efe3"/>
<path d="${Array.from({ length: 9 }, (_, k) => `M${f(x + w * 0.22)},${f(top + s * (0.2 + k * 0.07))} h${f(w * 0.56)}`).join(" ")}" stroke="#d6c9ad" stroke-width="${f(s * 0.008)}"/>
<rect x="${f(x)}" y="${f(top + s * 0.1)}" width="${f(w)}" height="${f(s * 0.76)}" rx="${f(w * 0.22)}" fill="url(#${bowl})" stroke="#fff" stroke-opacity=".5" stroke-width="${f(s * 0.006)}"/>`;
    }
    return out;
  },
  pipes(r, cx, base, s) {
    const x0 = cx - s * 0.75,
      x1 = cx + s * 0.75,
      ys = [base - s * 0.25, base - s * 0.62],
      pw = s * 0.09;
    let out = [
      [x0 + s * 0.2, ys[1] - s * 0.22],
      [cx - s * 0.05, ys[0]],
      [x1 - s * 0.12, ys[1]],
    ] // pipe supports
      .map(
        ([px, py]) =>
          `<rect x="${f(px - pw * 0.25)}" y="${f(py)}" width="${f(pw * 0.5)}" height="${f(base - py)}" fill="${C.ink}"/><rect x="${f(px - pw * 0.8)}" y="${f(base - pw * 0.3)}" width="${f(pw * 1.6)}" height="${f(pw * 0.3)}" fill="${C.ink}"/>`,
      )
      .join("");
    out +=
      pipe(`M${f(x0)},${f(ys[0])} H${f(cx + s * 0.25)} V${f(ys[1])} H${f(x1)}`, pw, "#2a7fc0") +
      pipe(`M${f(x0)},${f(ys[1] - s * 0.22)} H${f(cx - s * 0.2)} V${f(ys[0])}`, pw * 0.8, "#8ea2b4");
    for (const [vx, vy] of [
      [cx - s * 0.5, ys[0]],
      [cx + s * 0.55, ys[1]],
    ]) {
      out += `<rect x="${f(vx - pw * 0.9)}" y="${f(vy - pw * 0.9)}" width="${f(pw * 1.8)}" height="${f(pw * 1.8)}" rx="${f(pw * 0.3)}" fill="${C.ink}"/><rect x="${f(vx - pw * 0.12)}" y="${f(vy - pw * 2.6)}" width="${f(pw * 0.24)}" height="${f(pw * 1.8)}" fill="${C.ink}"/>
<circle cx="${f(vx)}" cy="${f(vy - pw * 2.7)}" r="${f(pw * 1.1)}" fill="none" stroke="${C.sunset}" stroke-width="${f(pw * 0.28)}"/><path d="M${f(vx - pw * 1.1)},${f(vy - pw * 2.7)} h${f(pw * 2.2)} M${f(vx)},${f(vy - pw * 3.8)} v${f(pw * 2.2)}" stroke="${C.sunset}" stroke-width="${f(pw * 0.16)}"/>`;
    }
    return out;
  },
  sea(r, cx, base, s) {
    const p = (x, y) => `${f(cx + x * s)},${f(base + y * s)}`;
    return `<ellipse cx="${f(cx)}" cy="${f(base + s * 0.03)}" rx="${f(s * 0.62)}" ry="${f(s * 0.04)}" fill="#000" opacity=".25"/>
<path d="M${p(-0.55, -0.2)} L${p(0.62, -0.27)} Q${p(0.3, -0.05)} ${p(-0.05, -0.05)} Q${p(-0.42, -0.06)} ${p(-0.55, -0.2)} Z" fill="#3b2a1e"/>
<path d="M${p(-0.55, -0.2)} L${p(0.62, -0.27)}" stroke="${C.sand}" stroke-width="${f(s * 0.012)}"/>
<path d="M${p(0, -0.2)} L${p(0.03, -0.95)}" stroke="#2a1d14" stroke-width="${f(s * 0.018)}"/>
<path d="M${p(-0.42, -0.36)} L${p(0.34, -1.05)} Q${p(0.3, -0.6)} ${p(0.16, -0.26)} Z" fill="url(#sail)"/>
<path d="M${p(-0.46, -0.33)} L${p(0.37, -1.08)}" stroke="#2a1d14" stroke-width="${f(s * 0.012)}"/>`;
  },
  agri(r, cx, base, s) {
    const palm = (x, h, lean) => {
      const tx = x + lean * h * 0.25,
        ty = base - h;
      return (
        `<path d="M${f(x)},${f(base)} Q${f(x + lean * h * 0.05)},${f(base - h * 0.5)} ${f(tx)},${f(ty)}" fill="none" stroke="#6b5035" stroke-width="${f(h * 0.05)}" stroke-linecap="round"/>` +
        [-150, -120, -90, -60, -30, -165, -15]
          .map((a) => {
            const rad = (a * Math.PI) / 180,
              L = h * 0.42,
              ex = tx + Math.cos(rad) * L,
              ey = ty + Math.sin(rad) * L * 0.6 + L * 0.35;
            return `<path d="M${f(tx)},${f(ty)} Q${f((tx + ex) / 2)},${f(ty - L * 0.35)} ${f(ex)},${f(ey)} Q${f((tx + ex) / 2)},${f(ty - L * 0.12)} ${f(tx)},${f(ty)} Z" fill="url(#leaf)"/>`;
          })
          .join("")
      );
    };
    const gx = cx - s * 0.15,
      gw = s * 0.9,
      gh = s * 0.3;
    return `<path d="M${f(gx)},${f(base)} V${f(base - gh)} A${f(gw / 2)},${f(gh * 0.9)} 0 0 1 ${f(gx + gw)},${f(base - gh)} V${f(base)} Z" fill="#e8f6fb" fill-opacity=".55" stroke="#fff" stroke-opacity=".8" stroke-width="${f(s * 0.008)}"/>
${Array.from({ length: 5 }, (_, i) => `<path d="M${f(gx + (gw * (i + 1)) / 6)},${f(base)} V${f(base - gh - gh * 0.75 * Math.sin((Math.PI * (i + 1)) / 6))}" stroke="#fff" stroke-opacity=".7" stroke-width="${f(s * 0.006)}"/>`).join("")}
${palm(cx - s * 0.45, s * r.range(0.85, 1), -0.3)}${palm(cx - s * 0.25, s * r.range(0.6, 0.72), 0.35)}${palm(cx + s * 0.85, s * r.range(0.7, 0.85), 0.2)}`;
  },
  hospital(r, cx, base, s) {
    const w = s * 0.9,
      h = s * 0.7,
      x0 = cx - w / 2;
    let win = "";
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 6; col++)
        win += `<rect x="${f(x0 + w * 0.08 + col * w * 0.145)}" y="${f(base - h + h * 0.12 + row * h * 0.18)}" width="${f(w * 0.09)}" height="${f(h * 0.1)}" fill="#9fd4ee" opacity=".85"/>`;
    const sx = cx + w * 0.2,
      sy = base - h - s * 0.22,
      q = s * 0.09;
    return `<rect x="${f(x0)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="#eef4f8"/><rect x="${f(x0 - w * 0.04)}" y="${f(base - h - s * 0.03)}" width="${f(w * 1.08)}" height="${f(s * 0.04)}" fill="${C.ink}"/>${win}
<rect x="${f(cx - w * 0.1)}" y="${f(base - h * 0.2)}" width="${f(w * 0.2)}" height="${f(h * 0.2)}" fill="${C.deep}"/>
<rect x="${f(sx - q * 1.7)}" y="${f(sy - q * 1.7)}" width="${f(q * 3.4)}" height="${f(q * 3.4)}" rx="${f(q * 0.5)}" fill="${C.teal}"/><path d="M${f(sx - q / 2)},${f(sy - q * 1.3)} h${f(q)} v${f(q * 0.8)} h${f(q * 0.8)} v${f(q)} h${f(-q * 0.8)} v${f(q * 0.8)} h${f(-q)} v${f(-q * 0.8)} h${f(-q * 0.8)} v${f(-q)} h${f(q * 0.8)} Z" fill="#fff"/>`;
  },
  factory(r, cx, base, s) {
    const w = s * 1.1,
      h = s * r.range(0.32, 0.42),
      x0 = cx - w / 2,
      n = r.int(3, 5),
      tw = w / n;
    let out = "";
    for (const [i, ch] of [0.12, 0.3, 0.48].slice(0, r.int(1, 3)).entries()) {
      const x = x0 + w * ch,
        top = base - h - s * (0.5 - i * 0.1);
      out += `<rect x="${f(x)}" y="${f(top)}" width="${f(s * 0.07)}" height="${f(base - top)}" fill="#c9d3dc"/><rect x="${f(x)}" y="${f(top + s * 0.04)}" width="${f(s * 0.07)}" height="${f(s * 0.03)}" fill="${C.sunset}"/>`;
      for (let k = 0; k < 3; k++)
        out += `<circle cx="${f(x + s * 0.035 + k * s * 0.07)}" cy="${f(top - s * (0.06 + k * 0.07))}" r="${f(s * (0.045 + k * 0.02))}" fill="#fff" opacity="${0.35 - k * 0.08}" filter="url(#glow)"/>`;
    }
    out += `<path d="M${f(x0)},${f(base)} V${f(base - h)} ${Array.from({ length: n }, (_, i) => `L${f(x0 + i * tw + tw)},${f(base - h - s * 0.14)} V${f(base - h)}`).join(" ")} V${f(base)} Z" fill="#dfe7ee"/>`;
    for (let i = 0; i < n; i++)
      out += `<rect x="${f(x0 + i * tw + tw * 0.2)}" y="${f(base - h * 0.7)}" width="${f(tw * 0.6)}" height="${f(h * 0.25)}" fill="${C.sky}" opacity=".7"/>`;
    for (let i = r.int(1, 2) - 1; i >= 0; i--)
      out += vessel(
        x0 + w + s * (0.05 + i * 0.2),
        base,
        s * 0.16,
        s * (0.45 - i * 0.08),
        r.pick(["vessel", "vesselT"]),
      );
    return out;
  },
  hotel(r, cx, base, s) {
    const x = cx - s * 0.1,
      w = s * 0.42,
      h = s * 1.05;
    return `<rect x="${f(cx - s * 0.62)}" y="${f(base - s * 0.62)}" width="${f(s * 0.32)}" height="${f(s * 0.62)}" fill="#d7e3ec"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${f(cx - s * 0.6)}" y="${f(base - s * 0.6 + i * s * 0.066)}" width="${f(s * 0.28)}" height="${f(s * 0.03)}" fill="${C.sky}" opacity=".6"/>`).join("")}
<path d="M${f(x)},${f(base)} V${f(base - h)} Q${f(x + w * 1.25)},${f(base - h * 0.5)} ${f(x + w)},${f(base)} Z" fill="#f4f8fb"/>
<path d="M${f(x)},${f(base - h)} Q${f(x + w * 1.25)},${f(base - h * 0.5)} ${f(x + w)},${f(base)}" fill="none" stroke="${C.ink}" stroke-width="${f(s * 0.02)}"/>
<rect x="${f(x - s * 0.04)}" y="${f(base - h - s * 0.1)}" width="${f(s * 0.04)}" height="${f(h + s * 0.1)}" fill="${C.ink}"/>
<circle cx="${f(x + w * 0.72)}" cy="${f(base - h * 0.62)}" r="${f(s * 0.06)}" fill="${C.sand}"/>`;
  },
  dispenser(r, cx, base, s) {
    const w = s * 0.36,
      h = s * 0.62,
      x = cx - w / 2,
      top = base - h;
    return `<rect x="${f(x + w * 0.12)}" y="${f(top - s * 0.36)}" width="${f(w * 0.76)}" height="${f(s * 0.32)}" rx="${f(w * 0.18)}" fill="url(#bowl)"/><rect x="${f(x + w * 0.4)}" y="${f(top - s * 0.06)}" width="${f(w * 0.2)}" height="${f(s * 0.07)}" fill="url(#bowl)"/>
<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="#f4f7fa" stroke="#b9c8d4" stroke-width="${f(s * 0.006)}"/>
<rect x="${f(x + w * 0.18)}" y="${f(top + h * 0.14)}" width="${f(w * 0.64)}" height="${f(h * 0.26)}" rx="${f(w * 0.04)}" fill="${C.ink}" opacity=".85"/>
<rect x="${f(x + w * 0.28)}" y="${f(top + h * 0.14)}" width="${f(w * 0.1)}" height="${f(h * 0.06)}" fill="${C.sky}"/><rect x="${f(x + w * 0.62)}" y="${f(top + h * 0.14)}" width="${f(w * 0.1)}" height="${f(h * 0.06)}" fill="${C.sunset}"/>
<rect x="${f(x + w * 0.15)}" y="${f(top + h * 0.55)}" width="${f(w * 0.7)}" height="${f(h * 0.38)}" rx="${f(w * 0.03)}" fill="none" stroke="#c9d5df" stroke-width="${f(s * 0.006)}"/>`;
  },
  glass(r, cx, base, s) {
    const gw = s * 0.5,
      gh = s * 0.75,
      top = base - gh,
      wl = top + gh * 0.3;
    const xo = (y) => cx - gw / 2 + ((y - top) / gh) * gw * 0.09;
    return `<path d="M${f(xo(wl))},${f(wl)} L${f(cx * 2 - xo(wl))},${f(wl)} L${f(cx * 2 - xo(base))},${f(base)} L${f(xo(base))},${f(base)} Z" fill="url(#water)" opacity=".9"/>
<path d="M${f(xo(top))},${f(top)} L${f(cx * 2 - xo(top))},${f(top)} L${f(cx * 2 - xo(base))},${f(base)} L${f(xo(base))},${f(base)} Z" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".85" stroke-width="${f(s * 0.014)}"/>
<path d="M${f(xo(top) + gw * 0.1)},${f(top + gh * 0.1)} L${f(xo(base) + gw * 0.1)},${f(base - gh * 0.1)}" stroke="#fff" stroke-opacity=".6" stroke-width="${f(s * 0.02)}" stroke-linecap="round"/>
<ellipse cx="${f(cx)}" cy="${f(wl)}" rx="${f(gw * 0.3)}" ry="${f(s * 0.02)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${f(s * 0.008)}"/>
<path d="${dropPath(cx, top - s * 0.18, s * 0.055)}" fill="url(#water)"/>`;
  },
  chiller(r, cx, base, s) {
    // packaged chiller cabinet with fans and a snowflake
    const w = s * 1.1,
      h = s * 0.55,
      x = cx - w / 2,
      top = base - h,
      fx = cx + w * 0.36,
      fy = top - s * 0.22,
      L = s * 0.15;
    let arms = "";
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3,
        bx = fx + Math.cos(a) * L * 0.6,
        by = fy + Math.sin(a) * L * 0.6;
      arms +=
        `M${f(fx)},${f(fy)} L${f(fx + Math.cos(a) * L)},${f(fy + Math.sin(a) * L)} ` +
        [-0.6, 0.6]
          .map((d) => `M${f(bx)},${f(by)} l${f(Math.cos(a + d) * L * 0.3)},${f(Math.sin(a + d) * L * 0.3)}`)
          .join(" ");
    }
    return `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(s * 0.02)}" fill="#eef3f7" stroke="#b9c8d4" stroke-width="${f(s * 0.006)}"/><rect x="${f(x)}" y="${f(base - h * 0.12)}" width="${f(w)}" height="${f(h * 0.12)}" fill="${C.ink}"/>
${[0.25, 0.58].map((k) => `<circle cx="${f(x + w * k)}" cy="${f(top + h * 0.45)}" r="${f(h * 0.3)}" fill="${C.ink}"/><circle cx="${f(x + w * k)}" cy="${f(top + h * 0.45)}" r="${f(h * 0.22)}" fill="none" stroke="#6d8296" stroke-width="${f(h * 0.03)}"/><circle cx="${f(x + w * k)}" cy="${f(top + h * 0.45)}" r="${f(h * 0.06)}" fill="${C.steel}"/>`).join("")}
<rect x="${f(x + w * 0.82)}" y="${f(top + h * 0.18)}" width="${f(w * 0.12)}" height="${f(h * 0.5)}" rx="${f(s * 0.01)}" fill="#dfe7ee" stroke="#b9c8d4" stroke-width="${f(s * 0.004)}"/><circle cx="${f(x + w * 0.88)}" cy="${f(top + h * 0.28)}" r="${f(s * 0.015)}" fill="#34d399"/>
<path d="${arms}" stroke="${C.sky}" stroke-width="${f(s * 0.025)}" stroke-linecap="round" fill="none"/>`;
  },
  drops(r, cx, base, s) {
    let out = `<ellipse cx="${f(cx)}" cy="${f(base - s * 0.04)}" rx="${f(s * 0.5)}" ry="${f(s * 0.07)}" fill="none" stroke="${C.aqua}" stroke-opacity=".5" stroke-width="${f(s * 0.012)}"/><ellipse cx="${f(cx)}" cy="${f(base - s * 0.04)}" rx="${f(s * 0.3)}" ry="${f(s * 0.04)}" fill="none" stroke="${C.aqua}" stroke-opacity=".8" stroke-width="${f(s * 0.012)}"/>`;
    out += `<path d="${dropPath(cx, base - s * 0.42, s * 0.2)}" fill="url(#water)"/><path d="M${f(cx - s * 0.12)},${f(base - s * 0.45)} A${f(s * 0.12)},${f(s * 0.12)} 0 0 1 ${f(cx - s * 0.04)},${f(base - s * 0.56)}" stroke="#fff" stroke-opacity=".8" stroke-width="${f(s * 0.02)}" fill="none" stroke-linecap="round"/>`;
    for (const [dx, dy, k] of [
      [-0.42, -0.7, 0.07],
      [0.4, -0.85, 0.05],
      [0.3, -0.35, 0.04],
    ])
      out += `<path d="${dropPath(cx + dx * s * r.range(0.9, 1.1), base + dy * s, s * k)}" fill="url(#water)" opacity=".8"/>`;
    return out;
  },
};
const KEYWORDS = [
  [/desal|seawater|\bsea\b|marine|water ?maker|yacht|boat/, "sea"],
  [/agri|farm|irrigat|greenhouse|palm|garden/, "agri"],
  [/hospital|clinic|medical|health|dialysis/, "hospital"],
  [/hotel|hospitality|resort|restaurant/, "hotel"],
  [/dispenser|cooler|bottle/, "dispenser"],
  [/chiller|cooling|hvac/, "chiller"],
  [/industr|factory|manufactur|plant|\boil\b|power|effluent|waste|sewage|\betp\b|\bstp\b/, "factory"],
  [/\buv\b|ultraviolet|steril|disinfect|ozone/, "uv"],
  [/\bro\b|\buf\b|osmosis|membrane|nanofiltration|ultrafiltration|water ?maker/, "membrane"],
  [/soften|tank|vessel|storage|pressure|multimedia|deioni|\bdi\b|exchange/, "tank"],
  [/filter|cartridge|sediment|carbon|iron|media/, "filter"],
  [/pipe|valve|plumb|pump|dosing|chlorin/, "pipes"],
  [/domestic|residential|villa|drinking|kitchen|apartment|house/, "glass"],
];
const EQUIPMENT = ["tank", "membrane", "filter", "uv", "pipes", "glass", "dispenser", "chiller"];
// first keyword whose motif is allowed, else a seeded pick from the fallback list
const motifFor = (name, r, fallback, allowed = Object.keys(M)) =>
  (KEYWORDS.find(([re, m]) => allowed.includes(m) && re.test(name.replace(/[-_.]+/g, " "))) || [
    0,
    r.pick(fallback),
  ])[1];

// ---------- backgrounds ----------
function skyline(r, x0, x1, base, maxH, fill, lights) {
  let out = "",
    x = x0;
  const burj = r.range(x0 + (x1 - x0) * 0.3, x1 - (x1 - x0) * 0.3);
  while (x < x1) {
    const w = r.range(0.035, 0.07) * maxH * 2.2,
      h = r.range(0.25, 0.75) * maxH,
      kind = r.int(0, 3);
    out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`;
    if (kind === 1)
      out += `<rect x="${f(x + w * 0.48)}" y="${f(base - h - maxH * 0.12)}" width="${f(w * 0.04 + 1)}" height="${f(maxH * 0.12)}" fill="${fill}"/>`;
    if (kind === 2)
      out += `<path d="M${f(x)},${f(base - h)} L${f(x + w)},${f(base - h - w * 0.6)} V${f(base - h)} Z" fill="${fill}"/>`;
    if (lights)
      for (let k = 0; k < 6; k++)
        out += `<rect x="${f(x + r.range(0.15, 0.75) * w)}" y="${f(base - r.range(0.1, 0.9) * h)}" width="${f(w * 0.12)}" height="${f(w * 0.08)}" fill="${C.sand}" opacity="${f(r.range(0.2, 0.6))}"/>`;
    x += w + r.range(2, 14);
  }
  for (let i = 0, w = maxH * 0.2, y = base; i < 6; i++, w *= 0.72) {
    const h = maxH * (i === 5 ? 0.45 : 0.22); // Burj-like stepped tower
    out += `<rect x="${f(burj - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h + 1)}" fill="${fill}"/>`;
    y -= h;
  }
  return out;
}
function waves(r, W, H, y, colors) {
  return colors
    .map((c, i) => {
      const amp = r.range(4, 12) + i * 3,
        k = (r.range(1.5, 3.5) / W) * Math.PI * 2,
        ph = r.range(0, 6),
        yy = y + i * (H - y) * 0.22;
      let d = `M0,${H} `;
      for (let x = 0; x <= W; x += 16) d += `L${x},${f(yy + Math.sin(x * k + ph) * amp)} `;
      return `<path d="${d}L${W},${H} Z" fill="${c}"/>`;
    })
    .join("");
}
const PALETTES = [
  ["#04121f", "#0b3356", "#13607e"],
  ["#061626", "#0d3a4f", "#1b6f78"],
  ["#0a1a33", "#1d3a63", "#8a5a52"],
];
const LIGHT = [
  ["#a9d8f0", "#e6f5fb", "#f6e6cc", "#a6cade"],
  ["#9fd3dc", "#e4f5f3", "#f3dcc0", "#9cc7cc"],
  ["#b7d3ee", "#eef4fa", "#f1d9bd", "#aac3dc"],
];
const PROCESS = ["tank", "membrane", "filter", "uv", "drops", "pipes"];

function wideScene(r, name, W, H) {
  // dark, text-friendly left side, motifs on the right half
  const [top, mid, low] = r.pick(PALETTES),
    hz = H * r.range(0.64, 0.7),
    motif = motifFor(name, r, PROCESS);
  const sunX = W * r.range(0.62, 0.88),
    onWater = ["sea", "drops", "glass"].includes(motif);
  let s = `${defs(
    lin(
      "bg",
      [
        [0, top],
        [0.6, mid],
        [1, low],
      ],
      true,
    ),
  )}<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${f(sunX)}" cy="${f(hz)}" r="${f(H * 0.35)}" fill="${C.sunset}" opacity=".35" filter="url(#soft)"/><circle cx="${f(sunX)}" cy="${f(hz)}" r="${f(H * 0.07)}" fill="${C.sand}" opacity=".8"/>`;
  s += skyline(r, W * 0.4, W * 1.02, hz, H * 0.42, "#0a2238", true);
  s += onWater
    ? waves(r, W, H, hz, ["#0c3550", "#0e4766", "#115a7a"])
    : `${defs(
        lin(
          "ground",
          [
            [0, "#0f2d45"],
            [1, "#040d17"],
          ],
          true,
        ),
      )}<rect y="${f(hz)}" width="${W}" height="${f(H - hz)}" fill="url(#ground)"/><rect y="${f(hz)}" width="${W}" height="2" fill="${C.sand}" opacity=".35"/>`;
  const base = onWater ? hz + (H - hz) * 0.45 : H * 0.9;
  s +=
    (onWater ? "" : shadow(W * 0.72, base, H * 0.6)) +
    M[motif](r, W * r.range(0.7, 0.74), base, H * (motif === "sea" ? 0.46 : 0.52), name);
  return (
    s +
    `${defs(
      lin("shade", [
        [0, "#020a14", 0.78],
        [0.45, "#020a14", 0.35],
        [0.7, "#020a14", 0],
      ]),
    )}<rect width="${W}" height="${H}" fill="url(#shade)"/>`
  );
}
function lightScene(r, name, W, H, fallback) {
  // airy, daylight composition with a centred motif
  const [top, mid, low, city] = r.pick(LIGHT),
    hz = H * 0.68,
    motif = motifFor(name, r, fallback);
  let s = `${defs(
    lin(
      "bg",
      [
        [0, top],
        [0.75, mid],
        [1, low],
      ],
      true,
    ) +
      lin(
        "sand",
        [
          [0, "#e3d3b4"],
          [1, "#cdb58b"],
        ],
        true,
      ),
  )}<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 4; i++)
    s += `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, hz * 0.8))}" r="${f(r.range(0.04, 0.1) * W)}" fill="#fff" opacity="${f(r.range(0.25, 0.45))}" filter="url(#soft)"/>`;
  s += skyline(r, -10, W + 10, hz, H * 0.3, city, false);
  s +=
    motif === "sea"
      ? waves(r, W, H, hz, ["#6cc3df", "#3fa3d8", "#1f7fb8"]) // open water for boats
      : `<rect y="${f(hz)}" width="${W}" height="${f(H - hz)}" fill="url(#sand)"/>` +
        waves(r, W, H, H * 0.87, ["#8fd6e8", "#3fa3d8", "#1f7fb8"]);
  const cx = W * r.range(0.45, 0.58),
    base = H * (motif === "sea" ? 0.82 : 0.84);
  return s + shadow(cx, base, H * 0.7) + M[motif](r, cx, base, H * 0.5, name);
}
function productScene(r, name, W, H) {
  // studio shot: equipment on a soft gradient
  const motif = motifFor(name, r, ["tank", "membrane", "filter"], EQUIPMENT);
  const tint = r.pick(["#d4e6f1", "#d3ece9", "#dde3ea"]);
  return `<defs><radialGradient id="bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect y="${f(H * 0.78)}" width="${W}" height="${f(H * 0.22)}" fill="${tint}" opacity=".6"/>${shadow(W / 2, H * 0.8, W * 0.75)}${M[motif](r, W / 2, H * 0.8, H * 0.55, name)}`;
}

// ---------- PNG marks ----------
const cog = (cx, cy, ro, ri, n) =>
  Array.from({ length: n }, (_, k) => {
    const a = (k * 2 * Math.PI) / n,
      t1 = (Math.PI / n) * 0.62,
      t2 = (Math.PI / n) * 0.34;
    return [
      [ri, a - t1],
      [ro, a - t2],
      [ro, a + t2],
      [ri, a + t1],
    ]
      .map(([rr, b], j) => `${k + j ? "L" : "M"}${f(cx + rr * Math.cos(b))},${f(cy + rr * Math.sin(b))}`)
      .join(" ");
  }).join(" ") + ` Z M${cx + 6},${cy} a6,6 0 1,0 -12,0 a6,6 0 1,0 12,0`;
const ICONS = [
  [
    /assess|survey|consult|needs|audit/,
    "M40,34 h80 v100 h-80 Z M62,28 h36 v14 h-36 Z M56,64 h30 M56,84 h22 M98,104 m-16,0 a16,16 0 1,0 32,0 a16,16 0 1,0 -32,0 M110,116 l18,18",
  ],
  [
    /install|fit|setup/,
    "M108,30 a26,26 0 0 0 -22,36 l-52,52 a10,10 0 0 0 14,14 l52,-52 a26,26 0 0 0 36,-22 l-16,16 l-14,-4 l-4,-14 Z",
  ],
  [
    /test|analys|lab|quality/,
    "M64,28 h32 M70,28 v38 l-32,56 a8,8 0 0 0 7,12 h70 a8,8 0 0 0 7,-12 l-32,-56 v-38 M50,104 h60",
  ],
  [
    /mainten|service|support|warrant|protect/,
    "M80,26 l46,16 v36 c0,30 -20,48 -46,58 c-26,-10 -46,-28 -46,-58 v-36 Z " + cog(80, 78, 24, 17, 8),
  ],
];
const iconSvg = (name) => {
  const d = (ICONS.find(([re]) => re.test(name)) || [0, dropPath(80, 98, 34)])[1];
  return `<path d="${d}" fill="none" stroke="${C.blue}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
};
const logoMark = (
  cx,
  cy,
  R,
) => `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient><clipPath id="dc"><path d="${dropPath(cx, cy + R * 0.22, R * 0.42)}"/></clipPath></defs>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#lg)"/><circle cx="${cx}" cy="${cy}" r="${f(R * 0.9)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${f(R * 0.025)}"/>
<path d="${dropPath(cx, cy + R * 0.22, R * 0.42)}" fill="#fff"/><g clip-path="url(#dc)"><path d="M${f(cx - R)},${f(cy + R * 0.3)} q${f(R * 0.25)},${f(-R * 0.12)} ${f(R * 0.5)},0 t${f(R * 0.5)},0 t${f(R * 0.5)},0 t${f(R * 0.5)},0 V${f(cy + R)} H${f(cx - R)} Z" fill="${C.aqua}"/></g>`;
async function fitText(lines, maxW, size) {
  // largest size (<= size) at which every line fits maxW
  for (const l of lines) size = Math.min(size, (size * maxW) / (await textWidth(l, size)));
  return Math.floor(size);
}
function balance(words, n) {
  // split words into n lines of similar length
  const lines = [],
    target = words.join(" ").length / n;
  let cur = [];
  for (const w of words) {
    if (cur.length && lines.length < n - 1 && `${cur.join(" ")} ${w}`.length > target + w.length / 2) {
      lines.push(cur.join(" "));
      cur = [];
    }
    cur.push(w);
  }
  return [...lines, cur.join(" ")];
}
async function fitLines(words, maxW, sizes) {
  // fewest lines whose fitted size reaches the minimum [max, min] for that count
  const most = Math.min(words.length, sizes.length);
  for (let n = 1; ; n++) {
    const lines = balance(words, n),
      size = await fitText(lines, maxW, sizes[n - 1][0]);
    if (size >= sizes[n - 1][1] || n === most) return { lines, size };
  }
}
async function certSvg(r, name) {
  const { lines, size } = await fitLines(label(name).split(" "), 210, [
      [54, 34],
      [46, 26],
      [36, 0],
    ]),
    star = [];
  for (let i = 0; i < 72; i++) {
    const a = (i * Math.PI) / 36,
      rr = i % 2 ? 162 : 176;
    star.push(`${f(180 + Math.cos(a) * rr)},${f(180 + Math.sin(a) * rr)}`);
  }
  const y0 = 180 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.36;
  return `<polygon points="${star.join(" ")}" fill="${r.pick([C.deep, C.blue, "#0f6f6a"])}"/><circle cx="180" cy="180" r="140" fill="none" stroke="${C.sand}" stroke-width="4"/><circle cx="180" cy="180" r="128" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
${lines.map((l, i) => text(180, y0 + i * size * 1.1, size, "#fff", l, 'text-anchor="middle"')).join("")}${text(180, 112, 17, C.sand, "CERTIFIED", 'text-anchor="middle" letter-spacing="4"')}${text(180, 262, 22, C.sand, "★ ★ ★", 'text-anchor="middle"')}`;
}
async function clientSvg(r, name) {
  const words = label(name).split(" "),
    color = r.pick(["#2f3e4e", "#3b4a5a", "#27415a"]),
    mk = 64,
    maxW = 400 - 40 - mk - 18;
  const { lines, size } = await fitLines(words, maxW, [
    [34, 24],
    [30, 0],
  ]);
  const tw = Math.max(...(await Promise.all(lines.map((l) => textWidth(l, size))))),
    x0 = (400 - (mk + 18 + tw)) / 2,
    cx = x0 + mk / 2,
    cy = 100;
  const marks = [
    `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${f(cx + 30 * Math.cos((i * Math.PI) / 3 + Math.PI / 6))},${f(cy + 30 * Math.sin((i * Math.PI) / 3 + Math.PI / 6))}`).join(" ")}" fill="none" stroke="${color}" stroke-width="7"/><circle cx="${cx}" cy="${cy}" r="9" fill="${color}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="30" fill="${color}"/><path d="M${cx - 22},${cy + 4} q11,-10 22,0 t22,0" stroke="#fff" stroke-width="5" fill="none"/>`,
    `<rect x="${cx - 22}" y="${cy - 22}" width="44" height="44" transform="rotate(45 ${cx} ${cy})" fill="${color}"/><rect x="${cx - 9}" y="${cy - 9}" width="18" height="18" transform="rotate(45 ${cx} ${cy})" fill="#fff"/>`,
    `${[0, 1, 2].map((i) => `<rect x="${cx - 28 + i * 20}" y="${cy + 28 - (i + 2) * 14}" width="14" height="${(i + 2) * 14}" fill="${color}"/>`).join("")}`,
    `<path d="M${cx - 30},${cy + 26} L${cx},${cy - 28} L${cx + 30},${cy + 26} Z" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>`,
  ];
  const ty = cy - ((lines.length - 1) * size * 1.15) / 2 + size * 0.36;
  return r.pick(marks) + lines.map((l, i) => text(x0 + mk + 18, ty + i * size * 1.15, size, color, l)).join("");
}
async function wordmarkSvg() {
  const size = await fitText(["Pure Oasis"], 420, 68);
  return (
    logoMark(80, 80, 62) +
    text(160, 92, size, C.navy, "Pure Oasis") +
    text(163, 126, 17, C.teal, "WATER TREATMENT", 'letter-spacing="5.5"')
  );
}
const loaderSvg =
  () => `<ellipse cx="75" cy="122" rx="52" ry="11" fill="none" stroke="${C.aqua}" stroke-opacity=".45" stroke-width="4"/><ellipse cx="75" cy="122" rx="30" ry="6" fill="none" stroke="${C.sky}" stroke-width="4"/>
<defs><linearGradient id="ld" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.aqua}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient></defs><path d="${dropPath(75, 78, 27)}" fill="url(#ld)"/><path d="M60,78 a15,15 0 0 1 9,-14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity=".8"/>`;

// ---------- what to render where ----------
const KINDS = {
  wide: [1600, 900],
  intro: [1200, 900],
  product: [800, 800],
  industry: [1200, 800],
  icon: [160, 160],
  cert: [360, 360],
  client: [400, 200],
};
function kindOf(rel) {
  const [a, b, folder, file, extra] = rel.split("/");
  if (a === "content" && b === "images" && file === undefined && /\.jpe?g$/i.test(folder)) return "wide"; // blog banners
  if (a !== "data" || b !== "images" || !file || extra !== undefined) return null;
  if (["technologies", "home", "about", "video-tour"].includes(folder))
    return /hero|banner/.test(file) ? "wide" : "intro";
  return (
    {
      banners: "wide",
      products: "product",
      industries: "industry",
      icons: "icon",
      certifications: "cert",
      clients: "client",
    }[folder] || null
  );
}
async function svgFor(kind, name, W, H) {
  const r = rngFor(name);
  switch (kind) {
    case "wide":
      return wideScene(r, name, W, H);
    case "intro":
      return lightScene(r, name, W, H, PROCESS);
    case "industry":
      return lightScene(r, name, W, H, ["factory", "factory", "tank", "pipes"]);
    case "product":
      return productScene(r, name, W, H);
    case "icon":
      return iconSvg(name);
    case "cert":
      return certSvg(r, name);
    case "client":
      return clientSvg(r, name);
  }
}
async function write(file, W, H, svg) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svgDoc(W, H, svg)));
  img = /\.jpe?g$/i.test(file)
    ? img.flatten({ background: "#ffffff" }).jpeg({ quality: 78, progressive: true, mozjpeg: true })
    : img.png({ compressionLevel: 9, palette: W <= 600, quality: 95 });
  await img.toFile(file);
  console.log(
    `generated ${path.relative(ROOT, file)} (${W}x${H}, ${((await fs.stat(file)).size / 1024).toFixed(0)} KB)`,
  );
}
const exists = (p) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

async function collect(errors) {
  const found = new Set(),
    dataDir = path.join(ROOT, "data"),
    blogDir = path.join(ROOT, "content/blog");
  const walk = (v) => {
    if (typeof v === "string") {
      if (/^\.\/images\/.+\.(jpe?g|png)$/i.test(v)) found.add(path.join(dataDir, v));
    } else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const e of await fs.readdir(dataDir, { recursive: true }).catch(() => [])) {
    if (!e.endsWith(".json") || e.startsWith("images")) continue;
    try {
      walk(JSON.parse(await fs.readFile(path.join(dataDir, e), "utf8")));
    } catch (err) {
      errors.push(`data/${e}: cannot parse JSON (${err.message})`);
    }
  }
  for (const e of (await fs.readdir(blogDir).catch(() => [])).filter((n) => n.endsWith(".mdx"))) {
    const fm = (await fs.readFile(path.join(blogDir, e), "utf8")).match(/^---\r?\n([\s\S]*?)\r?\n---/);
    const banner = fm && fm[1].match(/^banner:\s*["']?([^"'\r\n]+?)["']?\s*$/m);
    if (banner) found.add(path.resolve(blogDir, banner[1]));
  }
  return [...found].sort();
}

async function main() {
  const errors = [];
  let count = 0;
  const site = [
    ["static/loader.png", 150, 150, loaderSvg()],
    ["src/images/logo.png", 512, 512, logoMark(256, 256, 240)],
    ["static/logo-wordmark.png", 600, 160, await wordmarkSvg()],
  ];
  for (const [rel, W, H, svg] of site)
    if (FORCE || !(await exists(path.join(ROOT, rel)))) {
      await write(path.join(ROOT, rel), W, H, svg);
      count++;
    }
  for (const file of await collect(errors)) {
    const rel = path.relative(ROOT, file).split(path.sep).join("/"),
      kind = kindOf(rel);
    if (!kind) {
      errors.push(`${rel}: unknown image folder, cannot choose a size/style (typo?)`);
      continue;
    }
    if (!FORCE && (await exists(file))) continue;
    const [W, H] = KINDS[kind];
    try {
      await write(file, W, H, await svgFor(kind, path.basename(file).toLowerCase(), W, H));
      count++;
    } catch (err) {
      errors.push(`${rel}: ${err.message}`);
    }
  }
  console.log(`${count} image(s) generated under ${ROOT}`);
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):\n  ${errors.join("\n  ")}`);
    process.exitCode = 1;
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
