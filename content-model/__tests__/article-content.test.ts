/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { articleContent, factText, mapTexts, MDX_RUNTIME_OPTIONS } from "../article-content";
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

describe("MDX under gatsby develop (NODE_ENV=development)", () => {
  /** Runs MDX's evaluate in a node of its own (Jest cannot load it), with the given options' development flag. */
  const evaluateUnderDevelop = (development: boolean | undefined) => {
    const script = `
      const { evaluate } = await import("@mdx-js/mdx");
      const runtime = { Fragment: "F", jsx: (type) => type, jsxs: (type) => type };
      const options = ${JSON.stringify({ development })};
      try { const { default: Content } = await evaluate("# Title", { ...runtime, ...options }); Content({}); console.log("ok"); }
      catch (error) { console.log(error.message); }`;
    return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, NODE_ENV: "development" },
      encoding: "utf8",
    }).trim();
  };

  test("compiles for production, so the recording runtime's jsx and jsxs are all it calls", () => {
    expect(MDX_RUNTIME_OPTIONS.development).toBe(false);
    expect(evaluateUnderDevelop(MDX_RUNTIME_OPTIONS.development)).toBe("ok");
    // Left to MDX's default, the same compile asks for jsxDEV, and every article came out blank.
    expect(evaluateUnderDevelop(undefined)).toMatch(/jsxDEV is not a function/);
  });
});
