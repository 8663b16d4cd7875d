import React, { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef } from "react";
import { Container } from "../ui/container";
import { Modal } from "../ui/modal";
import { CategoryFilter } from "./category-filter";
import { ProductSearch } from "./product-search";
import { ProductResults } from "./product-results";
import { ProductDetail } from "./product-detail";
import { useCatalogueView } from "../../hooks/use-catalogue-view";
import { useCatalogueProducts } from "../../hooks/use-catalogue-products";
import { useLatest } from "../../hooks/use-latest";
import { countOf, filterProducts, isGroupedView, showingLabel, type CategoryCounts } from "../../lib/catalogue";
import {
  DEFAULT_CATALOGUE_VIEW,
  catalogueSearch,
  withCategory,
  withProduct,
  withQuery,
} from "../../lib/catalogue-query";
import { productPath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./parts-catalogue.module.css";

type Product = Queries.ProductCardFragment & { englishName?: string | null };

export interface PartsCatalogueProps {
  /** The first view's products (the first of each category), from the page data. */
  firstView: readonly Product[];
  /** Each category's count in the whole catalogue. */
  counts: CategoryCounts;
  /** The catalogue's index file (every product), fetched when the visitor needs more than the first view. */
  indexUrl?: string | null;
  /** The company's WhatsApp chat link, for the enquiry button of the detail. */
  whatsapp: string;
  /** The detail's link to the product's own page. */
  fullDetailsLabel: string;
  pathname: string;
  /** Gatsby's location key: changes when Gatsby navigates to this page again. */
  locationKey?: string;
}

/** The parts catalogue: category filter, search with dropdown, product list and detail dialog. */
export function PartsCatalogue(props: PartsCatalogueProps) {
  const { firstView, counts, indexUrl, whatsapp, fullDetailsLabel, pathname, locationKey } = props;
  const { products, complete, load } = useCatalogueProducts(firstView, countOf(counts, "all"), indexUrl);
  const slugs = useMemo(() => (complete ? products.map((product) => product.slug) : undefined), [products, complete]);
  const searchBox = useRef<HTMLInputElement>(null);
  const { view, update, closeProduct } = useCatalogueView(slugs, locationKey, searchBox);
  const titleId = useId();
  const { parts } = useDictionary();
  const language = useLanguage();

  const { category, query } = view;
  // The dropdown follows each keystroke; the list (up to a page of cards) may lag behind it.
  const listQuery = useDeferredValue(query);
  const matches = useMemo(() => filterProducts(products, category, query), [products, category, query]);
  const listed = useMemo(() => filterProducts(products, category, listQuery), [products, category, listQuery]);
  const grouped = isGroupedView(category, listQuery);
  const selected = products.find((product) => product.slug === view.product) ?? null;
  const loading = !complete && !(isGroupedView(category, query) && (view.product === null || selected !== null));

  // A search, a category or a product beyond the first view needs the whole catalogue.
  useEffect(() => {
    if (loading) load();
  }, [loading, load]);

  const open = (slug: string) => update(withProduct(view, slug));
  // A card's link is the product's own page: what a crawler, a new tab or a tap before the
  // scripts start follows. A click opens the detail in the catalogue instead (?product=).
  // Opening or closing a product changes none of the list's props, so the list (up to a
  // page of cards) does not render again: the dialog opens without that work.
  const hrefOf = useCallback((slug: string) => localizedPath(productPath(slug), language), [language]);
  const categoryHref = useCallback(
    (next: typeof category) => `${pathname}${catalogueSearch(withCategory(DEFAULT_CATALOGUE_VIEW, next))}`,
    [pathname],
  );
  const latestOpen = useLatest(open);
  const onOpen = useCallback((slug: string) => latestOpen.current(slug), [latestOpen]);
  const latestUpdate = useLatest(update);
  const latestView = useLatest(view);
  const onCategory = useCallback(
    (next: typeof category) => latestUpdate.current(withCategory(latestView.current, next)),
    [latestUpdate, latestView],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Container className={styles.controls}>
          <CategoryFilter value={category} onChange={onCategory} hrefOf={categoryHref} />
          <ProductSearch
            inputRef={searchBox}
            value={query}
            onChange={(next) => update(withQuery(view, next))}
            matches={matches}
            onChoose={open}
            loading={loading}
            onFocus={load}
          />
        </Container>
        <Container>
          <p role="status" className={grouped ? "visually-hidden" : styles.count}>
            {grouped ? "" : loading ? parts.loading : showingLabel(listed.length, parts.showing)}
          </p>
        </Container>
      </div>
      <ProductResults
        pagingKey={`${category}\n${listQuery}`}
        products={grouped ? firstView : listed}
        grouped={grouped}
        category={category}
        counts={counts}
        loading={loading}
        hrefOf={hrefOf}
        onOpen={onOpen}
        categoryHref={categoryHref}
        onCategory={onCategory}
      />
      <Modal open={selected !== null} onClose={closeProduct} labelledBy={titleId}>
        {selected && (
          <ProductDetail product={selected} whatsapp={whatsapp} titleId={titleId} fullDetailsLabel={fullDetailsLabel} />
        )}
      </Modal>
    </>
  );
}
