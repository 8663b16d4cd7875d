import React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HeroCarousel } from "../../src/components/home/hero-carousel";
import { LanguageProvider } from "../../src/i18n/language-context";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import { renderServerHtml } from "../test-utils";

const picture = (name: string): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 1,
  height: 0.5,
  images: { fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 1600w`, sizes: "100vw" } },
});

const slides = [1, 2, 3].map((n) => ({
  title: `Slide ${n}`,
  text: `Text ${n}`,
  button: n === 2 ? "contact" : "call",
  imageAlt: `Picture ${n}`,
  image: { childImageSharp: { gatsbyImageData: picture(`hero-${n}`) } },
})) as unknown as Queries.HeroSlideFragment[];

const page = (
  <LanguageProvider language="en" dictionary={DICTIONARIES.en}>
    <HeroCarousel slides={slides} />
  </LanguageProvider>
);

const pictures = (root: ParentNode) =>
  [...root.querySelectorAll(".slick-slide:not(.slick-cloned) img")].map((img) => img.getAttribute("alt"));

describe("HeroCarousel", () => {
  it("sends only the first slide's picture in the server HTML, the largest of the first screen and the only one in view", () => {
    const container = document.createElement("div");
    container.innerHTML = renderServerHtml(page);
    expect(pictures(container)).toEqual(["Picture 1"]);
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    // The other slides' words are in the HTML all the same.
    expect(container.textContent).toContain("Slide 3");
  });

  it("adds the other slides' pictures once hydrated, without a hydration mismatch", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement("div");
    container.innerHTML = renderServerHtml(page);
    document.body.replaceChildren(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, page);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(pictures(container)).toEqual(["Picture 1", "Picture 2", "Picture 3"]);
    // Lazy: the browser fetches them when it sees fit, after the first one.
    expect(container.querySelector('img[alt="Picture 2"]')).toHaveAttribute("loading", "lazy");
  });

  it("gives each slide's button the dictionary's words for its choice, in the page's language", () => {
    for (const language of ["en", "ar"] as const) {
      const container = document.createElement("div");
      container.innerHTML = renderServerHtml(
        <LanguageProvider language={language} dictionary={DICTIONARIES[language]}>
          <HeroCarousel slides={slides} />
        </LanguageProvider>,
      );
      const { common } = DICTIONARIES[language];
      const buttons = [...container.querySelectorAll(".slick-slide:not(.slick-cloned) a")];
      expect(buttons.map((link) => link.textContent)).toEqual([common.callUs, common.getInTouch, common.callUs]);
    }
  });
});
