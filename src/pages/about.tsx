import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageData } from "../components/ui/image";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { MediaText } from "../components/ui/media-text";
import { ClientCarousel } from "../components/company/client-carousel";
import { Pillars } from "../components/about/pillars";
import { BannerPageSeo } from "../components/seo";
import { pageLanguage, useDictionary } from "../i18n/language-context";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutPage;
  const { about: words } = useDictionary();
  if (!about) return null;
  const { story } = about;
  return (
    <>
      <PageBanner banner={about.banner} />
      <Section id="our-story">
        <MediaText image={imageData(story.image)} imageAlt={story.imageAlt} imageLoading="eager">
          <h2>{story.title}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </MediaText>
      </Section>
      <PageBanner banner={about.heroBanner} headingLevel="h2" priority={false} />
      <Section tone="alt" id="pillars" title={words.pillars}>
        <Pillars pillars={about.pillars} />
      </Section>
      <Section id="clients" title={about.clients.title}>
        <ClientCarousel clients={data.allClient.nodes} />
      </Section>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.AboutPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.aboutPage?.banner}
      name={page.dictionary.seo.about}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query AboutPage {
    aboutPage {
      banner {
        ...PageBanner
        image {
          publicURL
        }
      }
      story {
        title
        paragraphs
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.33, outputPixelDensities: [1, 2])
          }
        }
      }
      heroBanner {
        ...PageBanner
      }
      pillars {
        title
        text
      }
      clients {
        title
      }
    }
    allClient {
      nodes {
        ...ClientLogo
      }
    }
  }
`;
