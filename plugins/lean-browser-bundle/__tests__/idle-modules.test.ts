import fs from "node:fs";
import { IDLE_BROWSER_MODULES, manifestBrowserIsIdle, partytownBrowserIsDevelopOnly } from "../idle-modules";

describe("plugins' browser modules left out of the production bundle", () => {
  const read = (file: string) => fs.readFileSync(require.resolve(file), "utf8");

  it.each(IDLE_BROWSER_MODULES.map((entry) => [entry.file, entry]))(
    "%s: matched as the browser bundle's plugin list requires it, on any platform, and nothing else",
    (file, { request }) => {
      expect(request.test(require.resolve(file))).toBe(true);
      expect(request.test(`../node_modules/${file}`)).toBe(true);
      expect(request.test(`..\\node_modules\\${file.replace(/\//g, "\\")}`)).toBe(true);
      expect(request.test("../gatsby-browser.tsx")).toBe(false);
      for (const other of IDLE_BROWSER_MODULES) if (other.file !== file) expect(request.test(other.file)).toBe(false);
    },
  );

  it("Gatsby's partytown module: idle outside gatsby develop in the installed Gatsby; kept once it has work there, or a second API", () => {
    const source = read("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
    expect(partytownBrowserIsDevelopOnly(source)).toBe(true);
    const withWork = source.replace("if (process.env.NODE_ENV !== `development`) {\n    return;\n  }", "");
    expect(withWork).not.toBe(source);
    expect(partytownBrowserIsDevelopOnly(withWork)).toBe(false);
    expect(partytownBrowserIsDevelopOnly(`${source}\nexports.onRouteUpdate = onRouteUpdate;\n`)).toBe(false);
  });

  it("the manifest's module: idle without a localized manifest in the installed plugin; kept with one, or with work outside it", () => {
    const source = read("gatsby-plugin-manifest/gatsby-browser.js");
    expect(manifestBrowserIsIdle(source, {})).toBe(true);
    expect(manifestBrowserIsIdle(source, { localize: [{ start_url: "/ar/", lang: "ar" }] })).toBe(false);
    const withWork = source.replace("if (__MANIFEST_PLUGIN_HAS_LOCALISATION__) {", "{");
    expect(withWork).not.toBe(source);
    expect(manifestBrowserIsIdle(withWork, {})).toBe(false);
    expect(manifestBrowserIsIdle(`${source}\nexport const onClientEntry = () => {};\n`, {})).toBe(false);
  });
});
