import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import * as styles from "./logo-grid.module.css";

export interface LogoGridProps {
  logos: ReadonlyArray<Queries.ClientLogoFragment>;
}

/** Client logos in a row of equal cells. */
export function LogoGrid({ logos }: LogoGridProps) {
  return (
    <ul className={styles.grid}>
      {logos.map((client) => {
        const image = getImage(client.logo.childImageSharp?.gatsbyImageData ?? null);
        return (
          <li key={client.name} className={styles.cell}>
            {image ? <GatsbyImage image={image} alt={client.name} /> : client.name}
          </li>
        );
      })}
    </ul>
  );
}

export const query = graphql`
  fragment ClientLogo on Client {
    name
    logo {
      childImageSharp {
        gatsbyImageData(width: 200, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
`;
