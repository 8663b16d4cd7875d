import { inEveryLanguage } from "../language-pages";

const technology = {
  path: "/technologies/desalination/",
  component: "/site/src/templates/technology.tsx",
  context: { slug: "desalination", canonicalPath: "/technologies/desalination/" },
};

describe("inEveryLanguage", () => {
  it("gives a canonical page an Arabic twin under /ar/ with the same slug, each naming its language", () => {
    expect(inEveryLanguage(technology)).toEqual([
      { ...technology, context: { ...technology.context, language: "en" } },
      {
        ...technology,
        path: "/ar/technologies/desalination/",
        context: { slug: "desalination", canonicalPath: "/ar/technologies/desalination/", language: "ar" },
      },
    ]);
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

  it("lets a twin use another component and context (an article's translation), or have none", () => {
    const article = { path: "/blogs/a/", component: "t.tsx?__contentFilePath=/blog/a.mdx", context: { id: "en-a" } };
    const [, arabic] = inEveryLanguage(article, () => ({
      component: "t.tsx?__contentFilePath=/blog/ar/a.mdx",
      context: { id: "ar-a" },
    }));
    expect(arabic).toEqual({
      path: "/ar/blogs/a/",
      component: "t.tsx?__contentFilePath=/blog/ar/a.mdx",
      context: { id: "ar-a", language: "ar" },
    });
    expect(inEveryLanguage(article, () => null)).toHaveLength(1);
  });
});
