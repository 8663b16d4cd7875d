// The backgrounds and whole scenes of the generated photos: banners, intro and industry
// pictures, products (scripts/generate-images.mjs).
import { C, f, defs, lin, shadow } from "./svg.mjs";
import { M, EQUIPMENT, motifFor } from "./motifs.mjs";

// ---------- backgrounds ----------
export function skyline(r, x0, x1, base, maxH, fill, lights) {
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
export function waves(r, W, H, y, colors) {
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
export const PALETTES = [
  ["#04121f", "#0b3356", "#13607e"],
  ["#061626", "#0d3a4f", "#1b6f78"],
  ["#0a1a33", "#1d3a63", "#8a5a52"],
];
export const LIGHT = [
  ["#a9d8f0", "#e6f5fb", "#f6e6cc", "#a6cade"],
  ["#9fd3dc", "#e4f5f3", "#f3dcc0", "#9cc7cc"],
  ["#b7d3ee", "#eef4fa", "#f1d9bd", "#aac3dc"],
];
export const PROCESS = ["tank", "membrane", "filter", "uv", "drops", "pipes"];

export function wideScene(r, name, W, H) {
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
export function lightScene(r, name, W, H, fallback) {
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
export function productScene(r, name, W, H) {
  // studio shot: equipment on a soft gradient
  const motif = motifFor(name, r, ["tank", "membrane", "filter"], EQUIPMENT);
  const tint = r.pick(["#d4e6f1", "#d3ece9", "#dde3ea"]);
  return `<defs><radialGradient id="bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect y="${f(H * 0.78)}" width="${W}" height="${f(H * 0.22)}" fill="${tint}" opacity=".6"/>${shadow(W / 2, H * 0.8, W * 0.75)}${M[motif](r, W / 2, H * 0.8, H * 0.55, name)}`;
}
