import React from "react";
import { EmirateActions, type EmirateActionsProps } from "./emirate-actions";
import * as styles from "./emirate-visit.module.css";

export interface EmirateVisitProps extends EmirateActionsProps {
  /** How quickly an engineer comes in this emirate. */
  response: string;
  /** What the free water test is. */
  testText: string;
}

/** How quickly we come to this emirate, the free test, and the ways to book it. */
export function EmirateVisit({ response, testText, test, whatsapp }: EmirateVisitProps) {
  return (
    <div className={styles.visit}>
      <p>{response}</p>
      <p>{testText}</p>
      <EmirateActions test={test} whatsapp={whatsapp} />
    </div>
  );
}
