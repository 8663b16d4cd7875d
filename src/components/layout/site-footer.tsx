import React from "react";
import { Icon } from "../ui/icon";
import { Link } from "gatsby";
import { Container } from "../ui/container";
import { SocialLinks, type SocialLinksProps } from "./social-links";
import { mailHref, telHref } from "../../lib/contact-links";
import { localizedPath } from "../../lib/languages";
import { fillTemplate } from "../../lib/template";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import type { Dictionary } from "../../i18n/dictionary";
import * as styles from "./site-footer.module.css";
import { PhoneNumber } from "../ui/phone-number";
import { EmirateLinks } from "../emirate/emirate-links";
import type { EmirateRef } from "../../lib/emirates";

/** The footer's quick links (docs/specification.md's list, each pointing where its name says); names in frame.footer.links. */
export const FOOTER_LINKS: ReadonlyArray<{ name: keyof Dictionary["frame"]["footer"]["links"]; to: string }> = [
  { name: "aboutUs", to: "/about/" },
  { name: "contact", to: "/contact/" },
  { name: "blogs", to: "/blogs/" },
  { name: "products", to: "/technologies/" },
  { name: "industries", to: "/industries/" },
  { name: "parts", to: "/parts/" },
  { name: "technologies", to: "/technologies/" },
  { name: "locations", to: "/contact/" },
];

export interface SiteFooterProps {
  company: {
    name: string;
    tagline: string;
    phone: string;
    email: string;
    whatsapp: string;
    address: { street: string; city: string; country: string };
    social: SocialLinksProps["social"];
  };
  buildYear: string;
  /** The emirate pages, named in the page's language, and their column's heading (data/emirate-page.json linksTitle). */
  emirates: { title: string; pages: readonly EmirateRef[] };
}

export function SiteFooter({ company, buildYear, emirates }: SiteFooterProps) {
  const { footer } = useDictionary().frame;
  const language = useLanguage();
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {company.name}
          </h2>
          <p className={styles.tagline}>{fillTemplate(footer.tagline, { tagline: company.tagline })}</p>
          <SocialLinks social={company.social} companyName={company.name} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {footer.quickLinks}
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={localizedPath(link.to, language)}>{footer.links[link.name]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-emirates">
          <h2 id="footer-emirates" className={styles.heading}>
            {emirates.title}
          </h2>
          <EmirateLinks emirates={emirates.pages} className={styles.links} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footer.getInTouch}
          </h2>
          <address className={styles.contact}>
            <p>
              <Icon name="map-marker" />
              {` ${fillTemplate(footer.address, company.address)}`}
            </p>
            <p>
              <Icon name="phone" />{" "}
              <a href={telHref(company.phone)}>
                <PhoneNumber phone={company.phone} />
              </a>
            </p>
            <p>
              <Icon name="envelope" /> <a href={mailHref(company.email)}>{company.email}</a>
            </p>
            <p>
              <Icon name="whatsapp" />{" "}
              <a href={company.whatsapp} target="_blank" rel="noopener noreferrer">
                {footer.whatsapp}
              </a>
            </p>
          </address>
        </section>
      </Container>
      <div className={styles.bottom}>
        <Container>
          <p>{fillTemplate(footer.copyright, { year: buildYear, company: company.name })}</p>
        </Container>
      </div>
    </footer>
  );
}
