import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { WaterTestExplained } from "../components/water-test/water-test-explained";
import { BookingForm } from "../components/water-test/booking-form";
import { BookingAlternatives } from "../components/water-test/booking-alternatives";
import { Seo } from "../components/seo";
import { service } from "../lib/structured-data";
import { pageLanguage } from "../i18n/language-context";
import { EmirateLinks } from "../components/emirate/emirate-links";
import { emiratesServed } from "../lib/emirates";
import * as styles from "./water-test.module.css";

/** The free water test: what it is, what it costs, what it is not, and the booking form. */
export default function WaterTestPage({ data }: PageProps<Queries.WaterTestPageQuery>) {
  const page = data.waterTestPage;
  const company = data.company;
  if (!page || !company) return null;
  // The booking form's emirates with their pages' slugs: ?emirate=<slug> chooses one.
  const emirates = emiratesServed(company.areaServed, data.allEmirate.nodes);
  return (
    <>
      <PageBanner banner={page.banner} />
      <Section id="about-the-test">
        <WaterTestExplained visit={page.visit} cost={page.cost} notThis={page.notThis} areas={company.areaServed} />
      </Section>
      <Section id="book" title={page.form.title} intro={page.form.intro} tone="alt">
        <div className={styles.layout}>
          <BookingForm
            text={page.form}
            emirates={emirates}
            workingDays={company.openingHours.days}
            openingHours={company.openingHours.text}
            whatsapp={company.whatsapp}
            phone={company.phone}
          />
          <BookingAlternatives
            text={page.alternatives}
            phone={company.phone}
            openingHours={company.openingHours.text}
          />
        </div>
      </Section>
      {data.emiratePage && (
        <Section id="emirates" title={data.emiratePage.linksTitle} intro={data.emiratePage.linksText}>
          <EmirateLinks emirates={data.allEmirate.nodes} />
        </Section>
      )}
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WaterTestPageQuery>) {
  const page = data.waterTestPage;
  if (!page) return null;
  const image = page.banner.image.publicURL;
  return (
    <Seo
      page={pageLanguage(pageContext)}
      title={page.seo.title}
      description={page.seo.description}
      pathname={location.pathname}
      image={image}
      imageAlt={page.banner.imageAlt}
      breadcrumbs={[{ name: page.seo.breadcrumb, path: location.pathname }]}
      jsonLd={[
        service(
          data.site?.siteMetadata?.siteUrl ?? "",
          { name: page.seo.breadcrumb, description: page.seo.description, path: location.pathname, image },
          data.company?.areaServed ?? [],
          data.company?.name ?? "",
        ),
      ]}
    />
  );
}

export const query = graphql`
  query WaterTestPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    waterTestPage {
      seo {
        title
        description
        breadcrumb
      }
      banner {
        ...PageBanner
        image {
          publicURL
        }
      }
      visit {
        title
        text
        measurements {
          name
          text
        }
        report
        lab
      }
      cost {
        title
        text
        note
      }
      notThis {
        title
        text
        points
      }
      alternatives {
        title
        text
        call
      }
      form {
        ...BookingFormText
      }
    }
    allEmirate(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    emiratePage {
      linksTitle
      linksText
    }
    company {
      name
      phone
      whatsapp
      areaServed
      openingHours {
        days
        text
      }
    }
  }
`;
