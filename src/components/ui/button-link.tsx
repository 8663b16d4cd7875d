import React from "react";
import { Link } from "gatsby";
import * as styles from "./button-link.module.css";

export interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: "primary" | "light" | "outline";
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}

/** A link styled as a button; external URLs open in a new tab, "#id" moves within the page. */
export function ButtonLink({ to, children, variant = "primary", onClick }: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  if (/^(https?:|tel:|mailto:|#)/.test(to)) {
    const external = to.startsWith("http");
    return (
      <a
        href={to}
        className={className}
        onClick={onClick}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
