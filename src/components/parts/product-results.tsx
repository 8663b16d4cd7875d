import React from "react";
import { Section } from "../ui/section";
import { CardGrid } from "../ui/card-grid";
import { ProductCard } from "./product-card";
import { groupByCategory, type CategoryFilter } from "../../lib/catalogue";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./product-results.module.css";

type Product = Queries.ProductCardFragment;

export interface ProductResultsProps {
  /** The products to show, already filtered. */
  products: readonly Product[];
  grouped: boolean;
  category: CategoryFilter;
  hrefOf: (slug: string) => string;
  onOpen: (slug: string) => void;
}

/**
 * With filter "all" and no search: a section per category with its heading.
 * Otherwise one flat list, or "No products found" when nothing matches.
 */
export const ProductResults = React.memo(function ProductResults({
  products,
  grouped,
  category,
  hrefOf,
  onOpen,
}: ProductResultsProps) {
  const { parts } = useDictionary();
  const cards = (list: readonly Product[]) => (
    <CardGrid>
      {list.map((product) => (
        <ProductCard key={product.slug} product={product} href={hrefOf(product.slug)} onOpen={onOpen} />
      ))}
    </CardGrid>
  );

  if (grouped) {
    return (
      <>
        {groupByCategory(products).map((group, index) => (
          <Section
            key={group.category}
            id={`category-${group.category}`}
            title={parts.categoryTitles[group.category]}
            tone={index % 2 === 1 ? "alt" : "plain"}
          >
            {cards(group.products)}
          </Section>
        ))}
      </>
    );
  }

  return (
    <Section id="results" title={category === "all" ? parts.searchResults : parts.categoryTitles[category]}>
      {products.length > 0 ? (
        cards(products)
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{parts.noProducts}</p>
          <p>{parts.noProductsHint}</p>
        </div>
      )}
    </Section>
  );
});
