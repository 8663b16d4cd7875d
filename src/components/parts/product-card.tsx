import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";
import { useDictionary } from "../../i18n/language-context";

export interface ProductCardProps {
  product: Queries.ProductCardFragment;
  /** The product's own page: followed without scripts, in a new tab, and by crawlers. */
  href?: string;
  /** Opens the detail; the card's only interactive element is its title link. */
  onOpen?: (slug: string) => void;
  children?: React.ReactNode;
}

/** A catalogue card: the description's first sentence; the dialog shows all of it. */
export function ProductCard({ product, href, onOpen, children }: ProductCardProps) {
  const { parts } = useDictionary();
  const action =
    href && onOpen
      ? {
          href,
          hasPopup: "dialog" as const,
          onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
            // Let the browser handle new-tab and new-window clicks on the real link.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            // Safari does not focus links on click; the dialog gives focus back here.
            event.currentTarget.focus();
            onOpen(product.slug);
          },
        }
      : undefined;
  return (
    <ImageCard
      title={product.name}
      text={product.summary}
      image={imageData(product.image)}
      imageAlt={product.imageAlt}
      action={action}
      linkLabel={action ? parts.viewDetails : undefined}
    >
      {children}
    </ImageCard>
  );
}

export const query = graphql`
  fragment ProductCard on Product {
    slug
    name
    category
    description
    summary
    features
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1, outputPixelDensities: [1, 2])
      }
    }
  }
`;
