import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Section } from "../components/ui/section";
import { LinkList } from "../components/ui/link-list";
import { PageBanner } from "../components/ui/page-banner";
import { EmirateActions } from "../components/emirate/emirate-actions";
import { EmirateWater } from "../components/emirate/emirate-water";
import { EmirateSupply } from "../components/emirate/emirate-supply";
import { EmirateVisit } from "../components/emirate/emirate-visit";
import { Seo } from "../components/seo";
import { whatsappHref } from "../lib/contact-links";
import { service } from "../lib/structured-data";
import { fillTemplate } from "../lib/template";
import { productPath, technologyPath, waterTestPathFor } from "../lib/routes";
import { localizedPath } from "../lib/languages";
import { EMIRATE_SLOT } from "../lib/constants";
import { pageLanguage, useLanguage } from "../i18n/language-context";

interface EmirateContext {
  slug: string;
  /** The emirate's page in the page's language (site-structure/language-pages.ts). */
  canonicalPath: string;
}

/**
 * An emirate's page (/water-treatment/<slug>/): its water and why, the utility and the rules
 * for homes and buildings, the technologies and products that fit, how quickly we come, and
 * the free water test (the booking form opens with the emirate chosen) or WhatsApp.
 */
export default function EmirateTemplate({ data }: PageProps<Queries.EmiratePageQuery, EmirateContext>) {
  const { emirate, emiratePage: words, company } = data;
  const language = useLanguage();
  if (!emirate || !words || !company) return null;
  const named = (text: string) => fillTemplate(text, { [EMIRATE_SLOT]: emirate.name });
  const actions = {
    test: { to: localizedPath(waterTestPathFor(emirate.slug), language), label: named(words.testLabel) },
    whatsapp: { to: whatsappHref(company.whatsapp, named(words.whatsappMessage)), label: words.whatsappLabel },
  };
  const { technologies, products } = emirate.services;
  return (
    <>
      <PageBanner banner={emirate.banner}>
        <EmirateActions {...actions} onBanner />
      </PageBanner>
      <Section id="water" title={named(words.waterTitle)}>
        <EmirateWater paragraphs={emirate.water} />
      </Section>
      <Section id="utility" tone="alt" title={words.utilityTitle}>
        <EmirateSupply utility={emirate.utility} rulesTitle={words.rulesTitle} rules={emirate.rules} />
      </Section>
      <Section id="services" title={named(words.servicesTitle)} intro={emirate.services.text}>
        <LinkList
          heading="h3"
          title={words.technologiesTitle}
          links={technologies.map((item) => ({
            to: localizedPath(technologyPath(item.slug), language),
            label: item.name,
          }))}
        />
        <LinkList
          heading="h3"
          title={words.productsTitle}
          links={products.map((item) => ({ to: localizedPath(productPath(item.slug), language), label: item.name }))}
        />
      </Section>
      <Section id="visit" tone="alt" title={named(words.visitTitle)}>
        <EmirateVisit response={emirate.response} testText={words.testText} {...actions} />
      </Section>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.EmiratePageQuery, EmirateContext>) {
  const { emirate, site, company } = data;
  if (!emirate) return null;
  const path = pageContext.canonicalPath;
  return (
    <Seo
      page={pageLanguage(pageContext)}
      title={emirate.seo.title}
      description={emirate.seo.description}
      pathname={path}
      image={emirate.banner.image.publicURL}
      imageAlt={emirate.banner.imageAlt}
      breadcrumbs={[{ name: emirate.banner.title, path }]}
      jsonLd={[
        service(
          site?.siteMetadata?.siteUrl ?? "",
          {
            name: emirate.banner.title,
            description: emirate.seo.description,
            path,
            image: emirate.banner.image.publicURL,
          },
          [{ name: emirate.name, path }],
          company?.name ?? "",
        ),
      ]}
    />
  );
}

export const query = graphql`
  query EmiratePage($slug: String!) {
    emirate(slug: { eq: $slug }) {
      slug
      name
      seo {
        title
        description
      }
      banner {
        ...PageBanner
        image {
          publicURL
        }
      }
      water
      utility {
        name
        text
      }
      rules
      services {
        text
        technologies {
          slug
          name
        }
        products {
          slug
          name
        }
      }
      response
    }
    emiratePage {
      waterTitle
      utilityTitle
      rulesTitle
      servicesTitle
      technologiesTitle
      productsTitle
      visitTitle
      testText
      testLabel
      whatsappLabel
      whatsappMessage
    }
    company {
      name
      whatsapp
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
