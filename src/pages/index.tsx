import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageData } from "../components/ui/image";
import { Section } from "../components/ui/section";
import { MediaText } from "../components/ui/media-text";
import { CardGrid } from "../components/ui/card-grid";
import { ButtonLink } from "../components/ui/button-link";
import { TechnologyCard } from "../components/technology/technology-card";
import { IndustryCard } from "../components/industry/industry-card";
import { ArticleCard } from "../components/blog/article-card";
import { StepList } from "../components/home/step-list";
import { HeroCarousel } from "../components/home/hero-carousel";
import { WaterTestPromo } from "../components/water-test/water-test-promo";
import { Certifications } from "../components/company/certifications";
import { ProductGallery } from "../components/home/product-gallery";
import { QualityBlock } from "../components/home/quality-block";
import { ClientCarousel } from "../components/company/client-carousel";
import { ReviewsSection } from "../components/home/reviews-section";
import { VideoModal } from "../components/company/video-modal";
import { Seo } from "../components/seo";
import { localizedPath } from "../lib/languages";
import { fillTemplate } from "../lib/template";
import { pageLanguage, useDictionary, useLanguage } from "../i18n/language-context";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homePage;
  const { home: words } = useDictionary();
  const language = useLanguage();
  if (!home) return null;
  const company = data.company;
  return (
    <>
      <h1 className="visually-hidden">
        {fillTemplate(words.heading, { company: company?.name ?? "", tagline: company?.tagline ?? "" })}
      </h1>
      <HeroCarousel slides={home.heroSlides} />
      {data.waterTestPage && <WaterTestPromo promo={data.waterTestPage.promo} />}
      <Section id="about-us">
        <MediaText image={imageData(home.intro.image)} imageAlt={home.intro.imageAlt} imageEnd>
          <h2>{home.intro.title}</h2>
          <p>{home.intro.text}</p>
          <ButtonLink to={localizedPath("/about/", language)} variant="outline">
            {words.moreAboutUs}
          </ButtonLink>
        </MediaText>
      </Section>
      <Section tone="alt" id="technologies" title={home.technologies.title} intro={home.technologies.text}>
        <CardGrid>
          {home.technologies.featured.map((technology) => (
            <TechnologyCard key={technology.slug} technology={technology} to="/technologies/" />
          ))}
        </CardGrid>
      </Section>
      {data.certificationList && <Certifications certifications={data.certificationList} />}
      <Section tone="alt" id="journey" title={home.journey.title} intro={home.journey.text}>
        <StepList steps={home.journey.steps} numbered />
      </Section>
      <Section
        id="industries"
        title={home.industries.title}
        intro={home.industries.text}
        more={{ to: localizedPath("/industries/", language), label: words.allIndustries }}
      >
        <CardGrid>
          {data.featuredIndustries.nodes.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} summary />
          ))}
        </CardGrid>
      </Section>
      {data.videoTour && (
        <Section tone="alt" id="video" title={home.video.title} intro={home.video.text}>
          <VideoModal video={data.videoTour} />
        </Section>
      )}
      <Section id="gallery" title={home.gallery.title} intro={home.gallery.text}>
        <ProductGallery products={home.gallery.products} />
      </Section>
      <Section tone="alt" id="quality">
        <QualityBlock
          title={home.quality.title}
          text={home.quality.text}
          points={home.quality.points}
          image={imageData(home.quality.image)}
          imageAlt={home.quality.imageAlt}
        />
      </Section>
      <Section id="blog" title={home.blog.title} intro={home.blog.text}>
        <CardGrid>
          {data.latestArticles.nodes.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
      </Section>
      <Section tone="alt" id="values" title={home.values.title}>
        <StepList steps={home.values.steps} />
      </Section>
      <Section id="clients" title={home.clients.title}>
        <ClientCarousel clients={data.allClient.nodes} />
      </Section>
      {company && (
        <Section tone="alt" id="reviews" title={home.reviews.title} intro={home.reviews.text}>
          <ReviewsSection reviews={data.allReview.nodes} summary={company.claims} />
        </Section>
      )}
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.HomePageQuery>) {
  const page = pageLanguage(pageContext);
  const tagline = data.company?.tagline;
  const intro = data.homePage?.intro.title ?? "";
  return (
    <Seo
      page={page}
      title={data.homePage?.title ?? ""}
      description={tagline ? fillTemplate(page.dictionary.home.description, { tagline, intro }) : ""}
      pathname={location.pathname}
      image={data.homePage?.heroSlides[0]?.image.publicURL}
      imageAlt={data.homePage?.heroSlides[0]?.imageAlt}
      business={data}
      siteHome
    />
  );
}

export const query = graphql`
  query HomePage {
    ...LocalBusinessFacts
    waterTestPage {
      promo {
        ...WaterTestPromo
      }
    }
    company {
      name
      tagline
      claims {
        rating
        reviewCount
        ratingLabel
      }
    }
    homePage {
      title
      heroSlides {
        ...HeroSlide
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
            gatsbyImageData(width: 560, aspectRatio: 1.33, outputPixelDensities: [1, 2])
          }
        }
      }
      technologies {
        title
        text
        featured {
          ...TechnologyCard
        }
      }
      video {
        title
        text
      }
      gallery {
        title
        text
        products {
          ...ProductTile
        }
      }
      quality {
        title
        text
        points
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.33, outputPixelDensities: [1, 2])
          }
        }
      }
      clients {
        title
      }
      reviews {
        title
        text
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
    certificationList {
      ...Certifications
    }
    videoTour {
      ...VideoModal
    }
    allClient {
      nodes {
        ...ClientLogo
      }
    }
    allReview(sort: { date: DESC }) {
      nodes {
        ...ReviewCard
      }
    }
    featuredIndustries: allIndustry(filter: { homeOrder: { ne: null } }, sort: { homeOrder: ASC }) {
      nodes {
        ...IndustryCard
      }
    }
    latestArticles: allMdx(
      filter: { internal: { contentFilePath: { glob: "**/content/blog/en/*.mdx" } } }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
