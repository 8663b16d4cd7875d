import { graphql, useStaticQuery } from "gatsby";

export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  return {
    title: meta?.title ?? "",
    description: meta?.description ?? "",
    siteUrl: (meta?.siteUrl ?? "").replace(/\/$/, ""),
  };
}
