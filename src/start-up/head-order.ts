/** A head element as Gatsby hands it to onPreRenderHTML (a React element, or text). */
export interface HeadElement {
  type?: unknown;
  props?: Record<string, unknown>;
}

const isStyleOf = (element: unknown, file: RegExp) => {
  const candidate = element as HeadElement | null;
  return (
    candidate?.type === "style" &&
    typeof candidate.props?.["data-href"] === "string" &&
    file.test(candidate.props["data-href"])
  );
};

const APP_CSS = /^\/app[.-][^/]*\.css$/;

/**
 * The shared frame's CSS (global styles and the layout, in the app chunk) must come
 * before the page's own CSS, as it did when Gatsby bundled all CSS into one file:
 * a page's rule that refines a shared component (same specificity) wins by coming
 * later. Gatsby inlines the page's CSS first; this moves the app's <style> to the front
 * of the inlined styles. A client-side navigation appends the next page's CSS after it,
 * in the same order.
 */
export function appStylesFirst<T>(headComponents: readonly T[]): T[] {
  const appIndex = headComponents.findIndex((element) => isStyleOf(element, APP_CSS));
  const firstStyle = headComponents.findIndex((element) => isStyleOf(element, /\.css$/));
  if (appIndex <= firstStyle) return [...headComponents];
  const reordered = [...headComponents];
  const [app] = reordered.splice(appIndex, 1);
  reordered.splice(firstStyle, 0, app);
  return reordered;
}

/**
 * Gatsby's <meta name="generator" content="Gatsby 5.x">: it tells every visitor, and
 * every scanner for known holes, which framework and version built the site, and no
 * browser or search engine uses it.
 */
export function withoutGeneratorMeta<T>(headComponents: readonly T[]): T[] {
  return headComponents.filter((element) => {
    const candidate = element as HeadElement | null;
    return !(candidate?.type === "meta" && candidate.props?.name === "generator");
  });
}
