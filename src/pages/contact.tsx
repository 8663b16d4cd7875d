import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { ContactCards } from "../components/contact/contact-cards";
import { ContactForm } from "../components/contact/contact-form";
import { MapEmbed } from "../components/contact/map-embed";
import { BannerPageSeo } from "../components/seo";
import * as styles from "./contact.module.css";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const banner = data.pageBanners?.contact;
  const company = data.company;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      {company && (
        <>
          <Section>
            <ContactCards
              phone={company.phone}
              email={company.email}
              openingHours={company.openingHours.text}
              address={company.address}
            />
          </Section>
          <Section
            id="message"
            title="Send us a message"
            intro="Tell us about your water and what you need; we reply within one working day."
            tone="alt"
          >
            <div className={styles.layout}>
              <ContactForm
                services={data.allTechnology.nodes.map((technology) => technology.name)}
                whatsapp={company.whatsapp}
                phone={company.phone}
              />
              <MapEmbed
                point={company.address}
                address={[company.name, company.address.street, `${company.address.city}, ${company.address.country}`]}
                title={`Map: ${company.name}, ${company.address.street}, ${company.address.city}`}
              />
            </div>
          </Section>
        </>
      )}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  return <BannerPageSeo banner={data.pageBanners?.contact} name="Contact" pathname={location.pathname} />;
}

export const query = graphql`
  query ContactPage {
    pageBanners {
      contact {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    company {
      name
      phone
      email
      whatsapp
      openingHours {
        text
      }
      address {
        street
        city
        country
        latitude
        longitude
      }
    }
    allTechnology {
      nodes {
        name
      }
    }
  }
`;
