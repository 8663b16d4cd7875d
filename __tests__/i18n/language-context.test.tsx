import React from "react";
import { render, screen } from "@testing-library/react";
import { pageLanguage, useDictionary, useLanguage } from "../../src/i18n/language-context";
import { wrapPageElement } from "../../src/wrap-page";
import ar from "../../src/i18n/ar";
import en from "../../src/i18n/en";
import { renderWithLanguage } from "../test-utils";

function SkipLink() {
  const { frame } = useDictionary();
  return (
    <a href="#main" lang={useLanguage()}>
      {frame.skipLink}
    </a>
  );
}

test("components read the page's language and dictionary from the provider", () => {
  renderWithLanguage(<SkipLink />, "ar");
  expect(screen.getByRole("link", { name: ar.frame.skipLink })).toHaveAttribute("lang", "ar");
});

test("outside a provider, reading the dictionary fails with a message saying where one comes from", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<SkipLink />)).toThrow(/No LanguageProvider.*src\/wrap-page\.tsx/);
  jest.restoreAllMocks();
});

describe("pageLanguage", () => {
  it("reads the language and dictionary the build put in the page's context", () => {
    expect(pageLanguage({ slug: "x", language: "ar", dictionary: ar })).toEqual({ language: "ar", dictionary: ar });
    expect(pageLanguage({ language: "en", dictionary: en }).dictionary).toBe(en);
  });

  it("fails loudly for a page created without them", () => {
    expect(() => pageLanguage({})).toThrow(/no language.*inEveryLanguage/);
    expect(() => pageLanguage(undefined)).toThrow(/no language/);
    expect(() => pageLanguage({ language: "fr", dictionary: en })).toThrow(/no language \(one of en, ar\)/);
    expect(() => pageLanguage({ language: "ar" })).toThrow(/no dictionary for "ar".*inEveryLanguage/);
  });

  it("is what the frame uses: a page without them does not render in some language by chance", () => {
    const props = { location: { pathname: "/about/" }, pageContext: { language: "en" } };
    expect(() =>
      wrapPageElement({ element: <p />, props } as unknown as Parameters<typeof wrapPageElement>[0]),
    ).toThrow(/no dictionary/);
  });
});
