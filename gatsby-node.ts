import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentErrors } from "./content-model/check-content";
import { readSchemaSdl } from "./content-model/schema-sdl";
import { TRANSLATED_FIELD } from "./content-model/translated-field";
import { inEveryLanguage, type PageInput } from "./site-structure/language-pages";
import { technologyPaths, articlePaths, productPath, emiratePath, PARTS_PATH } from "./src/lib/routes";
import {
  followingExtension,
  inPageLanguageExtension,
  linkedFromExtension,
  productsByIdResolver,
} from "./content-model/schema-extensions";
import { relatedInCategory } from "./content-model/collections";
import { sameArticleIn } from "./content-model/article-files";
import { FACTS_FIELD, SUMMARY_FIELD } from "./content-model/fact-fields";
import { ARTICLE_CONTENT_FIELD } from "./content-model/article-content";
import { OPENING_HOURS_TEXT_FIELD } from "./content-model/opening-hours-field";
import { DISPLAY_DATE_FIELD } from "./content-model/display-date-field";
import {
  CATALOGUE_INDEX_QUERY,
  catalogueIndexFile,
  writeCatalogueIndex,
  type CatalogueIndexResult,
} from "./site-structure/catalogue-index";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./src/lib/languages";
import { firstViewOf } from "./src/lib/catalogue";

const TECHNOLOGY_TEMPLATE = path.resolve("./src/templates/technology.tsx");
const ARTICLE_TEMPLATE = path.resolve("./src/templates/article.tsx");
const PRODUCT_TEMPLATE = path.resolve("./src/templates/product.tsx");
const EMIRATE_TEMPLATE = path.resolve("./src/templates/emirate.tsx");
const ROOT = __dirname;
/**
 * What /parts/ needs from createPages: its index file per language (site-structure/catalogue-index.ts)
 * and its first view (the products its page data carries, src/lib/catalogue.ts firstViewOf).
 */
const catalogueIndexUrls = new Map<Language, string>();
let catalogueFirstView: ReturnType<typeof firstViewOf> = firstViewOf([]);

