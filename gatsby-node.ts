import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { GatsbyNode } from "gatsby";
import { validateContent, type ArticleFile, type ContentFile } from "./src/lib/validate-content";
import { technologyPaths, articlePaths } from "./src/lib/routes";
import { paintFirst } from "./src/lib/paint-first";
import { inlineCriticalCss } from "./src/lib/critical-css";
import { PRECOMPRESSED_FILE, precompress } from "./src/lib/precompress";
import { builtAssets, staleAssets, type WebpackStats } from "./src/lib/build-assets";
import { nginxCspMap, nginxHeaders, netlifyHeaders, routeOfFile, type BuiltPage } from "./src/lib/security-headers";
import { BODY_FACTS_FIELD, FACTS_FIELD, SUMMARY_FIELD } from "./src/lib/fact-fields";
import { openingHoursText, type OpeningHours } from "./src/lib/opening-hours";
import { sharpPaths, shortFilePath, shortPaths, shortenImageData } from "./src/lib/image-paths";

const TECHNOLOGY_TEMPLATE = path.resolve("./src/templates/technology.tsx");
const ARTICLE_TEMPLATE = path.resolve("./src/templates/article.tsx");
const ROOT = __dirname;

function readContent(): { dataFiles: ContentFile[]; articles: ArticleFile[]; parseErrors: string[] } {
  const parseErrors: string[] = [];
  const dataFiles: ContentFile[] = [];
  for (const name of fs
    .readdirSync(path.join(ROOT, "data"))
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const repoPath = `data/${name}`;
    try {
      dataFiles.push({ path: repoPath, data: JSON.parse(fs.readFileSync(path.join(ROOT, repoPath), "utf8")) });
    } catch (error) {
      parseErrors.push(`${repoPath}: not valid JSON: ${(error as Error).message}`);
    }
  }
  const articles: ArticleFile[] = [];
  const blogDir = path.join(ROOT, "content/blog");
  for (const name of fs
    .readdirSync(blogDir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()) {
    const repoPath = `content/blog/${name}`;
    try {
      const { data, content } = matter(fs.readFileSync(path.join(ROOT, repoPath), "utf8"));
      articles.push({ path: repoPath, data, body: content });
    } catch (error) {
      parseErrors.push(`${repoPath}: frontmatter is not valid YAML: ${(error as Error).message}`);
    }
  }
  return { dataFiles, articles, parseErrors };
}

/** Every content file is validated before Gatsby reads it; one line per mistake. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { dataFiles, articles, parseErrors } = readContent();
  const errors = [
    ...parseErrors,
    ...validateContent({ dataFiles, articles, fileExists: (repoPath) => fs.existsSync(path.join(ROOT, repoPath)) }),
  ];
  if (errors.length > 0) {
    reporter.panic(`Content has ${errors.length} mistake(s); fix them and build again:\n${errors.join("\n")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Fields worked out at build time, so pages ship the result and not the code.
  // @facts, @bodyFacts: company facts named in content ({customers}, <Fact name="customers" />),
  // resolved from data/company.json (src/lib/fact-fields.ts).
  actions.createFieldExtension(FACTS_FIELD);
  actions.createFieldExtension(BODY_FACTS_FIELD);
  // @summary: the first sentence of the record's description, its facts resolved.
  actions.createFieldExtension(SUMMARY_FIELD);
  // @openingHoursText: the opening hours as the pages write them.
  actions.createFieldExtension({
    name: "openingHoursText",
    extend: () => ({ resolve: (source: OpeningHours) => openingHoursText(source) }),
  });
  actions.createTypes(fs.readFileSync(path.join(ROOT, "src/schema.graphql"), "utf8"));
};

/**
 * Production builds name image renditions by short paths (src/lib/image-paths.ts): the
 * image data every query gets carries them, and onPostBuild moves the files to match.
 * `gatsby develop` keeps gatsby-plugin-sharp's paths, which its server renders on request.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  if (process.env.NODE_ENV !== "production") return;
  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        async resolve(
          source: unknown,
          args: unknown,
          context: unknown,
          info: { originalResolver: (...all: unknown[]) => unknown },
        ) {
          return shortenImageData(await info.originalResolver(source, args, context, info));
        },
      },
    },
  });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      technologies: allTechnology {
        nodes {
          slug
        }
      }
      articles: allMdx {
        nodes {
          id
          frontmatter {
            slug
            legacyPath
            date(formatString: "YYYY-MM-DD")
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the content query failed", result.errors);
    return;
  }

  for (const { slug } of result.data.technologies.nodes) {
    for (const page of technologyPaths(slug)) {
      actions.createPage({
        path: page.path,
        component: TECHNOLOGY_TEMPLATE,
        context: { slug, canonicalPath: page.canonicalPath },
      });
    }
  }

  for (const article of result.data.articles.nodes) {
    const { slug, legacyPath, date } = article.frontmatter;
    for (const page of articlePaths(slug, legacyPath)) {
      actions.createPage({
        path: page.path,
        component: `${ARTICLE_TEMPLATE}?__contentFilePath=${article.internal.contentFilePath}`,
        // lastmod: the sitemap's date for the article (src/lib/sitemap.ts).
        context: { id: article.id, canonicalPath: page.canonicalPath, lastmod: date },
      });
    }
  }
};

interface WebpackRule {
  oneOf?: WebpackRule[];
  use?: unknown;
}

/** Sets short class names on every css-loader that builds CSS modules. */
function shortenModuleClassNames(rules: WebpackRule[]) {
  for (const rule of rules) {
    if (rule.oneOf) shortenModuleClassNames(rule.oneOf);
    const uses = (Array.isArray(rule.use) ? rule.use : []) as Array<{
      loader?: string;
      options?: { modules?: { localIdentName?: string } | boolean };
    }>;
    for (const use of uses) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        modules.localIdentName = "[hash:base64:6]";
      }
    }
  }
}

