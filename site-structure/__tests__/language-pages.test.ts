import { inEveryLanguage } from "../language-pages";
import { DICTIONARIES } from "../../src/i18n/dictionaries";
import en from "../../src/i18n/en";
import ar from "../../src/i18n/ar";

const technology = {
  path: "/technologies/desalination/",
  component: "/site/src/templates/technology.tsx",
  context: { slug: "desalination", canonicalPath: "/technologies/desalination/" },
};

describe("inEveryLanguage", () => {
  it("gives a canonical page an Arabic twin under /ar/ with the same slug, each naming its language and carrying its dictionary", () => {
    expect(inEveryLanguage(technology)).toEqual([
      { ...technology, context: { ...technology.context, language: "en", dictionary: en } },
      {
        ...technology,
        path: "/ar/technologies/desalination/",
        context: {
          slug: "desalination",
          canonicalPath: "/ar/technologies/desalination/",
          language: "ar",
          dictionary: ar,
        },
      },
    ]);
  });

  it("gives each page its own language's dictionary only, English pages the English one", () => {
    const [english, arabic] = inEveryLanguage(technology);
    expect(english.context?.dictionary).toBe(DICTIONARIES.en);
    expect(arabic.context?.dictionary).toBe(DICTIONARIES.ar);
    const alias = inEveryLanguage({ ...technology, path: "/technologies/Desalination/" });
    expect(alias[0].context).toMatchObject({ language: "en", dictionary: en });
  });

  it("keeps aliases and legacy paths English only", () => {
    const alias = { ...technology, path: "/technologies/Desalination/" };
    expect(inEveryLanguage(alias).map((page) => page.path)).toEqual(["/technologies/Desalination/"]);
  });

  it("twins pages without a canonical path (the 404 page), but not Gatsby's own development page", () => {
    expect(
      inEveryLanguage({ path: "/404.html", component: "/site/src/pages/404.tsx" }).map((page) => page.path),
    ).toEqual(["/404.html", "/ar/404.html"]);
    expect(inEveryLanguage({ path: "/dev-404-page/", component: "x" })).toHaveLength(1);
  });

  it("lets a twin have its own context (an article's translation), or none", () => {
    const article = { path: "/blogs/a/", component: "/site/src/templates/article.tsx", context: { id: "en-a" } };
    const [, arabic] = inEveryLanguage(article, () => ({ context: { id: "ar-a" } }));
    expect(arabic).toEqual({
      path: "/ar/blogs/a/",
      component: "/site/src/templates/article.tsx",
      context: { id: "ar-a", language: "ar", dictionary: ar },
    });
    expect(inEveryLanguage(article, () => null)).toHaveLength(1);
  });
});
