import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageData } from "../components/ui/image";
import { Section } from "../components/ui/section";
import { MediaText } from "../components/ui/media-text";
import { PageBanner } from "../components/ui/page-banner";
import { ButtonLink } from "../components/ui/button-link";
import { NumberedPoints } from "../components/technology/numbered-points";
import { BenefitsBlock } from "../components/technology/benefits-block";
import { VideoTour } from "../components/technology/video-tour";
import { WorkflowProcess } from "../components/technology/workflow-process";
import { CompanyStats } from "../components/company/company-stats";
import { Certifications } from "../components/company/certifications";
import { IndustriesServed } from "../components/technology/industries-served";
import { RecommendedProducts } from "../components/technology/recommended-products";
import { TechnologyCard } from "../components/technology/technology-card";
import { CardGrid } from "../components/ui/card-grid";
import { FaqAccordion } from "../components/ui/faq-accordion";
import { CallToAction } from "../components/ui/call-to-action";
import { Seo } from "../components/seo";
import { service } from "../lib/structured-data";
import { DEFAULT_LANGUAGE, localizedPath } from "../lib/languages";
import { fillTemplate } from "../lib/template";
import { pageLanguage, useDictionary, useLanguage } from "../i18n/language-context";

interface TechnologyContext {
  slug: string;
  canonicalPath: string;
}

const DETAILS_ID = "details";

export default function TechnologyTemplate({ data }: PageProps<Queries.TechnologyPageQuery, TechnologyContext>) {
  const { technology, company, certificationList, videoTour } = data;
  const { technology: words, common } = useDictionary();
  const language = useLanguage();
  if (!technology || !company || !certificationList || !videoTour) return null;
  const { intro } = technology;
  // Inside an English sentence the name is lower case ("Talk to us about reverse osmosis");
  // Arabic has no case, and lower-casing would spoil its Latin abbreviations ("(RO)").
  const nameInSentence = language === DEFAULT_LANGUAGE ? technology.name.toLowerCase() : technology.name;
  return (
    <>
      <PageBanner banner={{ ...technology.hero, text: technology.hero.description }} size="tall">
        <ButtonLink to={`#${DETAILS_ID}`} variant="light">
          {words.readDetails}
        </ButtonLink>
      </PageBanner>
      <Section id={DETAILS_ID}>
        <MediaText image={imageData(intro.image)} imageAlt={intro.imageAlt}>
          <h2>{intro.title}</h2>
          <p>{intro.text}</p>
        </MediaText>
      </Section>
      <Section tone="alt" id="how-it-works" title={fillTemplate(words.howItWorks, { technology: technology.name })}>
        <NumberedPoints points={technology.points} />
      </Section>
      <Section id="experience" title={fillTemplate(words.experience, { year: String(company.claims.foundedYear) })}>
        <CompanyStats claims={company.claims} />
      </Section>
      <Certifications certifications={certificationList} tone="alt" />
      <Section id="benefits">
        <BenefitsBlock benefits={technology.benefits} />
      </Section>
      <Section tone="alt" id="video-tour">
        <VideoTour tour={technology.videoTour} video={videoTour} youtubeChannel={company.social.youtube} />
      </Section>
      <Section id="industries-served" title={words.industriesTitle}>
        <IndustriesServed industries={data.featuredIndustries.nodes} />
      </Section>
      <Section tone="alt" id="recommended">
        {/* Its own products: those whose `technologies` name it (validation requires one at least). */}
        <RecommendedProducts products={technology.products} />
      </Section>
      <Section id="workflow" eyebrow={words.workflowEyebrow} title={words.workflowTitle}>
        <WorkflowProcess steps={technology.workflow} />
      </Section>
      <Section tone="alt" id="related" title={words.related}>
        <CardGrid>
          {technology.related.map((other) => (
            <TechnologyCard key={other.slug} technology={other} />
          ))}
        </CardGrid>
      </Section>
      <Section id="faq" title={common.faqTitle}>
        <FaqAccordion items={data.allFaqEntry.nodes} />
      </Section>
      <CallToAction
        title={fillTemplate(words.callToAction.title, { technology: nameInSentence })}
        text={words.callToAction.text}
        phone={company.phone}
        whatsapp={company.whatsapp}
        waterTest={data.waterTestPage?.promo.label}
      />
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.TechnologyPageQuery, TechnologyContext>) {
  const { technology, site, company } = data;
  if (!technology) return null;
  const path = pageContext.canonicalPath;
  const page = pageLanguage(pageContext);
  return (
    <Seo
      page={page}
      title={technology.hero.title}
      description={technology.summary}
      pathname={path}
      image={technology.hero.image.publicURL}
      imageAlt={technology.hero.imageAlt}
      breadcrumbs={[
        { name: page.dictionary.seo.technologies, path: localizedPath("/technologies/", page.language) },
        { name: technology.name, path },
      ]}
      jsonLd={[
        service(
          site?.siteMetadata?.siteUrl ?? "",
          { name: technology.name, description: technology.summary, path, image: technology.hero.image.publicURL },
          company?.areaServed ?? [],
          company?.name ?? "",
        ),
      ]}
    />
  );
}

export const query = graphql`
  query TechnologyPage($slug: String!) {
    technology(slug: { eq: $slug }) {
      slug
      name
      summary
      hero {
        title
        description
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366, 1600])
          }
        }
      }
      intro {
        title
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.33, outputPixelDensities: [1, 2])
          }
        }
      }
      points {
        title
        text
      }
      benefits {
        title
        intro
        points
      }
      videoTour {
        title
        intro
        heading
        description
        features {
          heading
          description
        }
      }
      workflow {
        ...WorkflowStep
      }
      related {
        ...TechnologyCard
      }
      products {
        ...ProductTile
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    company {
      name
      areaServed
      phone
      whatsapp
      claims {
        foundedYear
        countries
        continents
        customers
        installations
      }
      social {
        youtube
      }
    }
    featuredIndustries: allIndustry(filter: { homeOrder: { ne: null } }, sort: { homeOrder: ASC }) {
      nodes {
        slug
        title
      }
    }
    certificationList {
      ...Certifications
    }
    waterTestPage {
      promo {
        label
      }
    }
    videoTour {
      ...VideoTourPlayer
    }
    allFaqEntry {
      nodes {
        question
        answer
      }
    }
  }
`;