/**
 * Production CSS: module class names become short hashes (the default
 * "component-module--name--hash" names weigh on every page's HTML and inlined CSS),
 * the same in the HTML renderer and the browser bundle. CSS modules are scoped, so
 * the order in which pages pull them into the shared chunk does not matter:
 * mini-css-extract's "Conflicting order" warnings are silenced.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig();
  if (stage === "build-javascript" || stage === "build-html") shortenModuleClassNames(config.module?.rules ?? []);
  const extractor = config.plugins?.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  );
  if (extractor) extractor.options.ignoreOrder = true;
  if (stage === "build-javascript") cssPerPage(config);
  if (stage === "build-javascript" || stage === "develop") {
    config.resolve = config.resolve ?? {};
    config.resolve.alias = {
      ...config.resolve.alias,
      "resize-observer-polyfill": path.join(ROOT, "src/lib/native-resize-observer.ts"),
    };
  }
  actions.replaceWebpackConfig(config);
};

/**
 * Gatsby merges the CSS of every component of the site into one "styles" chunk, and
 * inlines it whole into every page's HTML. Without that cache group each page's chunk
 * carries the CSS of its own components: the HTML inlines only what the page uses (plus
 * the frame's, from the app chunk), and on a client-side navigation webpack's CSS loader
 * adds the next page's file before the page renders (it skips files already inlined, by
 * their data-href).
 */
function cssPerPage(config: { optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } } }) {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!groups || !("styles" in groups)) throw new Error("Gatsby's webpack config has no styles cache group any more");
  groups.styles = false;
}

