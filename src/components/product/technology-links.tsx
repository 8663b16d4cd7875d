import React from "react";
import { Link } from "gatsby";
import { technologyPath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useLanguage } from "../../i18n/language-context";
import * as styles from "./technology-links.module.css";

export interface TechnologyLinksProps {
  title: string;
  technologies: ReadonlyArray<{ slug: string; name: string }>;
}

/** The technologies a product is built on, each a link to its page. */
export function TechnologyLinks({ title, technologies }: TechnologyLinksProps) {
  const language = useLanguage();
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {technologies.map((technology) => (
          <li key={technology.slug}>
            <Link to={localizedPath(technologyPath(technology.slug), language)} className={styles.link}>
              {technology.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
