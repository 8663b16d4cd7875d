import React from "react";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./emirate-actions.module.css";

export interface EmirateActionsProps {
  /** The free water test with the emirate chosen (a path in the page's language). */
  test: { to: string; label: string };
  /** The WhatsApp chat with a message naming the emirate. */
  whatsapp: { to: string; label: string };
  /** Over the page's banner picture: light buttons, and the banner's own spacing. */
  onBanner?: boolean;
}

/** The emirate page's two ways to act: book the free test, or ask on WhatsApp. */
export function EmirateActions({ test, whatsapp, onBanner = false }: EmirateActionsProps) {
  return (
    <p className={onBanner ? `${styles.actions} ${styles.onBanner}` : styles.actions}>
      <ButtonLink to={test.to} variant={onBanner ? "light" : "primary"}>
        {test.label}
      </ButtonLink>
      <ButtonLink to={whatsapp.to} variant={onBanner ? "light" : "outline"}>
        {whatsapp.label}
      </ButtonLink>
    </p>
  );
}
