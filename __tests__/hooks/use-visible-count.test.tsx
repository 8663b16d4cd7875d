import React from "react";
import { act, render, screen } from "@testing-library/react";
import { useVisibleCount } from "../../src/hooks/use-media-query";
import { GALLERY_CAROUSEL, HERO_CAROUSEL, type CarouselPreset } from "../../src/lib/carousel";

/** Renders of what a carousel shows (the slides), which follow each new count. */
let renders = 0;
function Slides({ count }: { count: number }) {
  renders += 1;
  return <output>{count}</output>;
}
function Count({ preset }: { preset: CarouselPreset }) {
  return <Slides count={useVisibleCount(preset.visible)} />;
}

const setWidth = (width: number) => Object.defineProperty(window, "innerWidth", { configurable: true, value: width });

beforeEach(() => {
  renders = 0;
});

test("the count for the page's width, from the first commit", () => {
  setWidth(400);
  render(<Count preset={GALLERY_CAROUSEL} />);
  expect(screen.getByRole("status")).toHaveTextContent("1");
});

test("where the page shows the server's count (the hero, at every width) it renders once", () => {
  setWidth(400);
  render(<Count preset={HERO_CAROUSEL} />);
  expect(screen.getByRole("status")).toHaveTextContent(String(HERO_CAROUSEL.visible.base));
  expect(renders).toBe(1);
});

test("a resize renders again only when the count changes", () => {
  setWidth(700);
  render(<Count preset={GALLERY_CAROUSEL} />);
  expect(screen.getByRole("status")).toHaveTextContent("2");
  const before = renders;
  setWidth(720);
  act(() => void window.dispatchEvent(new Event("resize")));
  expect(renders).toBe(before);
  setWidth(1300);
  act(() => void window.dispatchEvent(new Event("resize")));
  expect(screen.getByRole("status")).toHaveTextContent(String(GALLERY_CAROUSEL.visible.base));
});
