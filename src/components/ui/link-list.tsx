import React from "react";
import { Link } from "gatsby";
import * as styles from "./link-list.module.css";

export interface LinkListProps {
  title: string;
  /** The title's heading level in its page's outline. */
  heading: "h2" | "h3";
  /** Paths in the page's language. */
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** A titled row of links to pages of the site, each a pill (a product's technologies, an emirate page's technologies and products). */
export function LinkList({ title, heading: Heading, links }: LinkListProps) {
  return (
    <div className={styles.block}>
      <Heading className={styles.title}>{title}</Heading>
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
