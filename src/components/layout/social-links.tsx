import React from "react";
import { Icon, type IconName } from "../ui/icon";
import * as styles from "./social-links.module.css";

type Network = "facebook" | "instagram" | "linkedin" | "youtube" | "x" | "tiktok";

const NETWORKS: ReadonlyArray<{ key: Network; label: string; icon: IconName }> = [
  { key: "facebook", label: "Facebook", icon: "facebook" },
  { key: "instagram", label: "Instagram", icon: "instagram" },
  { key: "linkedin", label: "LinkedIn", icon: "linkedin" },
  { key: "youtube", label: "YouTube", icon: "youtube" },
  { key: "x", label: "X", icon: "x-twitter" },
  { key: "tiktok", label: "TikTok", icon: "tiktok" },
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
      {links.map(({ key, label, icon }) => (
        <li key={key}>
          <a className={styles.link} href={social[key] ?? undefined} rel="noopener noreferrer" target="_blank">
            <Icon name={icon} />
            <span className="visually-hidden">{`${companyName} on ${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
