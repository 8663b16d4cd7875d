// The global styles come first so that component modules can override them.
import "./styles/global.css";
import "./styles/block-placeholders.css";
import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/layout";

/**
 * Used by gatsby-browser and gatsby-ssr: the frame stays mounted across client-side
 * navigations, so the header keeps its state and only the page changes.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
