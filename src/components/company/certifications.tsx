import React from "react";
import { graphql } from "gatsby";
import { Image, imageData } from "../ui/image";
import * as styles from "./certifications.module.css";

export interface CertificationsProps {
  items: ReadonlyArray<Queries.CertificationFragment>;
}

/** The six certification logos with their names. */
export function Certifications({ items }: CertificationsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const image = imageData(item.image);
        return (
          <li key={item.name} className={styles.item}>
            {image && <Image image={image} alt="" className={styles.logo} />}
            <span className={styles.name}>{item.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const query = graphql`
  fragment Certification on Certification {
    name
    image {
      childImageSharp {
        gatsbyImageData(width: 112, height: 112, placeholder: NONE, outputPixelDensities: [1, 2])
      }
    }
  }
`;
