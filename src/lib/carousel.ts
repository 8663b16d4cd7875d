/**
 * Settings of the site's four carousels (docs/specification.md sections 4 and 9), as data, and
 * the small calculations around them. The Carousel component turns a preset into
 * react-slick settings; nothing else retypes these numbers.
 */
import {
  BREAKPOINTS,
  CAROUSEL_LOCK_MS,
  CLIENT_INTERVAL_MS,
  CLIENT_RESET_MS,
  GALLERY_INTERVAL_MS,
  HERO_INTERVAL_MS,
} from "./constants";

/** "Under `below` px, show `count` slides." */
export interface VisibleRule {
  below: number;
  count: number;
}

export interface CarouselPreset {
  /**
   * Names the preset's class in carousel.module.css, which lays out the first slides by
   * the same visible counts until react-slick has measured the page (a unit test keeps
   * the two in step).
   */
  name: "hero" | "gallery" | "clients" | "reviews";
  /** Auto-advance period; null for a carousel that only moves when asked. */
  intervalMs: number | null;
  /** Transition length; the controls are locked for as long. */
  speedMs: number;
  /** Wrap around at the ends (react-slick clones slides for a silent jump). */
  infinite: boolean;
  /** Slides visible at the widest size, and the narrower rules (any order). */
  visible: { base: number; rules: readonly VisibleRule[] };
  pauseOnHover: boolean;
  dots: boolean;
}

/** Hero: 3 slides, every 5 s, 700 ms lock, dots, wraps around. */
export const HERO_CAROUSEL: CarouselPreset = {
  name: "hero",
  intervalMs: HERO_INTERVAL_MS,
  speedMs: CAROUSEL_LOCK_MS,
  infinite: true,
  visible: { base: 1, rules: [] },
  pauseOnHover: false,
  dots: true,
};

/** Product gallery: every 3 s, pauses on hover, 1/2/3/5 visible under 640/768/1024 px and above. */
export const GALLERY_CAROUSEL: CarouselPreset = {
  name: "gallery",
  intervalMs: GALLERY_INTERVAL_MS,
  speedMs: CAROUSEL_LOCK_MS,
  infinite: true,
  visible: {
    base: 5,
    rules: [
      { below: BREAKPOINTS.lg, count: 3 },
      { below: BREAKPOINTS.md, count: 2 },
      { below: BREAKPOINTS.sm, count: 1 },
    ],
  },
  pauseOnHover: true,
  dots: false,
};

/** Client logos: looped, every 2 s, pauses on hover; the jump at the ends follows a 500 ms move. */
export const CLIENT_CAROUSEL: CarouselPreset = {
  name: "clients",
  intervalMs: CLIENT_INTERVAL_MS,
  speedMs: CLIENT_RESET_MS,
  infinite: true,
  visible: {
    base: 5,
    rules: [
      { below: BREAKPOINTS.lg, count: 4 },
      { below: BREAKPOINTS.md, count: 3 },
      { below: BREAKPOINTS.sm, count: 2 },
    ],
  },
  pauseOnHover: true,
  dots: false,
};

/** Reviews: 1/2/3 cards under 768/1024 px and above, no wrapping, moved by hand only. */
export const REVIEWS_CAROUSEL: CarouselPreset = {
  name: "reviews",
  intervalMs: null,
  speedMs: CAROUSEL_LOCK_MS,
  infinite: false,
  visible: {
    base: 3,
    rules: [
      { below: BREAKPOINTS.lg, count: 2 },
      { below: BREAKPOINTS.md, count: 1 },
    ],
  },
  pauseOnHover: false,
  dots: false,
};

/** How many slides a viewport `width` px wide shows. */
export function visibleCount(width: number, visible: CarouselPreset["visible"]): number {
  const rule = [...visible.rules].sort((a, b) => a.below - b.below).find((candidate) => width < candidate.below);
  return rule ? rule.count : visible.base;
}

/** Which controls can act: without wrapping, prev is off at the start and next at the end. */
export function controlState(
  index: number,
  total: number,
  visible: number,
  infinite: boolean,
): { canPrev: boolean; canNext: boolean } {
  if (total <= visible) return { canPrev: false, canNext: false };
  if (infinite) return { canPrev: true, canNext: true };
  return { canPrev: index > 0, canNext: index + visible < total };
}

/**
 * react-slick's slide index for the slide a visitor counts as `index` (the first one
 * shown, counted from the start of the reading direction), and back: the mapping is its
 * own inverse. Left to right they are the same. Right to left (react-slick's `rtl`),
 * react-slick lays the slides out in reverse order and counts from the left, so the
 * visitor's first slide, at the right, is its `total - visible`: its own rtl start
 * (`total - 1`) is right only when one slide shows.
 */
export function slickIndex(index: number, total: number, visible: number, rtl: boolean): number {
  if (!rtl) return index;
  if (total <= visible) return 0;
  return (((total - visible - index) % total) + total) % total;
}

/** Which way the arrow keys move a carousel: the key pointing along the reading direction goes forward. */
export function arrowKeyStep(key: string, rtl: boolean): -1 | 1 | null {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return null;
  return (key === "ArrowRight") !== rtl ? 1 : -1;
}
