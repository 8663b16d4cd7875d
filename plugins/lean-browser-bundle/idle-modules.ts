/** Plugins' browser modules that do nothing in this build, and how to tell (pure: the module's source in, a verdict out). */

/** The browser APIs a plugin's gatsby-browser module exports, CommonJS or ESM. */
function browserApis(source: string): string[] {
  return [...source.matchAll(/^(?:exports\.(\w+) = (?!void 0)|export const (\w+))/gm)]
    .map((match) => match[1] ?? match[2])
    .filter((name) => name !== "__esModule");
}

/**
 * Whether Gatsby's partytown plugin's browser module (its source) still does nothing
 * outside `gatsby develop`: one browser API, onInitialClientRender, which returns unless
 * NODE_ENV is development.
 */
export function partytownBrowserIsDevelopOnly(source: string): boolean {
  return (
    browserApis(source).join() === "onInitialClientRender" &&
    /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/.test(
      source,
    )
  );
}

/**
 * Whether gatsby-plugin-manifest's browser module (its source) does nothing for these
 * options: one browser API, onRouteUpdate, whose whole body needs a localized manifest.
 */
export function manifestBrowserIsIdle(source: string, options: { localize?: unknown[] }): boolean {
  return (
    !options.localize?.length &&
    browserApis(source).join() === "onRouteUpdate" &&
    /export const onRouteUpdate = function onRouteUpdate\([^)]*\)\s*\{\s*if \(__MANIFEST_PLUGIN_HAS_LOCALISATION__\) \{[\s\S]*\}\s*\};\s*$/.test(
      source,
    )
  );
}

/**
 * Plugins' browser modules that do nothing in this site's production build: the build
 * replaces each (webpack's NormalModuleReplacementPlugin, `request` as the browser bundle's
 * plugin list requires it, .cache/api-runner-browser-plugins.js) only while its `idle`
 * check holds: an upgrade or a setting that gives it work keeps it, with a warning.
 */
export const IDLE_BROWSER_MODULES = [
  {
    plugin: "partytown",
    file: "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    request: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    idle: partytownBrowserIsDevelopOnly,
  },
  {
    plugin: "gatsby-plugin-manifest",
    file: "gatsby-plugin-manifest/gatsby-browser.js",
    request: /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/,
    idle: manifestBrowserIsIdle,
  },
] as const;
