import React, { useCallback, useId, useMemo, useRef } from "react";
import { Container } from "../ui/container";
import { Modal } from "../ui/modal";
import { CategoryFilter } from "./category-filter";
import { ProductSearch } from "./product-search";
import { ProductResults } from "./product-results";
import { ProductDetail } from "./product-detail";
import { useCatalogueView } from "../../hooks/use-catalogue-view";
import { useLatest } from "../../hooks/use-latest";
import { filterProducts, isGroupedView, showingLabel } from "../../lib/catalogue";
import {
  DEFAULT_CATALOGUE_VIEW,
  catalogueSearch,
  withCategory,
  withProduct,
  withQuery,
} from "../../lib/catalogue-query";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./parts-catalogue.module.css";

export interface PartsCatalogueProps {
  products: readonly Queries.ProductCardFragment[];
  /** The company's WhatsApp chat link, for the enquiry button of the detail. */
  whatsapp: string;
  /** The detail's link to the product's own page. */
  fullDetailsLabel: string;
  pathname: string;
  /** Gatsby's location key: changes when Gatsby navigates to this page again. */
  locationKey?: string;
}

/** The parts catalogue: category filter, search with dropdown, product list and detail dialog. */
export function PartsCatalogue({ products, whatsapp, fullDetailsLabel, pathname, locationKey }: PartsCatalogueProps) {
  const slugs = useMemo(() => products.map((product) => product.slug), [products]);
  const searchBox = useRef<HTMLInputElement>(null);
  const { view, update, closeProduct } = useCatalogueView(slugs, locationKey, searchBox);
  const titleId = useId();
  const { parts } = useDictionary();

  const { category, query } = view;
  const matches = useMemo(() => filterProducts(products, category, query), [products, category, query]);
  const grouped = isGroupedView(category, query);
  const selected = products.find((product) => product.slug === view.product) ?? null;
  const open = (slug: string) => update(withProduct(view, slug));

  // Opening or closing a product changes none of the list's props, so the list (up to
  // every card) does not render again: the dialog opens without that work.
  const hrefOf = useCallback(
    (slug: string) => `${pathname}${catalogueSearch({ category, query, product: slug })}`,
    [pathname, category, query],
  );
  const latestOpen = useLatest(open);
  const onOpen = useCallback((slug: string) => latestOpen.current(slug), [latestOpen]);

  return (
    <>
      <div className={styles.toolbar}>
        <Container className={styles.controls}>
          <CategoryFilter
            value={category}
            onChange={(next) => update(withCategory(view, next))}
            hrefOf={(next) => `${pathname}${catalogueSearch(withCategory(DEFAULT_CATALOGUE_VIEW, next))}`}
          />
          <ProductSearch
            inputRef={searchBox}
            value={query}
            onChange={(next) => update(withQuery(view, next))}
            matches={matches}
            onChoose={open}
          />
        </Container>
        <Container>
          <p role="status" className={grouped ? "visually-hidden" : styles.count}>
            {grouped ? "" : showingLabel(matches.length, parts.showing)}
          </p>
        </Container>
      </div>
      <ProductResults products={matches} grouped={grouped} category={category} hrefOf={hrefOf} onOpen={onOpen} />
      <Modal open={selected !== null} onClose={closeProduct} labelledBy={titleId}>
        {selected && (
          <ProductDetail product={selected} whatsapp={whatsapp} titleId={titleId} fullDetailsLabel={fullDetailsLabel} />
        )}
      </Modal>
    </>
  );
}
