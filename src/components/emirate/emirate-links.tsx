import React from "react";
import { Link } from "gatsby";
import { emiratePath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useLanguage } from "../../i18n/language-context";
import type { EmirateRef } from "../../lib/emirates";
import * as styles from "./emirate-links.module.css";

export interface EmirateLinksProps {
  /** The emirates with a page, named in the page's language. */
  emirates: readonly EmirateRef[];
  /** The list's class (the footer's link grid); a centred, wrapping row by default (the water-test page). */
  className?: string;
}

/** A link to each emirate's page, in the page's language. */
export function EmirateLinks({ emirates, className = styles.row }: EmirateLinksProps) {
  const language = useLanguage();
  return (
    <ul className={className}>
      {emirates.map((emirate) => (
        <li key={emirate.slug}>
          <Link to={localizedPath(emiratePath(emirate.slug), language)}>{emirate.name}</Link>
        </li>
      ))}
    </ul>
  );
}
