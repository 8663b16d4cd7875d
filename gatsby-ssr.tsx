import React from "react";
import type { GatsbySSR } from "gatsby";
import { JS_ENABLED_SCRIPT } from "./src/lib/constants";
import { appStylesFirst, withoutGeneratorMeta } from "./src/lib/head-order";

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // Marks pages where JavaScript runs, before the first paint: only then does the
  // loading overlay show (visitors and crawlers without JavaScript never see it).
  setHeadComponents([<script key="js-enabled" dangerouslySetInnerHTML={{ __html: JS_ENABLED_SCRIPT }} />]);
};

/** The frame's CSS before the page's, so a page's refinements win; no generator tag (src/lib/head-order.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutGeneratorMeta(appStylesFirst(getHeadComponents())));
};
