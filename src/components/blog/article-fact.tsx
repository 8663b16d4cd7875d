import React from "react";

export interface ArticleFactProps {
  /** The fact's name, as in <Fact name="customers" />. */
  name: string;
  /** The facts the article names, as the page's query resolved them at build time (Mdx.facts). */
  facts: ReadonlyArray<{ name: string; value: string }>;
}

/** A company fact in an article's body: its text, with no markup of its own. */
export function ArticleFact({ name, facts }: ArticleFactProps) {
  const fact = facts.find((candidate) => candidate.name === name);
  // Content validation rejects an unknown name before the build, so this only guards the query.
  if (!fact) throw new Error(`<Fact name="${name}" />: not among the article's facts (Mdx.facts)`);
  return <>{fact.value}</>;
}
