// The global styles come first so that component modules can override them.
import "./styles/global.css";
import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/layout";
import { LanguageProvider, pageLanguage } from "./i18n/language-context";

/**
 * Used by gatsby-browser and gatsby-ssr: the frame stays mounted across client-side
 * navigations, so the header keeps its state and only the page changes. The page's
 * language and interface dictionary come from its context (site-structure/language-pages.ts), so
 * a page's JavaScript carries its own language's words only.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { language, dictionary } = pageLanguage(props.pageContext);
  // An alias or legacy copy (/blog1/) has no twin of its own: the language switch goes to its canonical page's.
  const canonical = (props.pageContext as { canonicalPath?: unknown } | undefined)?.canonicalPath;
  return (
    <LanguageProvider language={language} dictionary={dictionary}>
      <Layout pathname={props.location.pathname} canonicalPath={typeof canonical === "string" ? canonical : undefined}>
        {element}
      </Layout>
    </LanguageProvider>
  );
}
