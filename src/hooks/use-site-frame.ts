import { graphql, useStaticQuery } from "gatsby";
import { imageData } from "../components/ui/image";
import { useLanguage } from "../i18n/language-context";

/**
 * Company facts, the logo, the technology list and the water test's button that every
 * page's frame shows, in the page's language. A static query has no page and so no
 * language: it reads the translated fields in Arabic too (`name(language: "ar")`, see
 * content-model/translated-field.ts), and the frame picks its page's. The Arabic words cost every
 * page about 1 KB of (cached, shared) query data; a third language would add its own
 * aliases here.
 */
export function useSiteFrame() {
  const language = useLanguage();
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
          ...SocialProfiles
        }
      }
      arabicCompany: company {
        name(language: "ar")
        shortName(language: "ar")
        tagline(language: "ar")
        openingHours {
          text(language: "ar")
        }
        address(language: "ar") {
          street
          city
          country
        }
      }
      allTechnology(sort: { order: ASC }) {
        nodes {
          slug
          name
          arabicName: name(language: "ar")
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
        arabicHeaderLabel: headerLabel(language: "ar")
      }
      allEmirate(sort: { order: ASC }) {
        nodes {
          slug
          name
          arabicName: name(language: "ar")
        }
      }
      emiratePage {
        linksTitle
        arabicLinksTitle: linksTitle(language: "ar")
      }
    }
  `);
  if (!data.company) throw new Error("data/company.json is missing");
  const logo = imageData(data.logo);
  if (!logo) throw new Error("src/images/logo.png is missing");
  const arabic = language === "ar" ? data.arabicCompany : null;
  const company = arabic
    ? {
        ...data.company,
        name: arabic.name,
        shortName: arabic.shortName,
        tagline: arabic.tagline,
        openingHours: arabic.openingHours,
        address: arabic.address,
      }
    : data.company;
  return {
    company,
    technologies: data.allTechnology.nodes.map(({ slug, name, arabicName }) => ({
      slug,
      name: language === "ar" ? arabicName : name,
    })),
    logo,
    waterTestLabel: (language === "ar" ? data.waterTestPage?.arabicHeaderLabel : data.waterTestPage?.headerLabel) ?? "",
    buildYear: data.site?.buildYear ?? String(new Date().getFullYear()),
    // The footer's links to the emirate pages (data/emirates.json, in its order).
    emirates: {
      title: (language === "ar" ? data.emiratePage?.arabicLinksTitle : data.emiratePage?.linksTitle) ?? "",
      pages: data.allEmirate.nodes.map(({ slug, name, arabicName }) => ({
        slug,
        name: language === "ar" ? arabicName : name,
      })),
    },
  };
}

export type SiteFrame = ReturnType<typeof useSiteFrame>;
