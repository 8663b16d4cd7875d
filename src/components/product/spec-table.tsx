import React from "react";
import * as styles from "./spec-table.module.css";

export interface SpecTableProps {
  title: string;
  /** What the values are: typical for the class, the exact model sized to the site. */
  note: string;
  specs: ReadonlyArray<{ label: string; value: string }>;
}

/** A product's specifications as a two-column table, its title the caption. */
export function SpecTable({ title, note, specs }: SpecTableProps) {
  return (
    <figure className={styles.figure}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.label}>
              <th scope="row">{spec.label}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className={styles.note}>{note}</figcaption>
    </figure>
  );
}
