/**
 * patches/react-slick+0.31.0.patch.
 *
 * The mount: react-slick's rtl mode rendered its initialSlide on the server and in the
 * hydrating render, then on mount moved to its own guess of the first slide
 * (slideCount - 1 - initialSlide), which is right only when one slide shows
 * (akiran/react-slick#1875, #2214). The patched mount stays on the slide it rendered, which
 * the Carousel chooses (src/lib/carousel.ts slickIndex).
 *
 * The server's render: react-slick wrote inline widths for the number of slides it was
 * given, which the server cannot know for the visitor's screen (akiran/react-slick#1245),
 * and an infinite slider's clones. The patched slider renders neither until it has mounted
 * and measured; the page's stylesheet lays the first slides out until then.
 */
import React, { createRef } from "react";
import { renderToString } from "react-dom/server";
import { render } from "@testing-library/react";
import Slider from "react-slick";

interface InnerSlider {
  state: { currentSlide: number; styled: boolean; listWidth?: number };
}
type SliderWithState = Slider & { innerSlider: InnerSlider };

const slides = [1, 2, 3, 4, 5, 6].map((n) => <div key={n}>{n}</div>);

type Settings = { rtl: boolean; initialSlide: number; slidesToShow: number; infinite?: boolean };

const slider = (settings: Settings, ref?: React.Ref<Slider>) => (
  <Slider ref={ref} infinite={false} {...settings}>
    {slides}
  </Slider>
);

/** The offsetWidth react-slick measures (getWidth): 600 px. */
let widthSpy: jest.SpyInstance;
beforeEach(() => {
  widthSpy = jest.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(600);
});
afterEach(() => widthSpy.mockRestore());

function mountedSlide(settings: Settings) {
  const ref = createRef<Slider>();
  render(slider(settings, ref));
  const inner = (ref.current as SliderWithState).innerSlider;
  expect(inner.state.styled).toBe(true);
  return inner.state.currentSlide;
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

test("the server's render has no inline style and each slide once; the mount measures, styles and clones", () => {
  const settings = { rtl: false, initialSlide: 0, slidesToShow: 2, infinite: true };
  const server = document.createElement("div");
  server.innerHTML = renderToString(slider(settings));
  expect(server.querySelector(".slick-track")!.hasAttribute("style")).toBe(false);
  const serverSlides = [...server.querySelectorAll(".slick-slide")];
  expect(serverSlides.map((slide) => slide.hasAttribute("style"))).toEqual(Array(6).fill(false));
  expect(server.querySelectorAll(".slick-cloned")).toHaveLength(0);

  const ref = createRef<Slider>();
  const view = render(slider(settings, ref));
  expect((ref.current as SliderWithState).innerSlider.state).toMatchObject({ styled: true, listWidth: 600 });
  const track = view.container.querySelector<HTMLElement>(".slick-track")!;
  expect(track.style.width).not.toBe("");
  expect(track.style.transform).toMatch(/translate3d\(-/);
  expect(view.container.querySelectorAll(".slick-cloned").length).toBeGreaterThan(0);
});
