import React from "react";
import { Icon } from "../ui/icon";
import * as styles from "./water-test-explained.module.css";

interface TitledText {
  readonly title: string;
  readonly text: string;
}

export interface WaterTestExplainedProps {
  visit: TitledText & {
    readonly measurements: ReadonlyArray<{ readonly name: string; readonly text: string }>;
    readonly report: string;
    readonly lab: string;
  };
  cost: TitledText & { readonly note: string };
  notThis: TitledText & { readonly points: readonly string[] };
  /** data/company.json areaServed: where the test is free. */
  areas: readonly string[];
}

/** What the visit is, what it costs and what it is not: three cards, one column on phones. */
export function WaterTestExplained({ visit, cost, notThis, areas }: WaterTestExplainedProps) {
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <Icon name="tint" className={styles.icon} />
        <h2 className={styles.title}>{visit.title}</h2>
        <p>{visit.text}</p>
        <dl className={styles.measurements}>
          {visit.measurements.map((measurement) => (
            <div key={measurement.name}>
              <dt>{measurement.name}</dt>
              <dd>{measurement.text}</dd>
            </div>
          ))}
        </dl>
        <p>{visit.report}</p>
        <p className={styles.note}>{visit.lab}</p>
      </li>
      <li className={styles.card}>
        <Icon name="award" className={styles.icon} />
        <h2 className={styles.title}>{cost.title}</h2>
        <p>{cost.text}</p>
        <ul className={styles.areas}>
          {areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
        <p className={styles.note}>{cost.note}</p>
      </li>
      <li className={styles.card}>
        <Icon name="check-circle" className={styles.icon} />
        <h2 className={styles.title}>{notThis.title}</h2>
        <p>{notThis.text}</p>
        <ul className={styles.points}>
          {notThis.points.map((point) => (
            <li key={point}>
              <Icon name="check" className={styles.check} />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
