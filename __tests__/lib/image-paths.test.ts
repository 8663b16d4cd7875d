import { sharpPaths, shortFilePath, shortPaths, shortenImageData, shortenImagePaths } from "../../src/lib/image-paths";

const DIGEST = "38c63c42cc4cfceae51816888e3fbfcb";
const OLD = (args: string, file = "hero-1.webp") => `/static/${DIGEST}/${args}/${file}`;

describe("image paths", () => {
  it("shortens each rendition path of a srcset, keeping widths, separators and names", () => {
    const srcSet = `${OLD("be1ad")} 480w,\n${OLD("d3f76")} 750w`;
    expect(shortenImagePaths(srcSet)).toBe(
      "/static/38c63c/hero-1-be1ad.webp 480w,\n/static/38c63c/hero-1-d3f76.webp 750w",
    );
  });

  it("keeps every dot of a file name but the extension's", () => {
    expect(shortenImagePaths(OLD("be1ad", "logo.v2.final.png"))).toBe("/static/38c63c/logo.v2.final-be1ad.png");
  });

  it("leaves other paths alone: originals (publicURL), site files, a folder that is not a digest", () => {
    const others = [
      `/static/${DIGEST}/hero-1.jpg`,
      "/static/sprite-8e28921aa490f1e62b551d2c2c4c9270.svg#star",
      "/icons/icon-192x192.png",
      `/static/${DIGEST.slice(1)}/be1ad/hero-1.webp`,
    ];
    for (const path of others) expect(shortenImagePaths(path)).toBe(path);
  });

  it("rewrites image data as gatsbyImageData returns it, and passes null through", () => {
    const data = {
      layout: "constrained",
      width: 480,
      images: { fallback: { src: OLD("79d4c"), srcSet: `${OLD("79d4c")} 480w` }, sources: [] },
    };
    const short = shortenImageData(data);
    expect(short.images.fallback.src).toBe("/static/38c63c/hero-1-79d4c.webp");
    expect(short.width).toBe(480);
    expect(data.images.fallback.src).toBe(OLD("79d4c"));
    expect(shortenImageData(null)).toBeNull();
  });

  it("finds the old and the short paths a page names, once each", () => {
    const html = `<img srcSet="${OLD("be1ad")} 480w, ${OLD("be1ad")} 480w" src="/static/38c63c/hero-1-d3f76.webp">`;
    expect(sharpPaths(html)).toEqual([OLD("be1ad")]);
    expect(shortPaths(html)).toEqual(["/static/38c63c/hero-1-d3f76.webp"]);
    expect(shortPaths(shortenImagePaths(html))).toEqual([
      "/static/38c63c/hero-1-be1ad.webp",
      "/static/38c63c/hero-1-d3f76.webp",
    ]);
  });

  it("maps a rendition file to the path its pages name, and other files to null", () => {
    expect(shortFilePath(`static/${DIGEST}/be1ad/hero-1.webp`)).toBe("static/38c63c/hero-1-be1ad.webp");
    expect(shortFilePath(`static/${DIGEST}/hero-1.jpg`)).toBeNull();
    expect(shortFilePath("static/sprite-8e28921aa490f1e62b551d2c2c4c9270.svg")).toBeNull();
  });
});
