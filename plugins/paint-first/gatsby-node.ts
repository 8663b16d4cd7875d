/** paint-first: every page paints before its JavaScript boots (paint-first.ts). */
import type { GatsbyNode } from "gatsby";
import { publicDirOf, rewritePages } from "../../build/site-files";
import { paintFirst } from "./paint-first";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const changed = rewritePages(publicDirOf(store), paintFirst);
  reporter.info(`paint-first: ${changed} page(s) boot their scripts after the first paint`);
};
