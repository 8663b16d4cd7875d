import type { GatsbyConfig } from "gatsby";
import company from "./data/company.json";
import appIcons from "./src/icons/app-icons.json";
import { SITE_LANGUAGE } from "./src/lib/constants";
import { isCanonicalPage, sitemapEntry, type SitemapPage } from "./site-structure/sitemap";
import { JSON_TYPE_NAMES } from "./content-model/content-types";
import { RECORD_COLLECTIONS } from "./content-model/record-files";

const config: GatsbyConfig = {
  siteMetadata: {
    title: company.name,
    description: company.tagline,
    siteUrl: company.siteUrl,
  },
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      // The site's own artwork (the logo), as File nodes for the image pipeline.
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) => {
          // data/<collection>/<key>.json: one record each. Every data file holds its translations
          // inside, under the language (content-model/record-files.ts).
          const collection = RECORD_COLLECTIONS[node.relativeDirectory];
          if (collection) return collection.type;
          const name = JSON_TYPE_NAMES[node.name];
          if (!name) {
            throw new Error(
              `data/${node.name}.json: unknown data file; add it to JSON_TYPE_NAMES in content-model/content-types.ts`,
            );
          }
          return name;
        },
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP only: every supported browser reads it, and one format means no <source>
          // elements and half the srcset markup in the HTML. The flat graphics (client logos,
          // certification badges, workflow icons) ask for PNG in their queries instead: at
          // this quality sharp writes a palette PNG, a third to two thirds the size of a
          // WebP of the same logo, and with sharper edges.
          formats: ["webp"],
          // A flat colour behind every image costs a few bytes of HTML (a blurred copy costs ~1 KB each).
          placeholder: "dominantColor",
          quality: 72,
          // No `breakpoints` default: sharp applies it to constrained images too, where it
          // replaces their densities with every breakpoint up to the source width (six srcset
          // entries per card). Full-width images (hero, banners) pass their own breakpoints;
          // constrained images ask for outputPixelDensities: [1, 2] in their queries (not
          // allowed here), so they get exactly a 1x and a 2x copy.
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: company.name,
        short_name: company.shortName,
        description: company.tagline,
        lang: SITE_LANGUAGE,
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#0b5f8a",
        display: "standalone",
        // The icons as scripts/app-icons.cjs draws them into static/ (palette PNGs, less than
        // half the size of the plugin's own); gatsby-ssr.tsx links the favicon and apple-touch-icon.
        icons: appIcons.manifest.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png" })),
        legacy: false,
      },
    },
    {
      // Only canonical URLs: no alias, legacy copy or error page (see site-structure/sitemap.ts).
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{
          allSitePage {
            nodes {
              path
              pageContext
            }
          }
        }`,
        resolveSiteUrl: () => company.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter(isCanonicalPage),
        // An article's date as lastmod, and every page's twins in the other languages (hreflang).
        serialize: (page: SitemapPage) => sitemapEntry(page, company.siteUrl),
      },
    },
    // Reads the articles into Mdx nodes. Their bodies are compiled by the Mdx.content field
    // (content-model/article-content.ts), so one template serves every article.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    // The site's own build steps (plugins/<name>/), after every plugin above has written
    // its files. Gatsby runs each hook plugin by plugin in this order, which matters for
    // onPostBuild: security-headers hashes the pages' inline scripts and styles; precompress
    // comes last among the site's steps, once no page changes any more.
    "page-css",
    "lean-browser-bundle",
    "stale-asset-check",
    "robots-txt",
    // The site search's index (public/pagefind/), from the pages' final HTML.
    "site-search",
    { resolve: "security-headers", options: { nginxDir: "deploy/nginx/generated" } },
    "precompress",
    // The content editor at /admin/ (public/admin/), which the steps above leave alone.
    "admin-editor",
  ],
};

export default config;
