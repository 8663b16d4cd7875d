/**
 * What the browser bundle gets instead of a plugin's gatsby-browser module that does
 * nothing in this site's production build (gatsby-node.ts, webpack-config.ts
 * IDLE_BROWSER_MODULES): no browser API. Their requires still put code into every page's
 * app chunk, evaluated at start-up: gatsby-script and Partytown's snippet builder (Gatsby's
 * partytown plugin, whose one API returns outside `gatsby develop`), and, through
 * gatsby-plugin-manifest's CommonJS require("gatsby"), every export of Gatsby's browser
 * entry (its one API works only for a localized manifest, which the site does not have).
 */
export {};
