import React from "react";
import { graphql } from "gatsby";
import { Icon, type IconName } from "../ui/icon";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./social-links.module.css";

/** A network the company can have a profile on: a field of SocialProfiles (below). */
type Network = keyof Queries.SocialProfilesFragment;

/** The networks in the order shown; their names are the dictionary's frame.social.networks. */
const NETWORKS: ReadonlyArray<{ key: Network; icon: IconName }> = [
  { key: "facebook", icon: "facebook" },
  { key: "instagram", icon: "instagram" },
  { key: "linkedin", icon: "linkedin" },
  { key: "youtube", icon: "youtube" },
  { key: "x", icon: "x-twitter" },
  { key: "tiktok", icon: "tiktok" },
];

export interface SocialLinksProps {
  social: Partial<Record<Network, string | null>>;
  companyName: string;
}

/** Social icons; a network without a URL in company.json is not rendered. */
export function SocialLinks({ social, companyName }: SocialLinksProps) {
  const { frame, common } = useDictionary();
  const links = NETWORKS.filter(({ key }) => Boolean(social[key]));
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map(({ key, icon }) => (
        <li key={key}>
          <a className={styles.link} href={social[key] ?? undefined} rel="noopener noreferrer" target="_blank">
            <Icon name={icon} />
            <span className="visually-hidden">
              {`${fillTemplate(frame.social.link, { company: companyName, network: frame.social.networks[key] })} ${common.newTab}`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The company's profiles (data/company.json's social), as every query that shows or names them reads them. */
export const socialProfiles = graphql`
  fragment SocialProfiles on CompanySocial {
    facebook
    instagram
    linkedin
    youtube
    x
    tiktok
  }
`;
