import React from "react";
import { useSiteFrame } from "../../hooks/use-site-frame";
import { TopBar } from "./top-bar";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { LoadingOverlay } from "./loading-overlay";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./layout.module.css";

export interface LayoutProps {
  children: React.ReactNode;
  pathname: string;
  /** The page's canonical path when it is an alias or a legacy copy's (its language switch goes there). */
  canonicalPath?: string;
}

/**
 * The shared frame of every page: loading overlay, skip link, contact bar, header, main, footer.
 * The overlay comes first so that it is in the first paint: Chromium paints a long page while
 * it is still parsing it, and an overlay at the end of the body appeared only once the parser
 * reached it, over a page the visitor had been looking at for half a second.
 */
export function Layout({ children, pathname, canonicalPath }: LayoutProps) {
  const { company, technologies, logo, buildYear, waterTestLabel, emirates } = useSiteFrame();
  const { frame } = useDictionary();
  return (
    <>
      <LoadingOverlay pathname={pathname} />
      <a className={styles.skipLink} href="#main">
        {frame.skipLink}
      </a>
      <TopBar phone={company.phone} email={company.email} openingHours={company.openingHours.text} />
      <SiteHeader
        companyName={company.name}
        shortName={company.shortName}
        logo={logo}
        technologies={technologies}
        pathname={pathname}
        canonicalPath={canonicalPath ?? pathname}
        waterTestLabel={waterTestLabel}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter company={company} buildYear={buildYear} emirates={emirates} />
    </>
  );
}
