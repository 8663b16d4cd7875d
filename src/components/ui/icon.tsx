import React from "react";
import spriteUrl from "../../icons/sprite.svg";
import type ICONS from "../../icons/icons.json";
import * as styles from "./icon.module.css";

/** A name from src/icons/icons.json. */
export type IconName = Exclude<keyof typeof ICONS, "$comment">;

export interface IconProps {
  name: IconName;
  className?: string;
}

/** Icons that point along the line of text: mirrored in right-to-left pages (icon.module.css). */
const DIRECTIONAL: readonly IconName[] = ["chevron-left", "chevron-right"];

/**
 * A decorative icon, 1em square in the current text colour, drawn from the site's one
 * SVG sprite (src/icons/sprite.svg, cached once for every page). The text next to it
 * always says what it means, so it is hidden from assistive technology.
 */
export function Icon({ name, className }: IconProps) {
  const classes = [DIRECTIONAL.includes(name) ? styles.directional : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <svg
      className={classes || undefined}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
