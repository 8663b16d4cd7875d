/**
 * Where the articles are: content/blog/<language>/<name>.mdx, the English in
 * content/blog/en/ and each translation beside it under the same file name
 * (content/blog/ar/<name>.mdx), the layout the editor at /admin/ writes to show an article's
 * languages side by side (Decap's multiple_folders). The English article gives the slug,
 * date and banner; a translation gives only its texts. The page queries that list the
 * English articles select content/blog/en/ by glob (src/pages/blogs.tsx, index.tsx,
 * gatsby-node.ts). Pure.
 */

/** The articles' folder, from the repository's root. */
export const ARTICLES_FOLDER = "content/blog";

/** The folder of the articles in a language ("content/blog/ar"). */
export function articlesFolder(language: string): string {
  return `${ARTICLES_FOLDER}/${language}`;
}

/** An article file's language (its folder) and name: ".../content/blog/ar/x.mdx" -> { language: "ar", name: "x.mdx" }. */
export function articleFile(filePath: string): { language: string; name: string } {
  const parts = filePath.split(/[\\/]/);
  return { language: parts[parts.length - 2] ?? "", name: parts[parts.length - 1] ?? "" };
}

/**
 * The same article in `language`, among the article files: the one of the same name in that
 * language's folder. An English article's translation, or a translation's English article.
 */
export function sameArticleIn<T>(
  article: string,
  language: string,
  candidates: readonly T[],
  pathOf: (candidate: T) => string,
): T | undefined {
  const { name } = articleFile(article);
  return candidates.find((candidate) => {
    const file = articleFile(pathOf(candidate));
    return file.language === language && file.name === name;
  });
}
