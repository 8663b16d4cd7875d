import React from "react";
import { plusFigure } from "../../lib/text";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./company-stats.module.css";

export interface CompanyStatsProps {
  claims: Pick<Queries.CompanyClaims, "foundedYear" | "countries" | "continents" | "customers" | "installations">;
}

/** The company's figures from company.json: since 1999, 35+ countries, 5,000+ customers, 350+ installations. */
export function CompanyStats({ claims }: CompanyStatsProps) {
  const words = useDictionary().common.stats;
  const stats = [
    { figure: String(claims.foundedYear), label: words.since },
    {
      figure: plusFigure(claims.countries),
      label: fillTemplate(words.countries, { continents: String(claims.continents) }),
    },
    { figure: plusFigure(claims.customers), label: words.customers },
    { figure: plusFigure(claims.installations), label: words.installations },
  ];
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.figure}>{stat.figure}</dd>
        </div>
      ))}
    </dl>
  );
}
