import React, { useState } from "react";
import { Section } from "../ui/section";
import { CardGrid } from "../ui/card-grid";
import { ProductCard } from "./product-card";
import { plainClick } from "./category-filter";
import { groupByCategory, type CategoryCounts, type CategoryFilter } from "../../lib/catalogue";
import { CATALOGUE_RESULTS_PAGE, type ProductCategory } from "../../lib/constants";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./product-results.module.css";

type Product = Queries.ProductCardFragment;

export interface ProductResultsProps {
  /** The products to show, already filtered (grouped: the first view's). */
  products: readonly Product[];
  grouped: boolean;
  category: CategoryFilter;
  /** Each category's count, for the grouped view's links to the products it leaves out. */
  counts: CategoryCounts;
  /** While the catalogue's index is on its way, the list is not yet whole: no "none found". */
  loading: boolean;
  hrefOf: (slug: string) => string;
  onOpen: (slug: string) => void;
  categoryHref: (category: ProductCategory) => string;
  /** Changes with the search or the filter: the list starts again at its first page of cards. */
  pagingKey: string;
  onCategory: (category: ProductCategory) => void;
}

/**
 * With filter "all" and no search: a section per category with its heading (the first
 * products of each, and a link to the category's whole list when it has more).
 * Otherwise one flat list, a page of cards at a time, or "No products found" when nothing matches.
 */
export const ProductResults = React.memo(function ProductResults(props: ProductResultsProps) {
  const { products, grouped, category, counts, loading, hrefOf, onOpen, categoryHref, onCategory, pagingKey } = props;
  const { parts } = useDictionary();
  // Kept beside its key rather than by remounting the list, so cards that stay are not made again.
  const [paging, setPaging] = useState({ key: pagingKey, limit: CATALOGUE_RESULTS_PAGE });
  const limit = paging.key === pagingKey ? paging.limit : CATALOGUE_RESULTS_PAGE;
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
            {counts[group.category] > group.products.length && (
              <p className={styles.more}>
                <a
                  href={categoryHref(group.category)}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    onCategory(group.category);
                  }}
                >
                  {fillTemplate(parts.seeAll, {
                    count: String(counts[group.category]),
                    category: parts.categories[group.category],
                  })}
                </a>
              </p>
            )}
          </Section>
        ))}
      </>
    );
  }

  const rest = products.length - limit;
  return (
    <Section id="results" title={category === "all" ? parts.searchResults : parts.categoryTitles[category]}>
      {products.length > 0 && cards(products.slice(0, limit))}
      {rest > 0 && (
        <p className={styles.more}>
          <button
            type="button"
            className={styles.showMore}
            onClick={() => setPaging({ key: pagingKey, limit: limit + CATALOGUE_RESULTS_PAGE })}
          >
            {fillTemplate(parts.showMore, { count: String(Math.min(rest, CATALOGUE_RESULTS_PAGE)) })}
          </button>
        </p>
      )}
      {products.length === 0 && !loading && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{parts.noProducts}</p>
          <p>{parts.noProductsHint}</p>
        </div>
      )}
    </Section>
  );
});
