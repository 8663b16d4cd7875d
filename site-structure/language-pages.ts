/**
 * Every page in every language: the English page where it is, and its twin under
 * /<language>/ with the same slug. Each page's context names its language, which its query
 * passes to the @translated fields (content-model/translated-field.ts), and holds that language's
 * interface dictionary (src/i18n/), which the frame gives its components (src/wrap-page.tsx):
 * a page ships its own language's words only.
 * Only canonical pages get twins: an alias (/technologies/Desalination/) or a legacy path
 * (/blog1/) stays English, as the links that use them are.
 */
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, localizedPath, type Language } from "../src/lib/languages";
import { DICTIONARIES } from "../src/i18n/dictionaries";

export interface PageInput {
  path: string;
  component: string;
  context?: Record<string, unknown>;
}

/** Pages Gatsby makes for its own use, never translated. */
const UNTRANSLATED_PATHS = /^\/dev-404-page\/?$/;

/** Whether `page` is the canonical URL of its content (not an alias or a legacy copy). */
function isCanonical(page: PageInput): boolean {
  const canonical = page.context?.canonicalPath;
  return typeof canonical !== "string" || canonical === page.path;
}

/**
 * `page` in English and in every translated language. `twin` may change a twin (an article's
 * translation is another MDX file), or return null when there is none.
 */
export function inEveryLanguage(
  page: PageInput,
  twin: (language: Language) => Partial<PageInput> | null = () => ({}),
): PageInput[] {
  const english = {
    ...page,
    context: { ...page.context, language: DEFAULT_LANGUAGE, dictionary: DICTIONARIES[DEFAULT_LANGUAGE] },
  };
  if (!isCanonical(page) || UNTRANSLATED_PATHS.test(page.path)) return [english];
  const twins = TRANSLATED_LANGUAGES.flatMap((language) => {
    const change = twin(language);
    if (!change) return [];
    const canonical = page.context?.canonicalPath;
    return [
      {
        ...page,
        ...change,
        path: localizedPath(page.path, language),
        context: {
          ...page.context,
          ...(typeof canonical === "string" ? { canonicalPath: localizedPath(canonical, language) } : {}),
          ...change.context,
          language,
          dictionary: DICTIONARIES[language],
        },
      },
    ];
  });
  return [english, ...twins];
}
