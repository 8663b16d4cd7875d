import React from "react";
import { Link } from "gatsby";
import * as styles from "./link-list.module.css";

export interface LinkListProps {
  title: string;
  /** Paths in the page's language. */
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** A titled row of links to pages of the site, each a pill (an emirate page's technologies and products). */
export function LinkList({ title, links }: LinkListProps) {
  return (
    <div className={styles.block}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
