import { articleTree, RECORDING_RUNTIME } from "../../src/lib/article-tree";

const { Fragment, jsx, jsxs } = RECORDING_RUNTIME;

test("records elements, texts and attributes as MDX rendered them, fragments flattened", () => {
  const rendered = jsxs(Fragment, {
    children: [
      jsx("h2", { children: "Hard water" }),
      "\n",
      jsxs("p", {
        children: ["See ", jsx("a", { href: "/technologies/ion-exchange/", children: "ion exchange" }), "."],
      }),
      jsx("hr", {}),
      null,
      false,
    ],
  });
  expect(articleTree(rendered)).toEqual([
    ["h2", 0, "Hard water"],
    "\n",
    ["p", 0, "See ", ["a", { href: "/technologies/ion-exchange/" }, "ion exchange"], "."],
    ["hr", 0],
  ]);
});

test("calls a function component (a company fact becomes its text) and keeps a named one for the page", () => {
  const Fact = ({ name }: { name: string }) => (name === "founded" ? "1999" : "Pure Oasis");
  const rendered = jsxs("p", { children: ["Since ", jsx(Fact, { name: "founded" }), ". ", jsx("Faq", {})] });
  expect(articleTree(rendered)).toEqual([["p", 0, "Since ", "1999", ". ", ["Faq", 0]]]);
  expect(articleTree(jsxs(Fragment, { children: [jsx(Fact, { name: "shortName" }), 3] }))).toEqual(["Pure Oasis", "3"]);
});

test("refuses what could not be data: a style object, a handler, an unknown kind of element", () => {
  expect(() => articleTree(jsx("td", { style: { textAlign: "left" }, children: "x" }))).toThrow(
    "<td style> is not text, a number or a boolean",
  );
  expect(() => articleTree(jsx("button", { onClick: () => undefined }))).toThrow("<button onClick>");
  expect(() => articleTree(jsx(Symbol("other"), {}))).toThrow("an element of type Symbol(other)");
  expect(() => articleTree({ unexpected: true })).toThrow("cannot record");
});

test("the tree survives JSON, as a page's data does", () => {
  const tree = articleTree(jsxs("ul", { children: [jsx("li", { children: "one" }), jsx("li", { children: "two" })] }));
  expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
});
