import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

/**
 * The interface dictionaries (src/i18n/) reach the browser through the page's context only:
 * a browser module that imported them would put every language into every page's JavaScript.
 */
const DICTIONARY_IMPORTS = {
  group: ["**/i18n/en", "**/i18n/en-*", "**/i18n/ar", "**/i18n/dictionaries"],
  message:
    "Browser code reads its page's dictionary with useDictionary() (src/i18n/language-context.tsx); importing en, ar or dictionaries would ship every language in every page's JavaScript. Only the build and tests import them (import type { Dictionary } is fine).",
};

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "reports/",
      "playwright-report/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // Scrollable regions (tables, long FAQ answers) must be reachable by keyboard.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Browser code: the dictionaries come through the page context (DICTIONARY_IMPORTS).
    files: [
      "src/components/**",
      "src/pages/**",
      "src/templates/**",
      "src/hooks/**",
      "src/lib/**",
      "src/start-up/**",
      "src/wrap-page.tsx",
      "gatsby-browser.tsx",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [DICTIONARY_IMPORTS] }] },
  },
  {
    // A ui/ primitive takes its data as props and never runs a query: the page, the template
    // or a section component of the area that owns the data queries it and passes it down.
    // (This rule replaces the one above for ui/, so it repeats DICTIONARY_IMPORTS.)
    files: ["src/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby",
              importNames: ["useStaticQuery", "StaticQuery"],
              message: "ui/ runs no query: take the data as props from the page or a section component.",
            },
          ],
          patterns: [
            {
              group: ["**/hooks/use-site-*"],
              message: "ui/ runs no query: take the data as props from the page or a section component.",
            },
            DICTIONARY_IMPORTS,
          ],
        },
      ],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "e2e/**", "**/__tests__/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      // A focused or skipped test turns the rest of the suite off, or itself, and the run stays green.
      "no-restricted-properties": [
        "error",
        ...["describe", "it", "test"].flatMap((object) =>
          ["only", "skip", "fixme"].map((property) => ({
            object,
            property,
            message: "Commit no focused or skipped test: a run must fail when what it checks breaks.",
          })),
        ),
      ],
      "no-restricted-globals": [
        "error",
        ...["fit", "fdescribe", "xit", "xdescribe", "xtest"].map((name) => ({
          name,
          message: "Commit no focused or skipped test: a run must fail when what it checks breaks.",
        })),
      ],
    },
  },
  {
    // Build code runs in Node: of src/ it may read only the plain constants, the pure
    // helpers with no imports besides them (a browser module would pull its dependencies,
    // an SDK say, into Node), and the interface dictionaries (plain objects), which it puts
    // in each page's context.
    files: ["plugins/**/*.ts", "content-model/**/*.ts", "site-structure/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "(^|/)src/(?!lib/(constants|text|opening-hours|routes|template|languages|dates|search-text|article-tree)$|i18n/(dictionaries|dictionary|en|ar)$)",
              message: "Build steps must not import browser modules; share values through src/lib/constants.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
