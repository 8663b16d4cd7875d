import fs from "node:fs";
import {
  allowAnyCssOrder,
  cssPerPage,
  extractCssWithImportModule,
  moduleClassName,
  IDLE_BROWSER_MODULES,
  manifestBrowserIsIdle,
  partytownBrowserIsDevelopOnly,
  shortenModuleClassNames,
  type WebpackRule,
} from "../webpack-config";

describe("shortenModuleClassNames", () => {
  it("gives short hashed names to CSS modules in nested rules, and leaves global CSS alone", () => {
    const moduleUse = {
      loader: "/x/css-loader/index.js",
      options: {
        modules: { localIdentName: "[name]--[local]" } as {
          localIdentName?: string;
          getLocalIdent?: (context: { rootContext: string; resourcePath: string }, n: string, l: string) => string;
        },
      },
    };
    const globalUse = { loader: "/x/css-loader/index.js", options: { modules: false } };
    const rules: WebpackRule[] = [{ oneOf: [{ use: [moduleUse] }, { use: [globalUse] }] }, { use: "babel-loader" }];
    shortenModuleClassNames(rules);
    const context = { rootContext: "/site", resourcePath: "/site/src/components/ui/card.module.css" };
    expect(moduleUse.options.modules.getLocalIdent?.(context, "", "title")).toBe(
      moduleClassName("/site", context.resourcePath, "title"),
    );
    expect(moduleUse.options.modules.localIdentName).toBeUndefined();
    expect(globalUse.options.modules).toBe(false);
  });
});

describe("moduleClassName", () => {
  const file = "/site/src/components/ui/card.module.css";

  it("is six characters (seven with a leading _), a valid class name, different per class and per file", () => {
    const names = ["title", "text", "image"].map((local) => moduleClassName("/site", file, local));
    for (const name of names) expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]{5,6}$/);
    expect(new Set(names).size).toBe(3);
    expect(moduleClassName("/site", "/site/src/components/ui/other.module.css", "title")).not.toBe(names[0]);
  });

  it("is the same for the HTML renderer and for the browser bundle's importModule request", () => {
    expect(moduleClassName("/site", `${file}.webpack[javascript/auto]`, "title")).toBe(
      moduleClassName("/site", file, "title"),
    );
  });
});

describe("allowAnyCssOrder", () => {
  it("silences mini-css-extract's order warnings", () => {
    class MiniCssExtractPlugin {
      options = { ignoreOrder: false };
    }
    const plugin = new MiniCssExtractPlugin();
    allowAnyCssOrder({ plugins: [plugin] });
    expect(plugin.options.ignoreOrder).toBe(true);
  });
});

describe("extractCssWithImportModule", () => {
  it("makes mini-css-extract evaluate stylesheets with importModule, not child compilations", () => {
    class MiniCssExtractPlugin {
      options: Record<string, unknown> = { experimentalUseImportModule: false };
    }
    const plugin = new MiniCssExtractPlugin();
    extractCssWithImportModule({ plugins: [plugin] });
    expect(plugin.options.experimentalUseImportModule).toBe(true);
  });

  it("fails loudly when Gatsby no longer extracts CSS with that plugin", () => {
    expect(() => extractCssWithImportModule({ plugins: [] })).toThrow(/MiniCssExtractPlugin/);
  });
});

describe("cssPerPage", () => {
  it("drops Gatsby's one styles chunk", () => {
    const config = { optimization: { splitChunks: { cacheGroups: { styles: { name: "styles" }, framework: {} } } } };
    cssPerPage(config);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({ styles: false, framework: {} });
  });

  it("fails loudly when a Gatsby upgrade has no styles chunk any more", () => {
    expect(() => cssPerPage({ optimization: { splitChunks: { cacheGroups: {} } } })).toThrow(/no styles cache group/);
  });
});

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
