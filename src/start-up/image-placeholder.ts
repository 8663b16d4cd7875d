/**
 * An image's dominant colour, shown behind it until it arrives. The HTML carries it in a
 * data attribute and a script sets it through the CSSOM: a style attribute would need
 * 'unsafe-inline' in the Content-Security-Policy's style-src.
 */
export const PLACEHOLDER_ATTRIBUTE = "data-placeholder";

/** Paints one image's placeholder colour (a ref callback: it runs for every image React renders). */
export function paintPlaceholder(image: HTMLImageElement | null) {
  const colour = image?.getAttribute(PLACEHOLDER_ATTRIBUTE);
  if (image && colour) image.style.backgroundColor = colour;
}

/** Paints every image's placeholder colour under `root`: the server HTML, before React hydrates any of it. */
export function paintPlaceholders(root: ParentNode) {
  root.querySelectorAll<HTMLImageElement>(`img[${PLACEHOLDER_ATTRIBUTE}]`).forEach(paintPlaceholder);
}
