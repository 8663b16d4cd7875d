import React from "react";
import { graphql } from "gatsby";
import { Image, imageData } from "../ui/image";
import { Section, type SectionProps } from "../ui/section";
import * as styles from "./certifications.module.css";

export interface CertificationsProps {
  certifications: Queries.CertificationsFragment;
  tone?: SectionProps["tone"];
}

/** The certifications section (data/certifications.json): heading, intro and the six logos with their names. */
export function Certifications({ certifications, tone }: CertificationsProps) {
  return (
    <Section tone={tone} id="certifications" title={certifications.title} intro={certifications.text}>
      <ul className={styles.list}>
        {certifications.items.map((item) => {
          const image = imageData(item.image);
          return (
            <li key={item.name} className={styles.item}>
              {image && <Image image={image} alt="" className={styles.logo} />}
              <span className={styles.name}>{item.name}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment Certifications on CertificationList {
    title
    text
    items {
      name
      image {
        childImageSharp {
          gatsbyImageData(width: 112, height: 112, placeholder: NONE, formats: [PNG], outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
