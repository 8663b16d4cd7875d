import {
  allowAnyCssOrder,
  cssPerPage,
  extractCssWithImportModule,
  shortenModuleClassNames,
  type WebpackRule,
} from "../webpack-config";

describe("shortenModuleClassNames", () => {
  it("gives short hashed names to CSS modules in nested rules, and leaves global CSS alone", () => {
    const moduleUse = { loader: "/x/css-loader/index.js", options: { modules: { localIdentName: "[name]--[local]" } } };
    const globalUse = { loader: "/x/css-loader/index.js", options: { modules: false } };
    const rules: WebpackRule[] = [{ oneOf: [{ use: [moduleUse] }, { use: [globalUse] }] }, { use: "babel-loader" }];
    shortenModuleClassNames(rules);
    expect(moduleUse.options.modules.localIdentName).toBe("[hash:base64:6]");
    expect(globalUse.options.modules).toBe(false);
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
