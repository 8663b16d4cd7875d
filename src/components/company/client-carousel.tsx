import React from "react";
import { graphql } from "gatsby";
import { Image, imageData } from "../ui/image";
import { Carousel } from "../ui/carousel";
import { CLIENT_CAROUSEL } from "../../lib/carousel";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./client-carousel.module.css";

export interface ClientCarouselProps {
  clients: ReadonlyArray<Queries.ClientLogoFragment>;
}

/** The client logos of data/clients.json, looped every 2 s; pauses on hover. */
export function ClientCarousel({ clients }: ClientCarouselProps) {
  const { common } = useDictionary();
  return (
    <Carousel preset={CLIENT_CAROUSEL} label={common.carousel.clients}>
      {clients.map((client) => {
        const image = imageData(client.logo);
        return (
          <div key={client.name} className={styles.logo}>
            {image ? <Image image={image} alt={client.name} /> : client.name}
          </div>
        );
      })}
    </Carousel>
  );
}

export const query = graphql`
  fragment ClientLogo on Client {
    name
    logo {
      childImageSharp {
        gatsbyImageData(width: 200, placeholder: NONE, formats: [PNG], outputPixelDensities: [1, 2])
      }
    }
  }
`;
