import { graphql, useStaticQuery } from "gatsby";

/** The three questions of data/faq.json, used when an FAQ is given no items. */
export function useDefaultFaq() {
  const data = useStaticQuery<Queries.DefaultFaqQuery>(graphql`
    query DefaultFaq {
      allFaqEntry {
        nodes {
          question
          answer
        }
      }
    }
  `);
  return data.allFaqEntry.nodes;
}
