import React from "react";
import * as styles from "./container.module.css";

export interface ContainerProps {
  children: React.ReactNode;
  className?: string;
}

/** Centres content at the site's maximum width (1140 px) with side gutters. */
export function Container({ children, className }: ContainerProps) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>;
}
