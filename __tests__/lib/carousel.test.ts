import {
  CLIENT_CAROUSEL,
  GALLERY_CAROUSEL,
  HERO_CAROUSEL,
  REVIEWS_CAROUSEL,
  arrowKeyStep,
  controlState,
  slickIndex,
  visibleCount,
} from "../../src/lib/carousel";

describe("presets carry docs/specification.md's constants", () => {
  it("hero: every 5000 ms, 700 ms lock, wraps, dots", () => {
    expect(HERO_CAROUSEL).toMatchObject({ intervalMs: 5000, speedMs: 700, infinite: true, dots: true });
  });
  it("gallery: every 3000 ms, 700 ms lock, pauses on hover", () => {
    expect(GALLERY_CAROUSEL).toMatchObject({ intervalMs: 3000, speedMs: 700, pauseOnHover: true });
  });
  it("clients: every 2000 ms, 500 ms before the silent jump, looped, pauses on hover", () => {
    expect(CLIENT_CAROUSEL).toMatchObject({ intervalMs: 2000, speedMs: 500, infinite: true, pauseOnHover: true });
  });
  it("reviews: no auto-advance, no wrapping", () => {
    expect(REVIEWS_CAROUSEL).toMatchObject({ intervalMs: null, infinite: false });
  });
});

describe("visibleCount", () => {
  it.each([
    [320, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 5],
    [1440, 5],
  ])("gallery at %i px shows %i", (width, count) => {
    expect(visibleCount(width, GALLERY_CAROUSEL.visible)).toBe(count);
  });

  it.each([
    [390, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
  ])("reviews at %i px shows %i", (width, count) => {
    expect(visibleCount(width, REVIEWS_CAROUSEL.visible)).toBe(count);
  });

  it("hero always shows one", () => {
    expect(visibleCount(375, HERO_CAROUSEL.visible)).toBe(1);
    expect(visibleCount(1600, HERO_CAROUSEL.visible)).toBe(1);
  });
});

describe("controlState", () => {
  it("disables prev at the start and next at the end without wrapping", () => {
    expect(controlState(0, 6, 3, false)).toEqual({ canPrev: false, canNext: true });
    expect(controlState(2, 6, 3, false)).toEqual({ canPrev: true, canNext: true });
    expect(controlState(3, 6, 3, false)).toEqual({ canPrev: true, canNext: false });
    expect(controlState(5, 6, 1, false)).toEqual({ canPrev: true, canNext: false });
  });
  it("keeps both on when wrapping", () => {
    expect(controlState(0, 3, 1, true)).toEqual({ canPrev: true, canNext: true });
  });
  it("has nothing to move when every slide is visible", () => {
    expect(controlState(0, 3, 3, false)).toEqual({ canPrev: false, canNext: false });
  });
});

describe("slickIndex", () => {
  it("is the visitor's index left to right", () => {
    expect(slickIndex(0, 6, 3, false)).toBe(0);
    expect(slickIndex(4, 6, 3, false)).toBe(4);
  });

  it("right to left, counts from react-slick's reversed start so the first slide shows at the right", () => {
    // Six slides, three shown: react-slick's reversed track reads 5 4 3 2 1 0 from the left,
    // so the window showing 2 1 0 (the first three, read from the right) starts at its 3.
    expect(slickIndex(0, 6, 3, true)).toBe(3);
    expect(slickIndex(3, 6, 3, true)).toBe(0);
    // One slide shown: react-slick's own rtl start, the last of its reversed order.
    expect(slickIndex(0, 3, 1, true)).toBe(2);
    expect(slickIndex(2, 3, 1, true)).toBe(0);
  });

  it("wraps past the ends as react-slick's looped carousels do", () => {
    expect(slickIndex(4, 6, 3, true)).toBe(5);
    expect(slickIndex(5, 6, 3, true)).toBe(4);
  });

  it("is its own inverse", () => {
    for (const [total, visible] of [
      [3, 1],
      [6, 3],
      [12, 5],
      [5, 2],
    ]) {
      for (let index = 0; index < total; index++) {
        expect(slickIndex(slickIndex(index, total, visible, true), total, visible, true)).toBe(index);
      }
    }
  });

  it("has one position when every slide is visible", () => {
    expect(slickIndex(0, 3, 3, true)).toBe(0);
    expect(slickIndex(0, 2, 5, true)).toBe(0);
  });
});

describe("arrowKeyStep", () => {
  it("moves forward with the key that points along the reading direction", () => {
    expect(arrowKeyStep("ArrowRight", false)).toBe(1);
    expect(arrowKeyStep("ArrowLeft", false)).toBe(-1);
    expect(arrowKeyStep("ArrowLeft", true)).toBe(1);
    expect(arrowKeyStep("ArrowRight", true)).toBe(-1);
  });
  it("ignores other keys", () => {
    expect(arrowKeyStep("Enter", true)).toBeNull();
    expect(arrowKeyStep("ArrowDown", false)).toBeNull();
  });
});
