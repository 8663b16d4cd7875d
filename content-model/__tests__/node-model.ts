/**
 * A stand-in for Gatsby's resolver context in unit tests of field extensions: a node model
 * holding data/company.json (its translations inside, as every data file holds them), and
 * the page's language.
 */
import company from "../../data/company.json";
import type { FactsContext } from "../fact-fields";

export function resolverContext(language?: string) {
  const findOne = jest.fn(async ({ type }: { type: string }) => (type === "Company" ? company : null));
  const trackInlineObjectsInRootNode = jest.fn();
  return { language, nodeModel: { findOne, trackInlineObjectsInRootNode } } satisfies FactsContext;
}
