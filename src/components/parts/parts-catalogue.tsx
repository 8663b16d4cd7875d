import React, { useId, useMemo } from "react";
import { Container } from "../ui/container";
import { Modal } from "../ui/modal";
import { CategoryFilter } from "./category-filter";
import { ProductSearch } from "./product-search";
import { ProductResults } from "./product-results";
import { ProductDetail } from "./product-detail";
import { useCatalogueView } from "../../hooks/use-catalogue-view";
import { filterProducts, isGroupedView, showingLabel } from "../../lib/catalogue";
import { catalogueSearch, withCategory, withProduct, withQuery } from "../../lib/catalogue-query";
import * as styles from "./parts-catalogue.module.css";

export interface PartsCatalogueProps {
  products: readonly Queries.ProductCardFragment[];
  /** The company's WhatsApp chat link, for the enquiry button of the detail. */
  whatsapp: string;
  pathname: string;
  /** Gatsby's location key: changes when Gatsby navigates to this page again. */
  locationKey?: string;
}

/** The parts catalogue: category filter, search with dropdown, product list and detail dialog. */
export function PartsCatalogue({ products, whatsapp, pathname, locationKey }: PartsCatalogueProps) {
  const slugs = useMemo(() => products.map((product) => product.slug), [products]);
  const { view, update, closeProduct } = useCatalogueView(slugs, locationKey);
  const titleId = useId();

  const matches = filterProducts(products, view.category, view.query);
  const grouped = isGroupedView(view.category, view.query);
  const selected = products.find((product) => product.slug === view.product) ?? null;
  const hrefOf = (slug: string) => `${pathname}${catalogueSearch(withProduct(view, slug))}`;
  const open = (slug: string) => update(withProduct(view, slug));

  return (
    <>
      <div className={styles.toolbar}>
        <Container className={styles.controls}>
          <CategoryFilter value={view.category} onChange={(category) => update(withCategory(view, category))} />
          <ProductSearch
            value={view.query}
            onChange={(query) => update(withQuery(view, query))}
            matches={matches}
            onChoose={open}
          />
        </Container>
        <Container>
          <p role="status" className={grouped ? "visually-hidden" : styles.count}>
            {grouped ? "" : showingLabel(matches.length)}
          </p>
        </Container>
      </div>
      <ProductResults products={matches} grouped={grouped} category={view.category} hrefOf={hrefOf} onOpen={open} />
      <Modal open={selected !== null} onClose={closeProduct} labelledBy={titleId}>
        {selected && <ProductDetail product={selected} whatsapp={whatsapp} titleId={titleId} />}
      </Modal>
    </>
  );
}