/** Every content file is validated before Gatsby reads it; one line per mistake. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = contentErrors(ROOT);
  if (errors.length === 0) return;
  const message = `Content has ${errors.length} mistake(s); fix them and build again:\n${errors.join("\n")}`;
  // A build stops. The development server (npm start, npm run edit) reports them and stays
  // up, so the content editor at /admin/ can put right a mistake it saved; the pages that
  // depend on the wrong field may fail to render until then.
  if (process.env.gatsby_executing_command === "develop") reporter.error(message);
  else reporter.panic(message);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Fields worked out at build time, so pages ship the result and not the code.
  // @translated: a record's field in the page's language (content-model/translated-field.ts); before @facts.
  actions.createFieldExtension(TRANSLATED_FIELD);
  // @facts: company facts named in content ({customers}), resolved from data/company.json
  // (content-model/fact-fields.ts).
  actions.createFieldExtension(FACTS_FIELD);
  // @articleContent: an article's body as data, its <Fact name="customers" /> resolved
  // (content-model/article-content.ts): one page component serves every article.
  actions.createFieldExtension(ARTICLE_CONTENT_FIELD);
  // @summary: the first sentence of the record's description, its facts resolved.
  actions.createFieldExtension(SUMMARY_FIELD);
  // @openingHoursText: the opening hours as the pages write them, in the page's language.
  actions.createFieldExtension(OPENING_HOURS_TEXT_FIELD);
  // @displayDate(from: "date"): a calendar date written in the page's language (Intl).
  actions.createFieldExtension(DISPLAY_DATE_FIELD);
  // @following(count: N): the next N records of the same file (a technology's related ones).
  actions.createFieldExtension(followingExtension);
  // @linkedFrom(type, field): the records of another type that name this one (a technology's products).
  actions.createFieldExtension(linkedFromExtension);
  // @inPageLanguage: an article in the page's language (a translated page's article cards).
  actions.createFieldExtension(inPageLanguageExtension);
  actions.createTypes(readSchemaSdl(ROOT));
};

/** productsById(ids): a product page's related products (content-model/schema-extensions.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ Query: { productsById: productsByIdResolver } });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      technologies: allTechnology(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      products: allProduct(sort: { order: ASC }) {
        nodes {
          id
          slug
          category
        }
      }
      emirates: allEmirate(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      translations: allMdx {
        nodes {
          id
          internal {
            contentFilePath
          }
        }
      }
      articles: allMdx(filter: { internal: { contentFilePath: { glob: "**/content/blog/en/*.mdx" } } }) {
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

  const create = (page: PageInput) => actions.createPage(page);
  for (const { slug } of result.data.technologies.nodes) {
    for (const page of technologyPaths(slug)) {
      const context = { slug, canonicalPath: page.canonicalPath };
      inEveryLanguage({ path: page.path, component: TECHNOLOGY_TEMPLATE, context }).forEach(create);
    }
  }

  const products = result.data.products.nodes;
  for (const { slug } of products) {
    const canonicalPath = productPath(slug);
    // The related products by node id (productsById), so that one product's edit re-runs
    // only the queries of the pages that show it.
    const related = relatedInCategory(products, slug).map(({ id }) => id);
    inEveryLanguage({
      path: canonicalPath,
      component: PRODUCT_TEMPLATE,
      context: { slug, canonicalPath, related },
    }).forEach(create);
  }

  for (const { slug } of result.data.emirates.nodes) {
    const canonicalPath = emiratePath(slug);
    inEveryLanguage({ path: canonicalPath, component: EMIRATE_TEMPLATE, context: { slug, canonicalPath } }).forEach(
      create,
    );
  }

  // An article's translation: content/blog/<language>/ under its file name (content-model/article-files.ts).
  const translations = result.data.translations.nodes;
  for (const article of result.data.articles.nodes) {
    const { slug, legacyPath, date } = article.frontmatter;
    for (const page of articlePaths(slug, legacyPath)) {
      const english = {
        path: page.path,
        component: ARTICLE_TEMPLATE,
        // lastmod: the sitemap's date for the article (site-structure/sitemap.ts); originalId: the
        // English article, whose date and banner every language shows.
        context: { id: article.id, originalId: article.id, canonicalPath: page.canonicalPath, lastmod: date },
      };
      inEveryLanguage(english, (language) => {
        const translation = sameArticleIn(
          article.internal.contentFilePath ?? "",
          language,
          translations,
          (node) => node.internal.contentFilePath ?? "",
        );
        return translation ? { context: { id: translation.id } } : null;
      }).forEach(create);
    }
  }

  // The query's context names the language its @translated fields are read in, as a page's does.
  const publicDir = path.join(store.getState().program.directory, "public");
  for (const language of LANGUAGES) {
    const index = await graphql<CatalogueIndexResult>(CATALOGUE_INDEX_QUERY, { language });
    if (index.errors || !index.data) {
      reporter.panicOnBuild(`createPages: the catalogue index query (${language}) failed`, index.errors);
      return;
    }
    const file = catalogueIndexFile(language, index.data.allProduct.nodes);
    writeCatalogueIndex(publicDir, file);
    catalogueIndexUrls.set(language, file.url);
    if (language === DEFAULT_LANGUAGE) catalogueFirstView = firstViewOf(index.data.allProduct.nodes);
  }
};

/** The pages of src/pages in every language (site-structure/language-pages.ts). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.language) return;
  actions.deletePage(page);
  inEveryLanguage(page).forEach((variant) => {
    const language = variant.context?.language;
    // /parts/ fetches its index when the visitor needs more than its first view.
    const catalogueIndex =
      isLanguage(language) && page.path === PARTS_PATH ? catalogueIndexUrls.get(language) : undefined;
    if (!catalogueIndex) {
      actions.createPage(variant);
      return;
    }
    const { slugs, counts } = catalogueFirstView;
    actions.createPage({
      ...variant,
      context: { ...variant.context, catalogueIndex, firstView: slugs, categoryCounts: counts },
    });
  });
};
