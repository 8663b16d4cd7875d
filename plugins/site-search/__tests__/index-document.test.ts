import { indexDocument, indexDocuments } from "../index-document";
import type { PageRecord } from "../page-record";

const arabic: PageRecord = {
  url: "/ar/parts/home-water-softener/",
  language: "ar",
  title: "مُنقّي المياه المنزلي",
  text: "صورة المنقي يزيل العُسر <الكالسيوم> & المغنيسيوم من مياه الشبكة.",
  prose: "يزيل العُسر <الكالسيوم> & المغنيسيوم من مياه الشبكة.",
  alternates: { en: "/parts/home-water-softener/" },
};
const english: PageRecord = {
  url: "/parts/home-water-softener/",
  language: "en",
  title: "Home Water Softener",
  text: "Removes hardness.",
  prose: "Removes hardness.",
  alternates: { ar: "/ar/parts/home-water-softener/" },
};

describe("indexDocument", () => {
  const html = indexDocument(arabic, ["Home Water Softener"]);

  it("indexes the folded words (no diacritics, one alef, haa for taa marbuta) and the twins' titles, folded too", () => {
    expect(html).toContain('<html lang="ar">');
    expect(html).toContain('<h1 data-pagefind-weight="10">منقي المياه المنزلي</h1>');
    expect(html).toContain('<p data-pagefind-weight="5">home water softener</p>');
    expect(html).toContain("<div>صوره المنقي يزيل العسر &lt;الكالسيوم&gt; &amp; المغنيسيوم من مياه الشبكه.</div>");
  });

  it("keeps the title and the prose (no picture's description) as written, escaped, in metadata that is not indexed", () => {
    expect(html).toMatch(
      /<div data-pagefind-ignore="index">\s*<p data-pagefind-meta="title">مُنقّي المياه المنزلي<\/p>\s*<p data-pagefind-meta="text">يزيل العُسر &lt;الكالسيوم&gt; &amp; المغنيسيوم من مياه الشبكة.<\/p>/,
    );
  });
});

describe("indexDocuments", () => {
  it("gives each page the titles of its twins that are pages of the index", () => {
    const orphan: PageRecord = { ...english, url: "/about/", title: "About", alternates: { ar: "/ar/missing/" } };
    const documents = indexDocuments([arabic, english, orphan]);
    expect(documents.map((document) => document.url)).toEqual([arabic.url, english.url, "/about/"]);
    expect(documents[0].html).toContain(">home water softener</p>");
    expect(documents[1].html).toContain('<p data-pagefind-weight="5">منقي المياه المنزلي</p>');
    expect(documents[2].html).not.toContain('data-pagefind-weight="5"');
  });
});
