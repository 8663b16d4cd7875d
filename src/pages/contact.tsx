import React, { useEffect, useState } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { ContactCards } from "../components/contact/contact-cards";
import { ContactForm } from "../components/contact/contact-form";
import { MapEmbed } from "../components/contact/map-embed";
import { BannerPageSeo } from "../components/seo";
import { quotePrefill, type QuotePrefill } from "../lib/quote-request";
import { fillTemplate } from "../lib/template";
import { pageLanguage, useDictionary } from "../i18n/language-context";
import * as styles from "./contact.module.css";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const banner = data.pageBanners?.contact;
  const company = data.company;
  const services = data.allTechnology.nodes.map((technology) => technology.name);
  // A product's quotation request (/contact/?quote=<slug>): known once the page runs, since
  // the static HTML has no query; the form fills in only the fields the visitor left empty.
  const [prefill, setPrefill] = useState<QuotePrefill | null>(null);
  const quoteMessage = data.productPage?.quoteMessage ?? "";
  const { contact } = useDictionary();
  useEffect(() => {
    setPrefill(quotePrefill(location.search, data.allProduct.nodes, services, quoteMessage));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is fixed at build time
  }, [location.search]);
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
          <Section id="message" title={contact.title} intro={contact.intro} tone="alt">
            <div className={styles.layout}>
              <ContactForm
                fillIn={prefill ?? undefined}
                services={services}
                whatsapp={company.whatsapp}
                phone={company.phone}
              />
              <MapEmbed
                point={company.address}
                address={[
                  company.name,
                  company.address.street,
                  fillTemplate(contact.cityCountry, { city: company.address.city, country: company.address.country }),
                ]}
                title={fillTemplate(contact.map.title, {
                  company: company.name,
                  street: company.address.street,
                  city: company.address.city,
                })}
              />
            </div>
          </Section>
        </>
      )}
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ContactPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.pageBanners?.contact}
      name={page.dictionary.seo.contact}
      pathname={location.pathname}
      business={data}
    />
  );
}

export const query = graphql`
  query ContactPage {
    ...LocalBusinessFacts
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
    allTechnology(sort: { order: ASC }) {
      nodes {
        name
      }
    }
    allProduct(sort: { order: ASC }) {
      nodes {
        slug
        name
        technologies {
          name
        }
      }
    }
    productPage {
      quoteMessage
    }
  }
`;
