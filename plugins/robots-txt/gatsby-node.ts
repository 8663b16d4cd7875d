/** robots-txt: public/robots.txt names the sitemap with the site's own address (siteMetadata.siteUrl). */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { publicDirOf } from "../site-files";
import { robotsTxt } from "./robots";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl?: string | null } | null } | null }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("robots-txt: siteMetadata.siteUrl is missing");
    return;
  }
  fs.writeFileSync(path.join(publicDirOf(store), "robots.txt"), robotsTxt(siteUrl));
};
