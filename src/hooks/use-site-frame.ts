import { graphql, useStaticQuery } from "gatsby";

/** Company facts and the technology list that every page's frame shows. */
export function useSiteFrame() {
  const data = useStaticQuery<Queries.SiteFrameQuery>(graphql`
    query SiteFrame {
      company {
        name
        shortName
        tagline
        phone
        email
        whatsapp
        openingHours
        address {
          street
          city
          country
        }
        social {
          facebook
          instagram
          linkedin
          youtube
          x
          tiktok
        }
      }
      allTechnology {
        nodes {
          slug
          name
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
    }
  `);
  if (!data.company) throw new Error("data/company.json is missing");
  return {
    company: data.company,
    technologies: data.allTechnology.nodes,
    buildYear: data.site?.buildYear ?? String(new Date().getFullYear()),
  };
}

export type SiteFrame = ReturnType<typeof useSiteFrame>;
