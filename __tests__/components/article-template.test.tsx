import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ArticleTemplate from "../../src/templates/article";
import { renderWithLanguage } from "../test-utils";

const BANNER = {
  publicURL: "/static/banner.jpg",
  childImageSharp: {
    gatsbyImageData: {
      layout: "fullWidth" as const,
      width: 1600,
      height: 667,
      images: { fallback: { src: "/banner.webp", srcSet: "/banner.webp 1600w", sizes: "100vw" } },
    },
  },
};

const DATA = {
  mdx: {
    content: [
      ["p", 0, "Hard water leaves scale."],
      ["Faq", 0],
    ],
    frontmatter: {
      title: "Hard water",
      description: "What scale does.",
      bannerAlt: "A kettle",
      faq: [
        { question: "Is hard water safe?", answer: "Yes, to drink." },
        { question: "Does a softener help?", answer: "It removes the calcium." },
      ],
    },
  },
  original: { frontmatter: { isoDate: "2024-01-01", displayDate: "1 January 2024", banner: BANNER } },
};

function props(hash: string) {
  return { data: DATA, location: { hash }, pageContext: {} } as unknown as PageProps<Queries.ArticlePageQuery, never>;
}

test("the FAQ keeps the answer the visitor opened when the page renders again", () => {
  const { rerender } = renderWithLanguage(<ArticleTemplate {...props("")} />);
  const second = screen.getByRole("button", { name: "Does a softener help?" });
  fireEvent.click(second);
  expect(second).toHaveAttribute("aria-expanded", "true");

  // Gatsby renders the page again when its location changes, as a link to #faq does.
  rerender(<ArticleTemplate {...props("#faq")} />);
  expect(screen.getByRole("button", { name: "Does a softener help?" })).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("button", { name: "Is hard water safe?" })).toHaveAttribute("aria-expanded", "false");
});
