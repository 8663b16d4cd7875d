/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bootScripts, nginxPreloadMap, pageDataPath, pagePreloads, preloadLink } from "../page-preloads";

test("a page's data is where Gatsby writes it", () => {
  expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
  expect(pageDataPath("/about/")).toBe("/page-data/about/page-data.json");
  expect(pageDataPath("/ar/parts/uv-sterilizer/")).toBe("/page-data/ar/parts/uv-sterilizer/page-data.json");
  expect(pageDataPath("/404.html")).toBe("/page-data/404.html/page-data.json");
});

test("the start-up scripts are Gatsby's async script tags, in their order", () => {
  const html =
    '<script src="/x.js"></script><script src="/a-1.js" async></script><script src="/b-2.js" async></script>';
  expect(bootScripts(html)).toEqual(["/a-1.js", "/b-2.js"]);
});

describe("pagePreloads", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-preloads-"));
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), JSON.stringify(data));
  };
  write("/page-data/about/page-data.json", {
    componentChunkName: "component---src-pages-about-tsx",
    staticQueryHashes: ["111", "222"],
  });
  const stats = {
    namedChunkGroups: {
      "component---src-pages-about-tsx": {
        assets: [{ name: "shared-1.js" }, { name: "component---about.css" }, { name: "component---about-2.js" }],
      },
    },
  };
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("names the component's scripts (not its CSS, which the page inlines), its data, the app's and its static queries'", () => {
    expect(pagePreloads(publicDir, "/about/", stats)).toEqual({
      chunks: ["/shared-1.js", "/component---about-2.js"],
      data: [
        "/page-data/about/page-data.json",
        "/page-data/app-data.json",
        "/page-data/sq/d/111.json",
        "/page-data/sq/d/222.json",
      ],
    });
  });

  it("names nothing for a file that is not a Gatsby page", () => {
    expect(pagePreloads(publicDir, "/admin/", stats)).toEqual({ chunks: [], data: [] });
  });

  it("fails the build when webpack's stats lack the page's chunk group", () => {
    expect(() => pagePreloads(publicDir, "/about/", { namedChunkGroups: {} })).toThrow(
      /component---src-pages-about-tsx/,
    );
  });
});

describe("nginxPreloadMap", () => {
  const home = { route: "/", file: "/index.html", link: preloadLink(["/app.js"], { chunks: ["/home.js"], data: [] }) };

  it("maps each page's route and file to its header, escaped for nginx", () => {
    const map = nginxPreloadMap([home]).split("\n");
    expect(map[0]).toBe("map $uri $pure_oasis_preload {");
    expect(map).toContain(`  "/" "${home.link}";`);
    expect(map).toContain(`  "/index.html" "${home.link}";`);
    expect(map).toContain('  default "";');
  });

  it("gives two pages that nginx cannot tell apart (case) only what their headers share from the start", () => {
    const alias = { route: "/technologies/Desalination/", file: "/technologies/Desalination/index.html" };
    const page = { route: "/technologies/desalination/", file: "/technologies/desalination/index.html" };
    const map = nginxPreloadMap([
      { ...alias, link: "<a>; rel=preload, <alias-data>; rel=preload" },
      { ...page, link: "<a>; rel=preload, <page-data>; rel=preload" },
    ]);
    expect(map).toContain('  "/technologies/desalination/" "<a>; rel=preload";');
    expect(map).not.toMatch(/-data>/);
  });
});
