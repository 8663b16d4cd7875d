import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { ButtonLink } from "../components/ui/button-link";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from "../lib/languages";
import { Seo } from "../components/seo";
import { NAV_ITEMS } from "../lib/routes";
import * as styles from "./404.module.css";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const banner = data.pageBanners?.notFound;
  return (
    <>
      {banner && (
        <PageBanner banner={banner}>
          <p className={styles.actions}>
            <ButtonLink to="/" variant="light">
              Back to the home page
            </ButtonLink>
          </p>
        </PageBanner>
      )}
      <Section title="Where would you like to go?">
        <ul className={styles.links}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, { language?: string }>) {
  const banner = data.pageBanners?.notFound;
  const language = isLanguage(pageContext.language) ? pageContext.language : DEFAULT_LANGUAGE;
  return (
    <Seo
      title={banner?.title ?? "Page not found"}
      description={banner?.text ?? ""}
      pathname={localizedPath("/404/", language)}
      noIndex
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    pageBanners {
      notFound {
        ...PageBanner
      }
    }
  }
`;
