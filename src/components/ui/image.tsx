import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PLACEHOLDER_ATTRIBUTE, paintPlaceholder } from "../../start-up/image-placeholder";
import * as styles from "./image.module.css";

export interface ImageProps {
  /** Sizes and formats that gatsby-plugin-image prepared at build time (gatsbyImageData). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** An image of the first screen that the page waits for: its largest (the hero or banner) and the header's logo. Fetched at once with high priority. */
  priority?: boolean;
  /** "lazy" (the default) waits until the image nears the viewport; "eager" for other images above the fold. */
  loading?: "eager" | "lazy";
}

/**
 * A build-time optimised image as plain HTML: <picture> with AVIF/WebP sources, width
 * and height (no layout shift), native lazy loading and the dominant colour behind it.
 *
 * It replaces gatsby-plugin-image's <GatsbyImage>, which hydrates every image with
 * react-dom/server (21 KB of JavaScript on each page), writes a <noscript> copy and an
 * inline script per image into the HTML, and is not needed for what the browser does
 * natively today.
 */
export function Image({ image, alt, className, priority = false, loading = priority ? "eager" : "lazy" }: ImageProps) {
  const { images, layout, backgroundColor } = image;
  const fallback = images.fallback;
  const sizes = fallback?.sizes ?? images.sources?.[0]?.sizes;
  const { width, height } = intrinsicSize(image);
  // "constrained" and "fullWidth" fill the box their parent gives them; "fixed" keeps its width.
  const classes = [styles.picture, layout === "fixed" ? styles.fixed : "", className ?? ""].filter(Boolean).join(" ");
  // Attribute order matters when React creates the element after a client-side navigation:
  // loading, sizes and srcset must be set before src, or the browser fetches src at once.
  return (
    <picture className={classes}>
      {images.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          media={source.media}
          sizes={source.sizes ?? sizes}
          srcSet={source.srcSet}
        />
      ))}
      <img
        className={layout === "fixed" ? styles.fixedImg : styles.img}
        loading={loading}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchpriority: "high" } : {})}
        sizes={sizes}
        srcSet={fallback?.srcSet}
        src={fallback?.src}
        width={width}
        height={height}
        alt={alt}
        // The dominant colour shows until the image arrives. It is set through the CSSOM, not
        // a style attribute (the Content-Security-Policy allows no inline style): by the ref
        // for images React renders, at start-up for the server HTML (gatsby-browser.tsx).
        {...(backgroundColor ? { [PLACEHOLDER_ATTRIBUTE]: backgroundColor } : {})}
        ref={paintPlaceholder}
      />
    </picture>
  );
}

/**
 * The image data of a queried File, or undefined when the file is not an image sharp can
 * read. gatsby-plugin-image's getImage() does the same but its types reject the
 * `childImageSharp: ... | null` that Gatsby's generated query types carry.
 */
export function imageData(
  file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null | undefined,
): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData ?? undefined;
}

/**
 * The width and height attributes: the image's own for fixed and constrained layouts. A
 * fullWidth image's data carries only its ratio (width 1), so its largest rendition's
 * width from the srcset stands in, with the height that keeps the ratio.
 */
export function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const candidates = [image.images.fallback?.srcSet, ...(image.images.sources ?? []).map((source) => source.srcSet)]
    .join(",")
    .matchAll(/\s(\d+)w\b/g);
  const width = Math.max(0, ...[...candidates].map((match) => Number(match[1])));
  if (width === 0) throw new Error("a fullWidth image without widths in its srcset");
  return { width, height: Math.round((width * image.height) / image.width) };
}
