/**
 * Short paths for the build's optimised images.
 *
 * gatsby-plugin-sharp writes every rendition of an image to
 * /static/<source digest, 32 hex>/<arguments digest, 5 hex>/<name>.<ext>. A page's HTML
 * names each rendition in a srcset, and those hex digits compress badly: on the home page's
 * 137 image URLs they were 1.1 KB of its gzip HTML. In production the renditions move to
 * /static/<first 6 hex of the source digest>/<name>-<arguments digest>.<ext>: one folder per
 * source picture, as before, and a name that still changes whenever the picture or the
 * rendition does, so the files stay cacheable for ever (/static/ is immutable).
 *
 * The same pure function rewrites the URLs in the image data the GraphQL layer hands to
 * pages (gatsby-node createResolvers) and moves the files after the build (onPostBuild), so
 * the two cannot disagree. The build then checks that no page names an old path, that every
 * new path it names exists, and that no two renditions were given the same short path.
 */

/** A file name in a path, and where a path ends in HTML, JSON or a srcset. */
const NAME = String.raw`[^/\s"',?#]+`;
const END = String.raw`(?=$|[\s"',?#])`;

/** A rendition's path as gatsby-plugin-sharp writes it: digest, arguments digest, file name. */
const SHARP_PATH = new RegExp(String.raw`/static/([0-9a-f]{32})/([0-9a-f]{5})/(${NAME})\.([a-z0-9]+)${END}`, "g");

/** Hex digits of the source digest kept in the short path: 16.7 million values. */
const SHORT_DIGEST_LENGTH = 6;

/** A short rendition path: /static/<6 hex>/<name>-<5 hex>.<ext>. */
const SHORT_PATH = new RegExp(String.raw`/static/[0-9a-f]{6}/${NAME}-[0-9a-f]{5}\.[a-z0-9]+${END}`, "g");

function shorten(digest: string, argsDigest: string, name: string, extension: string): string {
  return `/static/${digest.slice(0, SHORT_DIGEST_LENGTH)}/${name}-${argsDigest}.${extension}`;
}

/** Every gatsby-plugin-sharp rendition path in a text, replaced by its short path. */
export function shortenImagePaths(text: string): string {
  return text.replace(SHARP_PATH, (_match, digest: string, argsDigest: string, name: string, extension: string) =>
    shorten(digest, argsDigest, name, extension),
  );
}

/** The same, inside a JSON value (gatsbyImageData: src, srcSet, sources). */
export function shortenImageData<T>(data: T): T {
  if (data === null || data === undefined) return data;
  return JSON.parse(shortenImagePaths(JSON.stringify(data))) as T;
}

const pathsIn = (text: string, pattern: RegExp) => [...new Set(text.match(pattern) ?? [])];

/** The old rendition paths a text still names, each once: a build must leave none. */
export const sharpPaths = (text: string): string[] => pathsIn(text, SHARP_PATH);

/** The short rendition paths a text names, each once. */
export const shortPaths = (text: string): string[] => pathsIn(text, SHORT_PATH);

/**
 * Where each rendition file moves: `relative` is its path below public/ with "/"
 * separators ("static/<32 hex>/<5 hex>/name.webp"); null for any other file.
 */
export function shortFilePath(relative: string): string | null {
  const shortened = shortenImagePaths(`/${relative}`);
  return shortened === `/${relative}` ? null : shortened.slice(1);
}
