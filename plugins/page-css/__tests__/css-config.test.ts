import {
  allowAnyCssOrder,
  cssPerPage,
  extractCssWithImportModule,
  moduleClassName,
  shortenModuleClassNames,
  type WebpackRule,
} from "../css-config";

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
