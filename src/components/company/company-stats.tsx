import React from "react";
import { plusFigure } from "../../lib/text";
import * as styles from "./company-stats.module.css";

export interface CompanyStatsProps {
  claims: Pick<Queries.CompanyClaims, "foundedYear" | "countries" | "continents" | "customers" | "installations">;
}

/** The company's figures from company.json: since 1999, 35+ countries, 5,000+ customers, 350+ installations. */
export function CompanyStats({ claims }: CompanyStatsProps) {
  const stats = [
    { figure: String(claims.foundedYear), label: "Treating water since" },
    { figure: plusFigure(claims.countries), label: `Countries on ${claims.continents} continents` },
    { figure: plusFigure(claims.customers), label: "Satisfied customers" },
    { figure: plusFigure(claims.installations), label: "Installations" },
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
