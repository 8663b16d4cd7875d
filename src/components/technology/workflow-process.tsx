import React from "react";
import { graphql } from "gatsby";
import { Image, imageData } from "../ui/image";
import * as styles from "./workflow-process.module.css";

export interface WorkflowProcessProps {
  steps: ReadonlyArray<Queries.WorkflowStepFragment>;
}

/** 'Explore Our Workflow Process': four steps, each with an icon and a description. */
export function WorkflowProcess({ steps }: WorkflowProcessProps) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => {
        const icon = imageData(step.icon);
        return (
          <li key={step.title} className={styles.step}>
            <div className={styles.iconWrap}>
              {icon && <Image image={icon} alt="" className={styles.icon} />}
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
            </div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}

export const query = graphql`
  fragment WorkflowStep on WorkflowStep {
    title
    description
    icon {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, placeholder: NONE, formats: [PNG], outputPixelDensities: [1, 2])
      }
    }
  }
`;
