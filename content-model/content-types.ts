/**
 * The data files and the GraphQL node types they become: data/technologies.json ->
 * Technology, data/company.json -> Company, ... gatsby-config's JSON transformer names
 * the types from this list; the types themselves are declared in src/schema/*.graphql.
 */
export const JSON_TYPE_NAMES: Readonly<Record<string, string>> = {
  company: "Company",
  technologies: "Technology",
  products: "Product",
  industries: "Industry",
  reviews: "Review",
  home: "HomePage",
  about: "AboutPage",
  pages: "PageBanners",
  faq: "FaqEntry",
  certifications: "CertificationList",
  clients: "Client",
  "video-tour": "VideoTour",
  "product-page": "ProductPage",
  "water-test": "WaterTestPage",
  "emirate-page": "EmiratePage",
};
