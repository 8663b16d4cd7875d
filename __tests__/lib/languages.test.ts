import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  languageOfPath,
  localizedPath,
  pathInLanguage,
  TRANSLATED_LANGUAGES,
  unlocalizedPath,
} from "../../src/lib/languages";

describe("languages", () => {
  it("English is the default, at the root; Arabic is translated and right to left", () => {
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(TRANSLATED_LANGUAGES).toEqual(["ar"]);
    expect(LANGUAGE_INFO.ar.dir).toBe("rtl");
    expect(LANGUAGE_INFO.en.dir).toBe("ltr");
  });

  it.each([
    ["/", "ar", "/ar/"],
    ["/parts/?category=domestic", "ar", "/ar/parts/?category=domestic"],
    ["/technologies/reverse-osmosis/", "en", "/technologies/reverse-osmosis/"],
    ["https://wa.me/971", "ar", "https://wa.me/971"],
  ] as const)("localizedPath(%s, %s) is %s", (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it.each([
    ["/ar/about/", "ar", "/about/"],
    ["/ar/", "ar", "/"],
    ["/ar", "ar", "/"],
    ["/about/", "en", "/about/"],
    ["/", "en", "/"],
    ["/arabic-water/", "en", "/arabic-water/"],
    ["/en/", "en", "/en/"],
  ] as const)("%s is in %s and unprefixed %s", (pathname, language, unprefixed) => {
    expect(languageOfPath(pathname)).toBe(language);
    expect(unlocalizedPath(pathname)).toBe(unprefixed);
  });

  it("switches a page to its twin in the other language, both ways", () => {
    expect(pathInLanguage("/parts/", "ar")).toBe("/ar/parts/");
    expect(pathInLanguage("/ar/parts/", "en")).toBe("/parts/");
    expect(pathInLanguage("/ar/blogs/water-softener-benefits/", "ar")).toBe("/ar/blogs/water-softener-benefits/");
  });
});
