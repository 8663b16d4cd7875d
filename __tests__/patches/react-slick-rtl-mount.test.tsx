/**
 * patches/react-slick+0.31.0.patch, the mount.
 *
 * react-slick's rtl mode rendered its initialSlide on the server and in the hydrating render,
 * then on mount moved to its own guess of the first slide (slideCount - 1 - initialSlide),
 * which is right only when one slide shows (akiran/react-slick#1875, #2214). The patched
 * mount stays on the slide it rendered, which the Carousel chooses (src/lib/carousel.ts
 * slickIndex).
 *
 * And it does not measure at mount: the measure forces a layout and renders every slide
 * again, which made the page's hydration one long task, for sliders that may never move. It
 * measures at the first move, or when asked (slickMeasure, which the Carousel calls before
 * each of its moves); new props wait for it. An infinite slider's clones come with the
 * measure: the server HTML has each slide once.
 */
import React, { createRef } from "react";
import { act, render } from "@testing-library/react";
import Slider from "react-slick";

interface InnerSlider {
  state: { currentSlide: number; styled: boolean; listWidth?: number };
  initialized?: boolean;
}
type SliderWithState = Slider & { innerSlider: InnerSlider; slickMeasure(): void };

const slides = [1, 2, 3, 4, 5, 6].map((n) => <div key={n}>{n}</div>);

/** Counts reads of offsetWidth, react-slick's measure (getWidth). */
function countWidthReads() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth")!;
  let reads = 0;
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", {
    configurable: true,
    get() {
      reads += 1;
      return 600;
    },
  });
  return {
    get reads() {
      return reads;
    },
    restore: () => Object.defineProperty(HTMLElement.prototype, "offsetWidth", original),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Settings = { rtl: boolean; initialSlide: number; slidesToShow: number; infinite?: boolean };

/** Renders a slider (finite unless asked); `update` renders it again with new settings. */
function mount(settings: Settings) {
  const ref = createRef<Slider>();
  const element = (current: Settings) => (
    <Slider ref={ref} infinite={false} {...current}>
      {slides}
    </Slider>
  );
  const view = render(element(settings));
  return {
    view,
    update: (next: Settings) => view.rerender(element(next)),
    inner: () => (ref.current as SliderWithState).innerSlider,
    slider: () => ref.current as SliderWithState,
  };
}

function mountedSlide(settings: Settings) {
  const { inner, slider } = mount(settings);
  act(() => slider().slickMeasure());
  expect(inner().state.styled).toBe(true);
  return inner().state.currentSlide;
}

test("right to left, the mount keeps the initial slide it rendered", () => {
  // Six slides, three shown: the first three, read from the right, start at react-slick's 3.
  expect(mountedSlide({ rtl: true, initialSlide: 3, slidesToShow: 3 })).toBe(3);
  expect(mountedSlide({ rtl: true, initialSlide: 5, slidesToShow: 1 })).toBe(5);
});

test("left to right is unchanged", () => {
  expect(mountedSlide({ rtl: false, initialSlide: 0, slidesToShow: 3 })).toBe(0);
  expect(mountedSlide({ rtl: false, initialSlide: 2, slidesToShow: 1 })).toBe(2);
});

test("the mount does not measure, not even a task later; slickMeasure measures at once, then styles the slides", () => {
  const widths = countWidthReads();
  try {
    const { inner, view, slider } = mount({ rtl: false, initialSlide: 0, slidesToShow: 2 });
    act(() => jest.runAllTimers());
    expect(widths.reads).toBe(0);
    expect(inner().state.styled).toBe(false);
    expect(view.container.querySelector(".slick-track")?.getAttribute("style")).toBeNull();
    act(() => slider().slickMeasure());
    expect(widths.reads).toBeGreaterThan(0);
    expect(inner().state).toMatchObject({ styled: true, listWidth: 600 });
    expect(view.container.querySelector<HTMLElement>(".slick-track")?.style.width).not.toBe("");
  } finally {
    widths.restore();
  }
});

test("a move asked for before any measure measures first, then moves", () => {
  const { inner, slider } = mount({ rtl: false, initialSlide: 0, slidesToShow: 1 });
  act(() => slider().slickGoTo(2, true));
  expect(inner().initialized).toBe(true);
  expect(inner().state.styled).toBe(true);
  act(() => jest.runOnlyPendingTimers());
  expect(inner().state.currentSlide).toBe(2);
});

test("an infinite slider's clones come with the measure, not in the server's render or the mount", () => {
  const widths = countWidthReads();
  try {
    const { view, inner, slider } = mount({ rtl: false, initialSlide: 0, slidesToShow: 1, infinite: true });
    expect(view.container.querySelectorAll(".slick-slide")).toHaveLength(6);
    expect(view.container.querySelectorAll(".slick-cloned")).toHaveLength(0);
    act(() => jest.runAllTimers());
    expect(view.container.querySelectorAll(".slick-cloned")).toHaveLength(0);
    act(() => slider().slickMeasure());
    expect(inner().state).toMatchObject({ styled: true, listWidth: 600 });
    // Six slides and a clone on each side, the track moved past the first clone.
    expect(view.container.querySelectorAll(".slick-cloned")).toHaveLength(2);
    expect(view.container.querySelector<HTMLElement>(".slick-track")?.style.transform).toMatch(/translate3d\(-600px/);
  } finally {
    widths.restore();
  }
});

test("new props before the measure wait for it, which measures with them: no layout read in React's commit", () => {
  const widths = countWidthReads();
  try {
    const settings = { rtl: false, initialSlide: 0, slidesToShow: 1 };
    const { view, update, inner, slider } = mount(settings);
    update({ ...settings, slidesToShow: 2 });
    expect(widths.reads).toBe(0);
    expect(inner().state.styled).toBe(false);
    expect(view.container.querySelector(".slick-track")?.getAttribute("style")).toBeNull();
    act(() => slider().slickMeasure());
    expect(widths.reads).toBeGreaterThan(0);
    // Two slides in the 600 px list.
    expect(inner().state).toMatchObject({ styled: true, listWidth: 600, slideWidth: 300 });
  } finally {
    widths.restore();
  }
});
