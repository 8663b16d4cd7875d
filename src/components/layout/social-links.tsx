import React from "react";
import type { IconType } from "react-icons";
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaTiktok, FaXTwitter, FaYoutube } from "react-icons/fa6";
import * as styles from "./social-links.module.css";

type Network = "facebook" | "instagram" | "linkedin" | "youtube" | "x" | "tiktok";

const NETWORKS: ReadonlyArray<{ key: Network; label: string; Icon: IconType }> = [
  { key: "facebook", label: "Facebook", Icon: FaFacebookF },
  { key: "instagram", label: "Instagram", Icon: FaInstagram },
  { key: "linkedin", label: "LinkedIn", Icon: FaLinkedinIn },
  { key: "youtube", label: "YouTube", Icon: FaYoutube },
  { key: "x", label: "X", Icon: FaXTwitter },
  { key: "tiktok", label: "TikTok", Icon: FaTiktok },
];

export interface SocialLinksProps {
  social: Partial<Record<Network, string | null>>;
  companyName: string;
}

/** Social icons; a network without a URL in company.json is not rendered. */
export function SocialLinks({ social, companyName }: SocialLinksProps) {
  const links = NETWORKS.filter(({ key }) => Boolean(social[key]));
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map(({ key, label, Icon }) => (
        <li key={key}>
          <a className={styles.link} href={social[key] ?? undefined} rel="noopener noreferrer" target="_blank">
            <Icon aria-hidden="true" />
            <span className="visually-hidden">
              {companyName} on {label} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
