import { builtAssets, referencedAssets, staleAssets } from "../build-assets";

const page =
  '<html><head><style data-href="/app.3c4d.css">a{}</style><link rel="stylesheet" href="/app.3c4d.css" media="print">' +
  '<link rel="stylesheet" href="/component---src-pages-index-tsx.9baa.css"><link rel="icon" href="/favicon-32x32.png?v=1">' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><img src="/static/ab/cd/photo.webp">' +
  '<script>(function(){["/webpack-runtime-f32c.js","/framework-6047.js","/app-6c75.js"].forEach(function(){})})()</script>' +
  '<a href="/technologies/">T</a></body></html>';

const stats = {
  assetsByChunkName: {
    app: ["webpack-runtime-f32c.js", "framework-6047.js", "app.3c4d.css", "app-6c75.js"],
    "component---src-pages-index-tsx": [
      "component---src-pages-index-tsx.9baa.css",
      "component---src-pages-index-tsx-1.js",
    ],
    polyfill: "polyfill-9e2a.js",
  },
};

describe("referencedAssets", () => {
  it("finds the root scripts and stylesheets in links, data-href and the boot loader's list, each once", () => {
    expect(referencedAssets(page)).toEqual([
      "app.3c4d.css",
      "component---src-pages-index-tsx.9baa.css",
      "webpack-runtime-f32c.js",
      "framework-6047.js",
      "app-6c75.js",
    ]);
  });
});

describe("staleAssets", () => {
  it("finds nothing when the page loads this build's files", () => {
    expect(staleAssets(page, builtAssets(stats))).toEqual([]);
    expect(builtAssets(stats).has("polyfill-9e2a.js")).toBe(true);
  });

  it("names the files of an earlier build that a page left unrendered still loads", () => {
    const stale = page.replaceAll("app.3c4d.css", "app.d980.css");
    expect(staleAssets(stale, builtAssets(stats))).toEqual(["app.d980.css"]);
    expect(staleAssets(page, builtAssets({}))).toHaveLength(5);
  });
});
