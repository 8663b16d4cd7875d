/** critical-css: every page inlines only the CSS of its first screen (critical-css.ts). */
import type { GatsbyNode } from "gatsby";
import { publicDirOf, rewritePages } from "../../build/site-files";
import { inlineCriticalCss } from "./critical-css";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const changed = rewritePages(publicDirOf(store), inlineCriticalCss);
  reporter.info(`critical-css: ${changed} page(s) inline their first screen's CSS`);
};
