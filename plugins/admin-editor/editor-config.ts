/**
 * The editor's configuration (Decap CMS's config, as JSON for /admin/config.json): which
 * files it edits and with which form. The forms come from the content model's schemas
 * (decap-fields.ts); this file says only what the schemas cannot: where each collection's
 * files and pictures are, which field names a record, which fields pick another record.
 */
import { buildSchemas } from "../../content-model/content-schema";
import { RECORD_COLLECTIONS } from "../../content-model/record-files";
import { ARTICLES_FOLDER } from "../../content-model/article-files";
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from "../../src/lib/languages";
import { decapField, recordFields, type DecapField } from "./decap-fields";

/** Where the editor saves: the git host in production, decap-server on a computer (docs/editors.md). */
export interface BackendOptions {
  /** "owner/name" of the GitHub repository; without it, Netlify's Git Gateway. */
  repo?: string;
  branch?: string;
  /** The OAuth service that signs editors in to GitHub (base_url), when not Netlify's. */
  authUrl?: string;
  /** "editorial_workflow": every change becomes a pull request instead of a commit. */
  publishMode?: string;
}

const schemas = buildSchemas(() => true);

/** A field that picks records of another collection by slug, found and shown by name. */
function pickRecords(collection: string): Partial<DecapField> {
  return {
    widget: "relation",
    collection,
    value_field: "slug",
    search_fields: ["name", "slug"],
    display_fields: ["name"],
    multiple: true,
  };
}

/** Per record collection: its label, the field that titles an entry, the pictures' folder, special fields. */
const RECORD_FORMS: Record<
  string,
  { label: string; singular: string; title: string; images: string; overrides?: Record<string, Partial<DecapField>> }
> = {
  products: {
    label: "Products",
    singular: "Product",
    title: "name",
    images: "products",
    overrides: {
      technologies: {
        ...pickRecords("technologies"),
        min: 1,
        max: 3,
        hint: "One to three technologies, the product's main technology first.",
      },
      category: { hint: "Where the parts catalogue lists the product." },
    },
  },
  technologies: {
    label: "Technologies",
    singular: "Technology",
    title: "name",
    images: "technologies",
    overrides: {
      "workflow.icon": {
        ...mediaFolders("data/images/icons", "../images/icons"),
        hint: "An icon in flat colours on a transparent background, as a PNG about 160 px square.",
      },
    },
  },
  industries: {
    label: "Industries",
    singular: "Industry",
    title: "title",
    images: "industries",
    overrides: {
      homeOrder: { hint: "1 to 5 shows the industry on the home page in that place; empty leaves it off." },
    },
  },
  reviews: { label: "Reviews", singular: "Review", title: "name", images: "reviews" },
  emirates: {
    label: "Emirate pages",
    singular: "Emirate page",
    title: "name",
    images: "banners",
    overrides: {
      name: { hint: "As data/company.json's areaServed names the emirate (Company facts), in each language." },
      "services.technologies": pickRecords("technologies"),
      "services.products": pickRecords("products"),
    },
  },
};

const ORDER_FIELD: DecapField = {
  name: "order",
  label: "Place in lists",
  widget: "number",
  value_type: "int",
  min: 1,
  hint: "Lists show the records from 1 up (two records with the same number: by file name).",
};

/**
 * Where a collection's uploads go (from the repository's root) and how its files name them
 * (relative to the file, as the build resolves them). The upload folder is absolute: Decap
 * resolves a relative one against the entry's own path, which a new or duplicated entry
 * does not have yet, and would put its pictures beside the JSON files.
 */
function mediaFolders(fromRoot: string, fromFile: string) {
  return { media_folder: `/${fromRoot}`, public_folder: fromFile };
}

/** A record's or an article's slug: refused when another entry has it (admin/unique-slug.js). */
const SLUG_FIELD: Partial<DecapField> = {
  widget: "unique-slug",
  hint: "Part of the page's address: small letters, digits and single hyphens, its own. Change it only on purpose.",
};

function recordCollection(name: string) {
  const form = RECORD_FORMS[name];
  const { key } = RECORD_COLLECTIONS[name];
  const file = `${name}.json`;
  const overrides = { ...(form.overrides ?? {}), slug: SLUG_FIELD };
  return {
    name,
    label: form.label,
    label_singular: form.singular,
    folder: `data/${name}`,
    extension: "json",
    format: "record-json",
    create: true,
    identifier_field: form.title,
    slug: `{{fields.${key}}}`,
    summary: `{{fields.${form.title}}}`,
    sortable_fields: ["order", form.title],
    ...mediaFolders(`data/images/${form.images}`, `../images/${form.images}`),
    i18n: true,
    fields: [ORDER_FIELD, ...recordFields(schemas[file as keyof typeof schemas], file, true, overrides)],
  };
}

/** A hint for a picture in flat colours (logos, badges, icons): the build makes it a palette PNG (gatsby-config.ts). */
const FLAT_PICTURE_HINT = "A logo or badge in flat colours on a transparent background, as a PNG about 360 px wide.";

/** The form of one data file of data/ (not a record's, not a list): its label, its pictures' folder, special fields. */
interface DataFileForm {
  label: string;
  /** Its pictures upload to data/images/<images>. */
  images?: string;
  overrides?: Record<string, Partial<DecapField>>;
}