/** robots.txt names the sitemap with the site's own address (company.json's siteUrl). */
async function writeRobots({ graphql, reporter }: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]) {
  const result = await graphql<Queries.RobotsSiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl?.replace(/\/$/, "");
  if (!siteUrl) {
    reporter.panicOnBuild("onPostBuild: siteMetadata.siteUrl is missing");
    return;
  }
  fs.writeFileSync(
    path.join(ROOT, "public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
}

/**
 * After the build: first, no page may load another build's scripts or styles
 * (src/lib/build-assets.ts); then robots.txt; every page's HTML carries only its critical CSS
 * (src/lib/critical-css.ts) and paints before its JavaScript boots (src/lib/paint-first.ts);
 * then the response headers are written from that final HTML (src/lib/security-headers.ts),
 * so each page's CSP lists the hashes of exactly the inline scripts it ships; last, every
 * text file gets its brotli and gzip copies for the server (src/lib/precompress.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobots(args);
  const publicDir = path.join(ROOT, "public");
  // The pages: every HTML file but those in static/ and page-data/ (hashed assets, data).
  const htmlFiles = filesUnder(publicDir, (name) => name.endsWith(".html"), ["static", "page-data"]);
  const stale = staleBuildPages(publicDir, htmlFiles);
  if (stale.length > 0) {
    args.reporter.panicOnBuild(
      `onPostBuild: ${stale.length} page(s) were left from an earlier build and load its files ` +
        `(${stale.slice(0, 3).join("; ")}). Gatsby did not render them again: run npm run clean, then build again.`,
    );
    return;
  }
  const imageErrors = moveImageRenditions(publicDir, htmlFiles);
  if (imageErrors.length > 0) {
    args.reporter.panicOnBuild(
      `onPostBuild: image paths do not match the files:\n${imageErrors.slice(0, 10).join("\n")}\n` +
        "If a cache from an earlier run is involved: npm run clean, then build again.",
    );
    return;
  }
  const pages: BuiltPage[] = htmlFiles.map((full) => {
    const html = fs.readFileSync(full, "utf8");
    const rewritten = paintFirst(inlineCriticalCss(html));
    if (rewritten !== html) fs.writeFileSync(full, rewritten);
    const file = sitePath(publicDir, full);
    return { route: routeOfFile(file), file, html: rewritten };
  });
  if (pages.length === 0) {
    args.reporter.panicOnBuild("onPostBuild: public/ has no HTML page");
    return;
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), netlifyHeaders(pages));
  const nginxDir = path.join(ROOT, "deploy", "nginx", "generated");
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(path.join(nginxDir, "csp-map.conf"), nginxCspMap(pages));
  fs.writeFileSync(path.join(nginxDir, "headers.conf"), nginxHeaders());
  args.reporter.info(`security headers: ${pages.length} pages -> public/_headers, deploy/nginx/generated/`);
  // Last, once no file changes any more: the compressed copies the server sends.
  const compressed = await writePrecompressed(publicDir);
  args.reporter.info(`precompressed: ${compressed} files -> .br and .gz beside them`);
};

/** The pages that reference a script or stylesheet this build's webpack did not emit: "/about/index.html: app.d980.css". */
function staleBuildPages(publicDir: string, htmlFiles: readonly string[]): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const built = builtAssets(stats);
  return htmlFiles.flatMap((full) => {
    const stale = staleAssets(fs.readFileSync(full, "utf8"), built);
    return stale.length > 0 ? [`${sitePath(publicDir, full)}: ${stale.join(", ")}`] : [];
  });
}

/**
 * Moves every image rendition to its short path (src/lib/image-paths.ts), then checks the
 * pages and their data against the files: no page may name an old path or a file that does
 * not exist. Returns what is wrong, one line each. Gatsby re-runs an image job whose output
 * is missing, so a build with a kept cache writes the old paths again and they move again.
 */
function moveImageRenditions(publicDir: string, htmlFiles: readonly string[]): string[] {
  const errors: string[] = [];
  const staticDir = path.join(publicDir, "static");
  const movedFrom = new Map<string, string>();
  const emptied = new Set<string>();
  for (const full of filesUnder(staticDir, () => true)) {
    const relative = sitePath(publicDir, full).slice(1);
    const target = shortFilePath(relative);
    if (!target) continue;
    const earlier = movedFrom.get(target);
    if (earlier) errors.push(`/${relative} and /${earlier} would both be /${target}`);
    movedFrom.set(target, relative);
    fs.mkdirSync(path.dirname(path.join(publicDir, target)), { recursive: true });
    fs.renameSync(full, path.join(publicDir, target));
    emptied.add(path.dirname(full));
  }
  // The renditions' old folders (<32 hex>/<5 hex>/) are empty now.
  for (const folder of emptied) {
    if (fs.readdirSync(folder).length > 0) {
      errors.push(`${sitePath(publicDir, folder)}/ still holds files with no short path`);
      continue;
    }
    fs.rmdirSync(folder);
    // Its parent (<32 hex>/) too, unless it holds the original picture (publicURL) or more renditions.
    const parent = path.dirname(folder);
    if (fs.existsSync(parent) && fs.readdirSync(parent).length === 0) fs.rmdirSync(parent);
  }
  const pageDataFiles = filesUnder(path.join(publicDir, "page-data"), (name) => name.endsWith(".json"));
  for (const full of [...htmlFiles, ...pageDataFiles]) {
    const text = fs.readFileSync(full, "utf8");
    const where = sitePath(publicDir, full);
    for (const old of sharpPaths(text)) errors.push(`${where} names ${old}, which was moved`);
    for (const short of shortPaths(text)) {
      if (!fs.existsSync(path.join(publicDir, short))) errors.push(`${where} names ${short}, which does not exist`);
    }
  }
  return errors;
}

/** Writes file.br and file.gz beside every text file of the build; returns how many files got them. */
async function writePrecompressed(publicDir: string): Promise<number> {
  let count = 0;
  for (const file of filesUnder(publicDir, (name) => PRECOMPRESSED_FILE.test(name))) {
    const variants = await precompress(fs.readFileSync(file));
    for (const encoding of ["br", "gz"] as const) {
      const variant = variants[encoding];
      // A copy left by an earlier build of a file now too small to compress would be stale.
      if (variant) fs.writeFileSync(`${file}.${encoding}`, variant);
      else fs.rmSync(`${file}.${encoding}`, { force: true });
    }
    if (variants.br || variants.gz) count += 1;
  }
  return count;
}

/** A file's path on the site: "/about/index.html" for public/about/index.html. */
function sitePath(publicDir: string, full: string): string {
  return `/${path.relative(publicDir, full).split(path.sep).join("/")}`;
}

/** The files below a folder whose names `keep` accepts, leaving out the subfolders named in `skip`. */
function filesUnder(directory: string, keep: (name: string) => boolean, skip: readonly string[] = []): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, keep, skip);
    return keep(entry.name) ? [full] : [];
  });
}
