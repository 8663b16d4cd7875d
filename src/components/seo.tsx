import React from "react";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { pageTitle } from "../lib/seo";

export interface SeoProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/technologies/desalination/". */
  pathname: string;
  /** Absolute or root-relative URL of the social sharing image. */
  image?: string | null;
  noIndex?: boolean;
  children?: React.ReactNode;
}

/** Head tags of every page: title, description, canonical URL and social cards. */
export function Seo({ title, description, pathname, image, noIndex = false, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = pageTitle(title, site.title);
  const url = `${site.siteUrl}${pathname}`;
  const imageUrl = image ? (image.startsWith("http") ? image : `${site.siteUrl}${image}`) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b5f8a" />
      <link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_AE" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
}
