/** below-fold: main's blocks below the first screen are laid out only near the viewport (below-fold.ts). */
import type { GatsbyNode } from "gatsby";
import { publicDirOf, rewritePages } from "../../build/site-files";
import { renderBelowFoldNearViewport } from "./below-fold";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const changed = rewritePages(publicDirOf(store), renderBelowFoldNearViewport);
  reporter.info(`below-fold: ${changed} page(s) render their blocks below the first screen near the viewport`);
};
