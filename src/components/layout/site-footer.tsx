import React from "react";
import { Icon } from "../ui/icon";
import { Link } from "gatsby";
import { Container } from "../ui/container";
import { SocialLinks, type SocialLinksProps } from "./social-links";
import { mailHref, phoneText, telHref } from "../../lib/contact-links";
import * as styles from "./site-footer.module.css";

/** The footer's quick links (SPEC.md's list, each pointing where its name says). */
export const FOOTER_LINKS = [
  { label: "About Us", to: "/about/" },
  { label: "Contact", to: "/contact/" },
  { label: "Blogs", to: "/blogs/" },
  { label: "Products", to: "/technologies/" },
  { label: "Industries", to: "/industries/" },
  { label: "Parts", to: "/parts/" },
  { label: "Technologies", to: "/technologies/" },
  { label: "Locations", to: "/contact/" },
] as const;

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
}

export function SiteFooter({ company, buildYear }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {company.name}
          </h2>
          <p className={styles.tagline}>{company.tagline}.</p>
          <SocialLinks social={company.social} companyName={company.name} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Get in Touch
          </h2>
          <address className={styles.contact}>
            <p>
              <Icon name="map-marker" />
              {` ${company.address.street}, ${company.address.city}, ${company.address.country}`}
            </p>
            <p>
              <Icon name="phone" /> <a href={telHref(company.phone)}>{phoneText(company.phone)}</a>
            </p>
            <p>
              <Icon name="envelope" /> <a href={mailHref(company.email)}>{company.email}</a>
            </p>
            <p>
              <Icon name="whatsapp" />{" "}
              <a href={company.whatsapp} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp
              </a>
            </p>
          </address>
        </section>
      </Container>
      <div className={styles.bottom}>
        <Container>
          <p>{`© ${buildYear} ${company.name}. All rights reserved.`}</p>
        </Container>
      </div>
    </footer>
  );
}
