import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Section } from "../components/ui/section";
import { MediaText } from "../components/ui/media-text";
import { TechnologyHero } from "../components/technology/technology-hero";
import { NumberedPoints } from "../components/technology/numbered-points";
import { BenefitsBlock } from "../components/technology/benefits-block";
import { VideoTour } from "../components/technology/video-tour";
import { WorkflowProcess } from "../components/technology/workflow-process";
import { Seo } from "../components/seo";

interface TechnologyContext {
  slug: string;
  canonicalPath: string;
}

const DETAILS_ID = "details";

export default function TechnologyTemplate({ data }: PageProps<Queries.TechnologyPageQuery, TechnologyContext>) {
  const { technology, company, homePage } = data;
  if (!technology || !company) return null;
  const { intro } = technology;
  return (
    <>
      <TechnologyHero hero={technology.hero} detailsId={DETAILS_ID} />
      <Section id={DETAILS_ID}>
        <MediaText image={getImage(intro.image.childImageSharp?.gatsbyImageData ?? null)} imageAlt={intro.imageAlt}>
          <h2>{intro.title}</h2>
          <p>{intro.text}</p>
        </MediaText>
      </Section>
      <Section tone="alt" title={`${technology.name}: how it works for you`}>
        <NumberedPoints points={technology.points} />
      </Section>
      <Section id="benefits">
        <BenefitsBlock benefits={technology.benefits} />
      </Section>
      <Section tone="alt" id="video-tour">
        <VideoTour
          tour={technology.videoTour}
          video={company.videoTour}
          poster={getImage(homePage?.video.poster.childImageSharp?.gatsbyImageData ?? null)}
          posterAlt={homePage?.video.posterAlt ?? ""}
          youtubeChannel={company.social.youtube}
        />
      </Section>
      <Section id="workflow" eyebrow="Explore Our" title="Workflow Process">
        <WorkflowProcess steps={technology.workflow} />
      </Section>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.TechnologyPageQuery, TechnologyContext>) {
  const technology = data.technology;
  return (
    <Seo
      title={technology?.name ?? "Technology"}
      description={technology?.summary ?? ""}
      pathname={pageContext.canonicalPath}
      image={technology?.hero.image.publicURL}
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
        ...TechnologyHero
        image {
          publicURL
        }
      }
      intro {
        title
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.33)
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
    }
    company {
      videoTour {
        youtubeId
        title
      }
      social {
        youtube
      }
    }
    homePage {
      video {
        posterAlt
        poster {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.78)
          }
        }
      }
    }
  }
`;
