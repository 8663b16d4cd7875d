// The PNG marks: icons, certificates, client logos, the logo, the word mark and the loader
// (scripts/generate-images.mjs).
import { C, f, label, textWidth, text, dropPath } from "./svg.mjs";

// ---------- PNG marks ----------
export const cog = (cx, cy, ro, ri, n) =>
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
export const ICONS = [
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
export const iconSvg = (name) => {
  const d = (ICONS.find(([re]) => re.test(name)) || [0, dropPath(80, 98, 34)])[1];
  return `<path d="${d}" fill="none" stroke="${C.blue}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
};
export const logoMark = (
  cx,
  cy,
  R,
) => `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient><clipPath id="dc"><path d="${dropPath(cx, cy + R * 0.22, R * 0.42)}"/></clipPath></defs>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#lg)"/><circle cx="${cx}" cy="${cy}" r="${f(R * 0.9)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${f(R * 0.025)}"/>
<path d="${dropPath(cx, cy + R * 0.22, R * 0.42)}" fill="#fff"/><g clip-path="url(#dc)"><path d="M${f(cx - R)},${f(cy + R * 0.3)} q${f(R * 0.25)},${f(-R * 0.12)} ${f(R * 0.5)},0 t${f(R * 0.5)},0 t${f(R * 0.5)},0 t${f(R * 0.5)},0 V${f(cy + R)} H${f(cx - R)} Z" fill="${C.aqua}"/></g>`;
export async function fitText(lines, maxW, size) {
  // largest size (<= size) at which every line fits maxW
  for (const l of lines) size = Math.min(size, (size * maxW) / (await textWidth(l, size)));
  return Math.floor(size);
}
export function balance(words, n) {
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
export async function fitLines(words, maxW, sizes) {
  // fewest lines whose fitted size reaches the minimum [max, min] for that count
  const most = Math.min(words.length, sizes.length);
  for (let n = 1; ; n++) {
    const lines = balance(words, n),
      size = await fitText(lines, maxW, sizes[n - 1][0]);
    if (size >= sizes[n - 1][1] || n === most) return { lines, size };
  }
}
export async function certSvg(r, name) {
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
export async function clientSvg(r, name) {
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
export async function wordmarkSvg() {
  const size = await fitText(["Pure Oasis"], 420, 68);
  return (
    logoMark(80, 80, 62) +
    text(160, 92, size, C.navy, "Pure Oasis") +
    text(163, 126, 17, C.teal, "WATER TREATMENT", 'letter-spacing="5.5"')
  );
}
export const loaderSvg =
  () => `<ellipse cx="75" cy="122" rx="52" ry="11" fill="none" stroke="${C.aqua}" stroke-opacity=".45" stroke-width="4"/><ellipse cx="75" cy="122" rx="30" ry="6" fill="none" stroke="${C.sky}" stroke-width="4"/>
<defs><linearGradient id="ld" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.aqua}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient></defs><path d="${dropPath(75, 78, 27)}" fill="url(#ld)"/><path d="M60,78 a15,15 0 0 1 9,-14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity=".8"/>`;
