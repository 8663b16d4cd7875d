/**
 * The browser bundle's configuration: the idle plugins' browser modules are replaced, and a
 * plugin given work (a localized manifest) keeps its module, with a warning.
 */
import path from "node:path";
import { onCreateWebpackConfig } from "../gatsby-node";

class MiniCssExtractPlugin {
  options: Record<string, unknown> = {};
}

function run(manifestOptions: object) {
  const config = {
    entry: { app: path.join(process.cwd(), ".cache/production-app") },
    plugins: [new MiniCssExtractPlugin()] as object[],
    module: { rules: [] },
    optimization: { splitChunks: { cacheGroups: { styles: {} } } },
  };
  const replaced: Array<{ request: RegExp; replacement: string }> = [];
  const warnings: string[] = [];
  const args = {
    stage: "build-javascript",
    getConfig: () => config,
    actions: { replaceWebpackConfig: jest.fn() },
    store: {
      getState: () => ({
        program: { directory: process.cwd() },
        flattenedPlugins: [{ name: "gatsby-plugin-manifest", pluginOptions: manifestOptions }],
      }),
    },
    plugins: {
      normalModuleReplacement: (request: RegExp, replacement: string) => {
        replaced.push({ request, replacement });
        return { request, replacement };
      },
    },
    reporter: { warn: (message: string) => warnings.push(message) },
  };
  (onCreateWebpackConfig as unknown as (a: typeof args) => void)(args);
  return { replaced, warnings, config };
}

test("both idle modules are replaced by the module with no browser API", () => {
  const { replaced, warnings } = run({ name: "Pure Oasis" });
  expect(warnings).toEqual([]);
  expect(
    replaced.map(({ request }) => request.test("../node_modules/gatsby-plugin-manifest/gatsby-browser.js")),
  ).toEqual([false, true]);
  for (const { replacement } of replaced) {
    expect(replacement).toBe(path.join(process.cwd(), "plugins/lean-browser-bundle/no-browser-apis.ts"));
  }
});

test("a localized manifest keeps the manifest's browser module, and says so", () => {
  const { replaced, warnings } = run({ localize: [{ start_url: "/ar/", lang: "ar" }] });
  expect(replaced).toHaveLength(1);
  expect(replaced[0].request.test("../node_modules/gatsby-plugin-manifest/gatsby-browser.js")).toBe(false);
  expect(warnings).toEqual([expect.stringContaining("gatsby-plugin-manifest/gatsby-browser.js has work")]);
});
