import React from "react";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image, imageData, intrinsicSize } from "../../src/components/ui/image";
import { paintPlaceholders } from "../../src/start-up/image-placeholder";

const card: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 320,
  backgroundColor: "#0b5f8a",
  images: {
    fallback: {
      src: "/static/a/480/card.jpg",
      srcSet: "/static/a/360/card.jpg 360w,\n/static/a/480/card.jpg 480w",
      sizes: "(min-width: 480px) 480px, 100vw",
    },
    sources: [{ type: "image/webp", srcSet: "/static/a/360/card.webp 360w,\n/static/a/480/card.webp 480w" }],
  },
};

describe("Image", () => {
  it("renders a picture with the modern source first and a sized img the browser loads lazily", () => {
    const { container } = render(<Image image={card} alt="Reverse osmosis skid" className="extra" />);
    const picture = container.querySelector("picture");
    expect(picture).toHaveClass("extra");
    const source = picture?.querySelector("source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", card.images.sources?.[0]?.srcSet);
    // A source without its own sizes takes the fallback's, or the browser assumes 100vw.
    expect(source).toHaveAttribute("sizes", "(min-width: 480px) 480px, 100vw");

    const img = screen.getByRole("img", { name: "Reverse osmosis skid" });
    expect(img).toHaveAttribute("src", "/static/a/480/card.jpg");
    expect(img).toHaveAttribute("srcset", card.images.fallback?.srcSet);
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "320");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img.style.backgroundColor).toBe("rgb(11, 95, 138)");
    expect(container.querySelector("noscript, script")).toBeNull();
  });

  it("writes no style attribute into the server HTML (the CSP allows none): the colour is painted at start-up", () => {
    const html = renderToString(<Image image={card} alt="Card" />);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('data-placeholder="#0b5f8a"');
    document.body.innerHTML = html;
    paintPlaceholders(document);
    expect(document.querySelector("img")?.style.backgroundColor).toBe("rgb(11, 95, 138)");
  });

  it("fetches the page's main image at once with high priority", () => {
    render(<Image image={card} alt="Hero" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("loads another image above the fold eagerly without competing with the main one", () => {
    render(<Image image={card} alt="Logo" loading="eager" />);
    const img = screen.getByRole("img", { name: "Logo" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("keeps a fixed image at its own width and height without an inline style (its stylesheet class)", () => {
    const { container } = render(<Image image={{ ...card, layout: "fixed" }} alt="" />);
    expect(container.querySelector("picture")).not.toHaveAttribute("style");
    expect(container.querySelector("img")).toHaveAttribute("width", "480");
    expect(container.querySelector("img")).toHaveAttribute("height", "320");
  });
});

describe("imageData", () => {
  it("returns the image data of a queried file, or undefined when sharp could not read it", () => {
    expect(imageData({ childImageSharp: { gatsbyImageData: card } })).toBe(card);
    expect(imageData({ childImageSharp: null })).toBeUndefined();
    expect(imageData(null)).toBeUndefined();
  });
});

describe("intrinsicSize", () => {
  it("is the image's own size for fixed and constrained images", () => {
    expect(intrinsicSize(card)).toEqual({ width: 480, height: 320 });
  });

  it("gives a full-width image (whose data holds only its ratio) its largest rendition's size", () => {
    const banner: IGatsbyImageData = {
      layout: "fullWidth",
      width: 1,
      height: 0.416875,
      images: {
        fallback: {
          src: "/b/750.webp",
          srcSet: "/b/480.webp 480w,\n/b/750.webp 750w,\n/b/1600.webp 1600w",
          sizes: "100vw",
        },
      },
    };
    expect(intrinsicSize(banner)).toEqual({ width: 1600, height: 667 });
    const { container } = render(<Image image={banner} alt="Banner" />);
    expect(container.querySelector("img")).toHaveAttribute("width", "1600");
    expect(container.querySelector("img")).toHaveAttribute("height", "667");
  });
});
