import React from "react";
import type { GatsbySSR } from "gatsby";
import { FIRST_SCREEN_SCRIPT, JS_ENABLED_SCRIPT } from "./src/start-up/first-screen";
import { EARLY_TOGGLE_SCRIPT } from "./src/start-up/early-toggle";
import { appStylesFirst, withoutGeneratorMeta } from "./src/start-up/head-order";
import appIcons from "./src/icons/app-icons.json";

// The Apple touch icon is one of the manifest's (app-icons.json names its size).
const APPLE_TOUCH_ICON = appIcons.manifest.find(({ size }) => size === appIcons.appleTouchIconSize);
if (!APPLE_TOUCH_ICON)
  throw new Error(`src/icons/app-icons.json: no manifest icon of ${appIcons.appleTouchIconSize} px`);

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPreBodyComponents }) => {
  // Before the first paint and any bundle: marks pages where JavaScript runs, and answers the
  // header's buttons until React has hydrated them (src/start-up/early-toggle.ts).
  setHeadComponents([
    <script key="js-enabled" dangerouslySetInnerHTML={{ __html: JS_ENABLED_SCRIPT }} />,
    <script key="early-toggle" dangerouslySetInnerHTML={{ __html: EARLY_TOGGLE_SCRIPT }} />,
    // The app icons of every page (drawn by scripts/app-icons.cjs; the manifest lists the rest).
    <link
      key="favicon"
      rel="icon"
      href={appIcons.favicon.src}
      type="image/png"
      sizes={`${appIcons.favicon.size}x${appIcons.favicon.size}`}
    />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON.src} />,
  ]);
  // First in the body, so that it runs while the rest is parsed: hides the loading overlay once
  // the first screen is parsed and its images are in (src/start-up/first-screen.ts). (A form
  // that holds an early submit brings its own script: src/components/contact/form-notes.tsx.)
  setPreBodyComponents([<script key="first-screen" dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SCRIPT }} />]);
};

/** The frame's CSS before the page's, so a page's refinements win; no generator tag (src/start-up/head-order.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutGeneratorMeta(appStylesFirst(getHeadComponents())));
};
