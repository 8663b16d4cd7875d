/**
 * patches/react-slick+0.31.0.patch: react-slick's rtl mode rendered its initialSlide on the
 * server and in the hydrating render, then on mount moved to its own guess of the first
 * slide (slideCount - 1 - initialSlide), which is right only when one slide shows
 * (akiran/react-slick#1875, #2214). The patched mount stays on the slide it rendered, which
 * the Carousel chooses (src/lib/carousel.ts slickIndex).
 */
import React, { createRef } from "react";
import { render } from "@testing-library/react";
import Slider from "react-slick";

type SliderWithState = Slider & { innerSlider: { state: { currentSlide: number } } };

function mountedSlide(settings: { rtl: boolean; initialSlide: number; slidesToShow: number }) {
  const ref = createRef<Slider>();
  render(
    <Slider ref={ref} {...settings} infinite={false}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <div key={n}>{n}</div>
      ))}
    </Slider>,
  );
  return (ref.current as SliderWithState).innerSlider.state.currentSlide;
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
