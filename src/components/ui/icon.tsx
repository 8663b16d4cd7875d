import React from "react";
import spriteUrl from "../../icons/sprite.svg";
import type ICONS from "../../icons/icons.json";

/** A name from src/icons/icons.json. */
export type IconName = Exclude<keyof typeof ICONS, "$comment">;

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative icon, 1em square in the current text colour, drawn from the site's one
 * SVG sprite (src/icons/sprite.svg, cached once for every page). The text next to it
 * always says what it means, so it is hidden from assistive technology.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={className} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
