import React from "react";
import { Link } from "gatsby";
import * as styles from "./breadcrumb.module.css";

export interface BreadcrumbProps {
  /** The navigation's name for assistive technology. */
  label: string;
  /** The trail from Home; the last crumb is this page (no link). */
  crumbs: ReadonlyArray<{ name: string; to: string }>;
}

/** Home > Parts > Domestic > this page: where the page sits, each level a link. */
export function Breadcrumb({ label, crumbs }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to} aria-current="page" className={styles.current}>
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
