import React, { useEffect, useId, useRef } from "react";
import { useOpenOnPage } from "../../hooks/use-open-on-page";
import { useEarlyToggle } from "../../hooks/use-early-toggle";
import { Icon } from "../ui/icon";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { navItems, WATER_TEST_PATH } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { fillTemplate } from "../../lib/template";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import { TechnologiesMenu } from "./technologies-menu";
import { sectionLinkProps } from "./section-link";
import { LanguageSwitch } from "./language-switch";
import { SearchToggle } from "../search/search-toggle";
import * as styles from "./site-header.module.css";

export interface SiteHeaderProps {
  companyName: string;
  shortName: string;
  logo: IGatsbyImageData;
  technologies: ReadonlyArray<{ slug: string; name: string }>;
  pathname: string;
  /** The page's canonical path (an alias's main page): what the language switch translates. */
  canonicalPath: string;
  /** The free water test's button: beside the menu, not one more item in it. */
  waterTestLabel: string;
}

/**
 * Sticky header: logo, the free water test's button, the site search's button and the seven
 * navigation items (docs/specification.md's seven; the buttons are not an eighth, on phones too). Below 1024 px the list
 * collapses behind a menu button; the open menu scrolls within the screen, and closes
 * on Escape (focus back on the button) and on every navigation. The button works from the
 * first paint, before React has hydrated it (src/start-up/early-toggle.ts); without
 * JavaScript the list shows open under the header and the button hides.
 */
export function SiteHeader({
  companyName,
  shortName,
  logo,
  technologies,
  pathname,
  canonicalPath,
  waterTestLabel,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useOpenOnPage(pathname);
  const { frame } = useDictionary();
  const language = useLanguage();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const earlyToggle = useEarlyToggle(toggleRef, setMenuOpen);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link
          to={localizedPath("/", language)}
          className={styles.brand}
          aria-label={fillTemplate(frame.homeLink, { company: companyName })}
        >
          <Image image={logo} alt="" className={styles.logo} priority />
          <span className={styles.brandName}>{shortName}</span>
        </Link>
        <Link to={localizedPath(WATER_TEST_PATH, language)} className={styles.cta}>
          {waterTestLabel}
        </Link>
        <SearchToggle pathname={pathname} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          {...earlyToggle}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {/* Both states: the stylesheet shows the one aria-expanded says, also before hydration. */}
          <Icon name="bars" className={styles.whenClosed} />
          <Icon name="times" className={styles.whenOpen} />
          <span className={`visually-hidden ${styles.whenClosed}`}>{frame.openMenu}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{frame.closeMenu}</span>
        </button>
        <nav id={navId} aria-label={frame.mainNav} className={styles.nav}>
          <ul className={styles.list}>
            {navItems(frame.nav).map((item) =>
              item.page === "technologies" ? (
                <TechnologiesMenu
                  key={item.to}
                  technologies={technologies}
                  pathname={pathname}
                  linkClassName={styles.link}
                />
              ) : (
                <li key={item.to}>
                  <Link
                    to={localizedPath(item.to, language)}
                    getProps={sectionLinkProps(styles.link, styles.active, item.page !== "home")}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
          {/* After the seven items: inline on wide screens, the open menu's last line on phones. */}
          <LanguageSwitch pathname={canonicalPath} />
        </nav>
      </Container>
    </header>
  );
}
