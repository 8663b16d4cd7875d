// The motifs of the generated images: (rng, centre x, baseline y, size) -> SVG, and which
// motif a file name asks for (scripts/generate-images.mjs).
import { C, f, dropPath, pipe } from "./svg.mjs";

// ---------- motifs: (rng, centre x, baseline y, size) -> svg ----------
export function vessel(x, base, w, h, fill) {
  return `<rect x="${f(x + w * 0.12)}" y="${f(base - w * 0.12)}" width="${f(w * 0.76)}" height="${f(w * 0.12)}" fill="${C.ink}"/>
<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h - w * 0.08)}" rx="${f(w / 2)}" ry="${f(w * 0.3)}" fill="url(#${fill})"/>
<rect x="${f(x)}" y="${f(base - h * 0.55)}" width="${f(w)}" height="${f(h * 0.025)}" fill="#000" opacity=".18"/>
<rect x="${f(x + w * 0.28)}" y="${f(base - h - w * 0.2)}" width="${f(w * 0.44)}" height="${f(w * 0.26)}" rx="${f(w * 0.05)}" fill="url(#metal)"/>`;
}
export const M = {
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
export const KEYWORDS = [
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
export const EQUIPMENT = ["tank", "membrane", "filter", "uv", "pipes", "glass", "dispenser", "chiller"];
// first keyword whose motif is allowed, else a seeded pick from the fallback list
export const motifFor = (name, r, fallback, allowed = Object.keys(M)) =>
  (KEYWORDS.find(([re, m]) => allowed.includes(m) && re.test(name.replace(/[-_.]+/g, " "))) || [
    0,
    r.pick(fallback),
  ])[1];
