import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { MediaText } from "../components/ui/media-text";
import { CardGrid } from "../components/ui/card-grid";
import { ButtonLink } from "../components/ui/button-link";
import { TechnologyCard } from "../components/technology/technology-card";
import { IndustryCard } from "../components/industry/industry-card";
import { ArticleCard } from "../components/blog/article-card";
import { StepList } from "../components/home/step-list";
import { Seo } from "../components/seo";
import { pickInOrder } from "../lib/collections";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homePage;
  if (!home) return null;
  const [firstSlide] = home.heroSlides;
  const featured = pickInOrder(data.allTechnology.nodes, home.technologies.featured);
  return (
    <>
      <PageBanner banner={firstSlide}>
        <p>
          <ButtonLink to="/contact/" variant="light">
            {firstSlide.buttonLabel}
          </ButtonLink>
        </p>
      </PageBanner>
      <Section id="about-us">
        <MediaText
          image={getImage(home.intro.image.childImageSharp?.gatsbyImageData ?? null)}
          imageAlt={home.intro.imageAlt}
          imageEnd
        >
          <h2>{home.intro.title}</h2>
          <p>{home.intro.text}</p>
          <ButtonLink to="/about/" variant="outline">
            More about us
          </ButtonLink>
        </MediaText>
      </Section>
      <Section tone="alt" title={home.technologies.title} intro={home.technologies.text}>
        <CardGrid>
          {featured.map((technology) => (
            <TechnologyCard key={technology.slug} technology={technology} to="/technologies/" />
          ))}
        </CardGrid>
      </Section>
      <Section title={home.journey.title} intro={home.journey.text}>
        <StepList steps={home.journey.steps} numbered />
      </Section>
      <Section tone="alt" title={home.industries.title} intro={home.industries.text}>
        <CardGrid>
          {data.featuredIndustries.nodes.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} />
          ))}
        </CardGrid>
      </Section>
      <Section title={home.blog.title} intro={home.blog.text}>
        <CardGrid>
          {data.latestArticles.nodes.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
      </Section>
      <Section tone="alt" title={home.values.title}>
        <StepList steps={home.values.steps} />
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return (
    <Seo
      title={data.company?.name ?? ""}
      description={data.homePage?.intro.text.slice(0, 155) ?? ""}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query HomePage {
    company {
      name
    }
    homePage {
      heroSlides {
        ...HeroSlide
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
      technologies {
        title
        text
        featured
      }
      journey {
        title
        text
        steps {
          title
          description
        }
      }
      industries {
        title
        text
      }
      blog {
        title
        text
      }
      values {
        title
        steps {
          title
          description
        }
      }
    }
    allTechnology {
      nodes {
        ...TechnologyCard
      }
    }
    featuredIndustries: allIndustry(filter: { homeOrder: { ne: null } }, sort: { homeOrder: ASC }) {
      nodes {
        ...IndustryCard
      }
    }
    latestArticles: allMdx(sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        ...ArticleCard
      }
    }
  }

  fragment HeroSlide on HeroSlide {
    title
    text
    buttonLabel
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [480, 750, 1080, 1366, 1600])
      }
    }
  }
`;
