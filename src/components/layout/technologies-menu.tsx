import React, { useEffect, useId, useRef } from "react";
import { useOpenOnPage } from "../../hooks/use-open-on-page";
import { useEarlyToggle } from "../../hooks/use-early-toggle";
import { Icon } from "../ui/icon";
import { Link } from "gatsby";
import { sectionLinkProps } from "./section-link";
import { NAV_PATHS, technologyPath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./technologies-menu.module.css";

export interface TechnologiesMenuProps {
  technologies: ReadonlyArray<{ slug: string; name: string }>;
  /** The current path: the menu closes whenever it changes, and the item is marked under the index. */
  pathname: string;
  linkClassName: string;
}

/**
 * The Technologies navigation item: a link to the index plus a dropdown of every
 * technology. From 1024 px it opens on hover with a fine pointer and on click of the
 * chevron button (keyboard); a click after hovering keeps it open. Below 1024 px the
 * link is not shown and the chevron button shows the item's name across the whole row,
 * so a tap on "Technologies" opens the dropdown, whose "View All Technologies" leads to
 * the index (the server's HTML is the same at every width: CSS makes the switch). Escape
 * closes it (and returns focus when it was inside), and so does the focus moving past it. The chevron button works from the first paint, before React
 * has hydrated it (src/start-up/early-toggle.ts).
 */
export function TechnologiesMenu({ technologies, pathname, linkClassName }: TechnologiesMenuProps) {
  const [open, setOpen] = useOpenOnPage(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const { frame } = useDictionary();
  const language = useLanguage();
  // The item's name, and the index page its link and the dropdown's last link lead to.
  const label = frame.nav.technologies;
  const indexPath = localizedPath(NAV_PATHS.technologies, language);
  const active = pathname.startsWith(indexPath);
  const earlyToggle = useEarlyToggle(buttonRef, setOpen, { setsHidden: true });

  // A click elsewhere closes it: on the click, not when the pointer goes down. In the phone's
  // menu the dropdown sits above the other items, which move up when it closes; closed on
  // pointerdown, the tap on "Industries" would end on whatever moved under the finger.
  useEffect(() => {
    if (!open) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open, setOpen]);

  // Escape closes it too when it opened under a resting pointer, with the focus elsewhere
  // (WCAG 1.4.13: content shown on hover can be dismissed without moving the pointer). With
  // the focus inside, the item's own handler below closes it and returns the focus.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !rootRef.current?.contains(document.activeElement)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  const hoverCapable = () =>
    typeof window !== "undefined" && window.matchMedia("(hover: hover) and (min-width: 1024px)").matches;
  // Opened by the pointer resting on the item: a click on the chevron then keeps it open
  // (a mouse user who points and clicks must not see it close at once).
  const openedByHover = useRef(false);
  // The focus is leaving by the Tab key (set on its keydown, read by the blur that follows).
  const tabbing = useRef(false);
  const hover = (entering: boolean) => {
    if (!hoverCapable()) return;
    openedByHover.current = entering;
    setOpen(entering);
  };

  return (
    // Hover is a convenience for mouse users; the chevron button is the keyboard and touch control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={rootRef}
      className={styles.item}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      // Tabbing on past the item closes it, so the open dropdown never hides the control that
      // has the focus (WCAG 2.4.11). Only the keyboard's Tab: a tap on the phone menu's next
      // item focuses it too, and closing then would move that item from under the finger
      // before its click (the click handler above closes it after).
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (tabbing.current && open && next && !rootRef.current?.contains(next)) setOpen(false);
        tabbing.current = false;
      }}
      onKeyDown={(event) => {
        tabbing.current = event.key === "Tab";
        if (event.key === "Escape" && open) {
          // Only the dropdown closes: the phone menu around it stays open.
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <span className={styles.trigger}>
        <Link to={indexPath} getProps={sectionLinkProps(linkClassName, "active", true)}>
          {label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          {...earlyToggle}
          onClick={() => {
            if (openedByHover.current) {
              openedByHover.current = false;
              setOpen(true);
            } else {
              setOpen((value) => !value);
            }
          }}
        >
          {/* The item's name where the link was, shown below 1024 px only. Assistive technology
              reads the button's name instead (the hidden text after the icon). */}
          <span className={`${linkClassName} ${styles.label}${active ? " active" : ""}`} aria-hidden="true">
            {label}
          </span>
          <Icon name="chevron-down" className={styles.chevron} />
          <span className="visually-hidden">{frame.technologiesMenu.show}</span>
        </button>
      </span>
      <ul id={menuId} className={styles.dropdown} hidden={!open}>
        {technologies.map((technology) => (
          <li key={technology.slug}>
            <Link to={localizedPath(technologyPath(technology.slug), language)} className={styles.link}>
              {technology.name}
            </Link>
          </li>
        ))}
        <li className={styles.all}>
          <Link to={indexPath} className={styles.link}>
            {frame.technologiesMenu.viewAll}
          </Link>
        </li>
      </ul>
    </li>
  );
}
