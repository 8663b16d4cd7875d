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
import { Certifications } from "../components/company/certifications";
import { ProductGallery } from "../components/home/product-gallery";
import { QualityBlock } from "../components/home/quality-block";
import { ClientCarousel } from "../components/company/client-carousel";
import { ReviewsSection } from "../components/home/reviews-section";
import { VideoModal } from "../components/company/video-modal";
import { Seo } from "../components/seo";
import { pickInOrder } from "../lib/collections";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homePage;
  if (!home) return null;
  const featured = pickInOrder(data.allTechnology.nodes, home.technologies.featured);
  const gallery = pickInOrder(data.allProduct.nodes, home.gallery.products);
  const company = data.company;
  return (
    <>
      <h1 className="visually-hidden">
        {company?.name}: {company?.tagline}
      </h1>
      <HeroCarousel slides={home.heroSlides} />
      <Section id="about-us">
        <MediaText image={imageData(home.intro.image)} imageAlt={home.intro.imageAlt} imageEnd>
          <h2>{home.intro.title}</h2>
          <p>{home.intro.text}</p>
          <ButtonLink to="/about/" variant="outline">
            More about us
          </ButtonLink>
        </MediaText>
      </Section>
      <Section tone="alt" id="technologies" title={home.technologies.title} intro={home.technologies.text}>
        <CardGrid>
          {featured.map((technology) => (
            <TechnologyCard key={technology.slug} technology={technology} to="/technologies/" />
          ))}
        </CardGrid>
      </Section>
      <Section id="certifications" title={home.certifications.title} intro={home.certifications.text}>
        <Certifications items={home.certifications.items} />
      </Section>
      <Section tone="alt" id="journey" title={home.journey.title} intro={home.journey.text}>
        <StepList steps={home.journey.steps} numbered />
      </Section>
      <Section
        id="industries"
        title={home.industries.title}
        intro={home.industries.text}
        more={{ to: "/industries/", label: "All industries we serve" }}
      >
        <CardGrid>
          {data.featuredIndustries.nodes.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} summary />
          ))}
        </CardGrid>
      </Section>
      {company && (
        <Section tone="alt" id="video" title={home.video.title} intro={home.video.text}>
          <VideoModal
            youtubeId={company.videoTour.youtubeId}
            title={company.videoTour.title}
            poster={imageData(home.video.poster)}
            posterAlt={home.video.posterAlt}
          />
        </Section>
      )}
      <Section id="gallery" title={home.gallery.title} intro={home.gallery.text}>
        <ProductGallery products={gallery} />
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
        <ClientCarousel clients={home.clients.items} />
      </Section>
      {company && (
        <Section tone="alt" id="reviews" title={home.reviews.title} intro={home.reviews.text}>
          <ReviewsSection reviews={data.allReview.nodes} summary={company.claims} />
        </Section>
      )}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return (
    <Seo
      title={data.homePage?.title ?? ""}
      description={data.company?.tagline ? `${data.company.tagline}. ${data.homePage?.intro.title ?? ""}.` : ""}
      pathname={location.pathname}
      image={data.homePage?.heroSlides[0]?.image.publicURL}
      imageAlt={data.homePage?.heroSlides[0]?.imageAlt}
    />
  );
}

export const query = graphql`
  query HomePage {
    company {
      name
      tagline
      videoTour {
        youtubeId
        title
      }
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
        featured
      }
      certifications {
        title
        text
        items {
          ...Certification
        }
      }
      video {
        title
        text
        posterAlt
        poster {
          childImageSharp {
            gatsbyImageData(width: 896, aspectRatio: 1.78, outputPixelDensities: [1, 2])
          }
        }
      }
      gallery {
        title
        text
        products
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
        items {
          ...ClientLogo
        }
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
    allTechnology {
      nodes {
        ...TechnologyCard
      }
    }
    allProduct {
      nodes {
        ...ProductTile
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
    latestArticles: allMdx(sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
