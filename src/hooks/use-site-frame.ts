import { graphql, useStaticQuery } from "gatsby";
import { imageData } from "../components/ui/image";

/** Company facts, the logo, the technology list and the water test's button that every page's frame shows. */
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
        openingHours {
          text
        }
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
      logo: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "logo.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 44, height: 44, placeholder: NONE)
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      waterTestPage {
        headerLabel
      }
    }
  `);
  if (!data.company) throw new Error("data/company.json is missing");
  const logo = imageData(data.logo);
  if (!logo) throw new Error("src/images/logo.png is missing");
  return {
    company: data.company,
    technologies: data.allTechnology.nodes,
    logo,
    waterTestLabel: data.waterTestPage?.headerLabel ?? "",
    buildYear: data.site?.buildYear ?? String(new Date().getFullYear()),
  };
}

export type SiteFrame = ReturnType<typeof useSiteFrame>;
