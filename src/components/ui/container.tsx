import React from "react";
import { DeferredBlock, type HydrateWhen } from "./hydration-boundary";
import * as styles from "./container.module.css";

export interface ContainerProps {
  children: React.ReactNode;
  className?: string;
  /** When its content hydrates, if not with the page (ui/hydration-boundary.tsx). */
  hydrate?: Exclude<HydrateWhen, "load">;
}

/** Centres content at the site's maximum width (1140 px) with side gutters. */
export function Container({ children, className, hydrate }: ContainerProps) {
  const classes = className ? `${styles.container} ${className}` : styles.container;
  if (hydrate) {
    return (
      <DeferredBlock hydrate={hydrate} className={classes}>
        {children}
      </DeferredBlock>
    );
  }
  return <div className={classes}>{children}</div>;
}
