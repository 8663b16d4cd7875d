import React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_SCREEN_SCRIPT, JS_ENABLED_SCRIPT } from "./src/lib/first-screen";
import { appStylesFirst, withoutGeneratorMeta } from "./src/lib/head-order";

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  // Before the first paint and any bundle: marks pages where JavaScript runs, and hides the
  // loading overlay once the first screen's images are in (src/lib/first-screen.ts).
  setHeadComponents([<script key="js-enabled" dangerouslySetInnerHTML={{ __html: JS_ENABLED_SCRIPT }} />]);
  setPostBodyComponents([<script key="first-screen" dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SCRIPT }} />]);
};

/** The frame's CSS before the page's, so a page's refinements win; no generator tag (src/lib/head-order.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutGeneratorMeta(appStylesFirst(getHeadComponents())));
};
