import React from "react";
import type { ArticleNode } from "../../lib/article-tree";

export interface ArticleContentProps {
  /** The article's body as the build recorded it (Mdx.content, src/lib/article-tree.ts). */
  nodes: readonly ArticleNode[];
  /** What fills an element the page renders itself: the FAQ, the scrolling table. */
  components: Readonly<Record<string, React.ElementType>>;
}

/** An article's body: the recorded elements as React elements, in their order. */
export function ArticleContent({ nodes, components }: ArticleContentProps) {
  return <>{nodes.map(toElement)}</>;

  function toElement(node: ArticleNode, index: number): React.ReactNode {
    if (typeof node === "string") return node;
    const [type, props, ...children] = node;
    return React.createElement(components[type] ?? type, { ...(props || {}), key: index }, ...children.map(toElement));
  }
}
