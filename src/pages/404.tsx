import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { ButtonLink } from "../components/ui/button-link";
import { localizedPath } from "../lib/languages";
import { Seo } from "../components/seo";
import { navItems } from "../lib/routes";
import { pageLanguage, useDictionary, useLanguage } from "../i18n/language-context";
import * as styles from "./404.module.css";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const banner = data.pageBanners?.notFound;
  const { notFound, frame } = useDictionary();
  const language = useLanguage();
  return (
    <>
      {banner && (
        <PageBanner banner={banner}>
          <p className={styles.actions}>
            <ButtonLink to={localizedPath("/", language)} variant="light">
              {notFound.back}
            </ButtonLink>
          </p>
        </PageBanner>
      )}
      <Section title={notFound.whereNext}>
        <ul className={styles.links}>
          {navItems(frame.nav).map((item) => (
            <li key={item.to}>
              <Link to={localizedPath(item.to, language)}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery>) {
  const banner = data.pageBanners?.notFound;
  const page = pageLanguage(pageContext);
  return (
    <Seo
      page={page}
      title={banner?.title ?? page.dictionary.seo.notFound}
      description={banner?.text ?? ""}
      pathname={localizedPath("/404/", page.language)}
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