/** The pages' texts: one entry per file of data/. */
const PAGE_FILES: Record<string, DataFileForm> = {
  home: {
    label: "Home page",
    images: "home",
    overrides: {
      "heroSlides.button": {
        hint: 'What the button to the contact page says: call, "Call Us" (اتصل بنا); contact, "Get In Touch" (تواصل معنا).',
      },
      "technologies.featured": { ...pickRecords("technologies"), hint: "The six technologies the home page shows." },
      "gallery.products": { ...pickRecords("products"), hint: "The six products of the home page's gallery." },
    },
  },
  about: { label: "About page", images: "about" },
  pages: { label: "Banners of the list pages", images: "banners" },
  "water-test": { label: "Water test page and booking form", images: "banners" },
  certifications: {
    label: "Certifications",
    images: "certifications",
    overrides: { "items.image": { hint: FLAT_PICTURE_HINT } },
  },
  "video-tour": {
    label: "Video tour",
    images: "video-tour",
    overrides: {
      youtubeId: { hint: "The video's 11-character id: the part after v= in its YouTube address." },
    },
  },
  "product-page": { label: "Words of the product pages" },
  "emirate-page": { label: "Words of the emirate pages" },
};

/** Data files of data/ edited one entry each, the Arabic beside the English as a record's (record-json). */
function dataFilesCollection(name: string, label: string, forms: Record<string, DataFileForm>) {
  return {
    name,
    label,
    format: "record-json",
    extension: "json",
    editor: { preview: false },
    i18n: true,
    files: Object.entries(forms).map(([file, form]) => ({
      name: file,
      label: form.label,
      file: `data/${file}.json`,
      i18n: true,
      ...(form.images ? mediaFolders(`data/images/${form.images}`, `./images/${form.images}`) : {}),
      fields: recordFields(schemas[`${file}.json` as keyof typeof schemas], `${file}.json`, true, form.overrides),
    })),
  };
}

/**
 * The one field of a form whose file is a list (data/faq.json, data/clients.json): the
 * editor's formats (admin/editor.js) show the file's list under this name.
 */
export const LIST_FIELD = "items";

/** A file that is a list of records, edited as one entry: the list is its one field. */
function listCollection(
  name: string,
  label: string,
  { translated, summary }: { translated: boolean; summary: string },
  file: Partial<DecapField>,
  overrides: Record<string, Partial<DecapField>> = {},
) {
  const schema = schemas[`${name}.json` as keyof typeof schemas];
  const list = {
    ...decapField(LIST_FIELD, schema, { file: `${name}.json`, translated, overrides }, []),
    // What a folded record shows, in each language's column.
    summary: `{{fields.${summary}}}`,
  };
  return {
    name,
    label,
    format: translated ? "translated-list-json" : "list-json",
    extension: "json",
    editor: { preview: false },
    ...(translated ? { i18n: true } : {}),
    files: [{ name, label, file: `data/${name}.json`, ...file, fields: [{ ...list, label }] }],
  };
}

const BODY_FIELD: DecapField = {
  name: "body",
  label: "Article text",
  widget: "text",
  hint: 'Markdown: ## for a heading, | for tables. Keep the line <Faq /> where the questions go; company facts as <Fact name="customers" />.',
};

/**
 * The articles: content/blog/en/<slug>.mdx and each translation under the same name in
 * content/blog/<language>/ (content-model/article-files.ts), edited side by side: the
 * translated fields and the body in every language, the slug, date and picture once.
 */
function articleCollection() {
  const fields = recordFields(schemas.article, "article", true, {
    slug: SLUG_FIELD,
    date: { pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "must be a date written YYYY-MM-DD"], hint: "YYYY-MM-DD" },
    banner: { hint: "The picture at the top and on the article's card." },
  });
  return {
    name: "articles",
    label: "Articles",
    label_singular: "Article",
    folder: ARTICLES_FOLDER,
    extension: "mdx",
    format: "frontmatter",
    create: true,
    slug: "{{fields.slug}}",
    ...mediaFolders("content/images", "../../images"),
    sortable_fields: ["date", "title"],
    i18n: { structure: "multiple_folders" },
    fields: [...fields, { ...BODY_FIELD, i18n: true }],
  };
}

export function editorConfig(backend: BackendOptions = {}) {
  return {
    load_config_file: false,
    backend: backend.repo
      ? { name: "github", repo: backend.repo, branch: backend.branch ?? "main", base_url: backend.authUrl }
      : { name: "git-gateway", branch: backend.branch ?? "main" },
    // On localhost the editor writes this checkout's files through decap-server (npm run edit).
    local_backend: true,
    publish_mode: backend.publishMode === "editorial_workflow" ? "editorial_workflow" : undefined,
    media_folder: "data/images",
    public_folder: "./images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: {
      structure: "single_file",
      locales: [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES],
      default_locale: DEFAULT_LANGUAGE,
    },
    collections: [
      ...Object.keys(RECORD_COLLECTIONS).map(recordCollection),
      dataFilesCollection("company", "Company facts", { company: { label: "Company facts" } }),
      dataFilesCollection("pages", "Pages", PAGE_FILES),
      listCollection(
        "faq",
        "Common questions",
        { translated: true, summary: "question" },
        { i18n: true },
        {
          slug: {
            hint: "Names the question in the build's messages: small letters, digits and single hyphens, its own.",
          },
        },
      ),
      listCollection(
        "clients",
        "Clients",
        { translated: false, summary: "name" },
        mediaFolders("data/images/clients", "./images/clients"),
        { logo: { hint: FLAT_PICTURE_HINT } },
      ),
      articleCollection(),
    ],
  };
}
