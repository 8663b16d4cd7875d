import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { ContactCards } from "../components/contact/contact-cards";
import { Seo } from "../components/seo";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const banner = data.pageBanners?.contact;
  const company = data.company;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      {company && (
        <Section>
          <ContactCards
            phone={company.phone}
            email={company.email}
            openingHours={company.openingHours}
            address={company.address}
          />
        </Section>
      )}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const banner = data.pageBanners?.contact;
  return <Seo title={banner?.title ?? "Contact"} description={banner?.text ?? ""} pathname={location.pathname} />;
}

export const query = graphql`
  query ContactPage {
    pageBanners {
      contact {
        ...PageBanner
      }
    }
    company {
      phone
      email
      openingHours
      address {
        street
        city
        country
      }
    }
  }
`;
