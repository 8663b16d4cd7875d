import React from "react";
import type { GatsbySSR } from "gatsby";
import { JS_ENABLED_SCRIPT } from "./src/lib/constants";
import { appStylesFirst, withoutGeneratorMeta } from "./src/lib/head-order";
import { QUEUED_SUBMIT_SCRIPT } from "./src/lib/queued-submit";

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // Marks pages where JavaScript runs, before the first paint: only then does the
  // loading overlay show (visitors and crawlers without JavaScript never see it).
  // Holds a form sent before the page's scripts have started, to be sent once they have
  // (src/lib/queued-submit.ts).
  setHeadComponents([
    <script key="js-enabled" dangerouslySetInnerHTML={{ __html: JS_ENABLED_SCRIPT }} />,
    <script key="queued-submit" dangerouslySetInnerHTML={{ __html: QUEUED_SUBMIT_SCRIPT }} />,
  ]);
};

/** The frame's CSS before the page's, so a page's refinements win; no generator tag (src/lib/head-order.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutGeneratorMeta(appStylesFirst(getHeadComponents())));
};
