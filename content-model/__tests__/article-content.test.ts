/** @jest-environment node */
import { articleContent, factText, mapTexts } from "../article-content";
import { isolateLeftToRightRuns } from "../left-to-right-runs";
import { companyFacts } from "../fact-fields";
import company from "../../data/company.json";
import { resolverContext } from "./node-model";
import { RECORDING_RUNTIME } from "../../src/lib/article-tree";

const { Fragment, jsx, jsxs } = RECORDING_RUNTIME;

/**
 * What MDX compiles `Since <Fact name="founded" />.` and `<Faq />` into: the components come
 * from the props (MDX's own compiler is an ES module, which Jest cannot load; the build and
 * e2e/article.spec.ts run it).
 */
const compiled = async () => ({
  default: ({ components }: { components: Record<string, unknown> }) =>
    jsxs(Fragment, {
      children: [
        jsxs("p", { children: ["Since ", jsx(components.Fact, { name: "founded" }), "."] }),
        "\n",
        jsx(components.Faq, {}),
      ],
    }),
});

test("an article's facts become their text and its FAQ stays for the page to fill", async () => {
  const fact = jest.fn((name: string) => (name === "founded" ? "1999" : "?"));
  expect(await articleContent("unused: the compiler above is fixed", fact, compiled)).toEqual([
    ["p", 0, "Since ", "1999", "."],
    "\n",
    ["Faq", 0],
  ]);
  expect(fact).toHaveBeenCalledWith("founded");
});

test("a fact reads in the page's language; an unknown name fails the build, naming the field", async () => {
  const arabic = factText(await companyFacts(resolverContext("ar")), "Mdx.content");
  expect(arabic("shortName")).toBe(company.ar.shortName);
  expect(arabic("founded")).toBe(String(company.claims.foundedYear));
  expect(() => arabic("custmers")).toThrow('Mdx.content: unknown fact <Fact name="custmers" />');
  await expect(articleContent("", arabic, compiled)).resolves.toEqual([
    ["p", 0, "Since ", String(company.claims.foundedYear), "."],
    "\n",
    ["Faq", 0],
  ]);
});

test("on a right-to-left page the texts' grouped numbers are isolated and kept on one line, not the attributes", () => {
  const nodes = [
    ["p", 0, "اتصل على ", "+971 4 557 2380", "."],
    ["a", { href: "tel:+971 4 557 2380" }, "050 123 4567"],
  ];
  expect(mapTexts(nodes as never, isolateLeftToRightRuns)).toEqual([
    ["p", 0, "اتصل على ", "\u2066+971\u00a04\u00a0557\u00a02380\u2069", "."],
    ["a", { href: "tel:+971 4 557 2380" }, "\u2066050\u00a0123\u00a04567\u2069"],
  ]);
});
