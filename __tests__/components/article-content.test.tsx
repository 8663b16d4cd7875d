import React from "react";
import { render } from "@testing-library/react";
import { ArticleContent } from "../../src/components/blog/article-content";
import type { ArticleNode } from "../../src/lib/article-tree";

const NODES: ArticleNode[] = [
  ["h2", 0, "Hard water"],
  "\n",
  ["p", 0, "See ", ["a", { href: "/technologies/ion-exchange/" }, "ion exchange"], "."],
  ["table", 0, ["tbody", 0, ["tr", 0, ["td", 0, "Taps"]]]],
  ["Faq", 0],
];

test("renders the recorded body, the page's components in place of the elements they fill", () => {
  const Table = (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    <div role="region">
      <table {...props} />
    </div>
  );
  const Faq = () => <section id="faq">Questions</section>;
  const { container } = render(<ArticleContent nodes={NODES} components={{ table: Table, Faq }} />);
  expect(container.innerHTML).toBe(
    '<h2>Hard water</h2>\n<p>See <a href="/technologies/ion-exchange/">ion exchange</a>.</p>' +
      '<div role="region"><table><tbody><tr><td>Taps</td></tr></tbody></table></div><section id="faq">Questions</section>',
  );
});
