import { pageRecord } from "../page-record";

const page = ({
  lang = "ar",
  canonical = "https://www.example.ae/ar/technologies/reverse-osmosis/",
  head = "",
  main = "",
}: {
  lang?: string;
  canonical?: string | null;
  head?: string;
  main?: string | null;
}) => `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head><title>أنظمة التناضح العكسي | بيور أوسيس</title>
${canonical ? `<link rel="canonical" href="${canonical}"/>` : ""}
<link rel="alternate" hrefLang="en" href="https://www.example.ae/technologies/reverse-osmosis/"/>
<link rel="alternate" hrefLang="ar" href="https://www.example.ae/ar/technologies/reverse-osmosis/"/>
<link rel="alternate" hrefLang="x-default" href="https://www.example.ae/technologies/reverse-osmosis/"/>
${head}</head><body><header><nav><a href="/">الرئيسية</a></nav></header>
${main === null ? "" : `<main id="main">${main}</main>`}<footer>© بيور أوسيس</footer></body></html>`;

const URL = "/ar/technologies/reverse-osmosis/";

describe("pageRecord", () => {
  it("reads the title from the h1, the text from the rest of <main>, the twins from hreflang", () => {
    const record = pageRecord(
      page({
        main: '<h1 class="x">أنظمة <span>التناضح</span> العكسي</h1><p>تزيل <strong>الأملاح</strong> الذائبة.</p><h2>الفوائد</h2><ul><li>مياه&nbsp;نقية</li></ul>',
      }),
      URL,
    );
    expect(record).toEqual({
      url: URL,
      language: "ar",
      title: "أنظمة التناضح العكسي",
      text: "تزيل الأملاح الذائبة. الفوائد مياه نقية",
      prose: "تزيل الأملاح الذائبة. الفوائد مياه نقية",
      alternates: { en: "/technologies/reverse-osmosis/" },
    });
  });

  it("leaves out what a reader does not read as the page's content: scripts, forms, buttons, navigation, hidden parts, words for screen readers only", () => {
    const record = pageRecord(
      page({
        main:
          "<h1>العنوان</h1><nav><a>الرئيسية</a></nav><p>نص الصفحة</p><script>var x = 1</script><style>p{}</style>" +
          '<form><label>الاسم</label><input/></form><button>إرسال</button><div hidden>مخفي</div><span aria-hidden="true">★</span>' +
          '<a href="https://x.example">يوتيوب<span class="visually-hidden"> (يُفتح في علامة تبويب جديدة)</span></a>' +
          '<img src="a.webp" alt="محطة تناضح عكسي"/>',
      }),
      URL,
    );
    expect(record?.text).toBe("نص الصفحة يوتيوب محطة تناضح عكسي");
  });

  it("indexes a picture's description where the picture is, and leaves it out of the prose a result shows", () => {
    const record = pageRecord(
      page({ main: '<h1>العنوان</h1><img src="a.webp" alt="غرفة المرافق"/><p>التبادل الأيوني يزيل العسر.</p>' }),
      URL,
    );
    expect(record?.text).toBe("غرفة المرافق التبادل الأيوني يزيل العسر.");
    expect(record?.prose).toBe("التبادل الأيوني يزيل العسر.");
  });

  it("indexes the label in the h1's heading group, and leaves it out of the prose a result shows", () => {
    const record = pageRecord(
      page({ main: "<hgroup><p>صناعي</p><h1>ملطف مياه صناعي</h1></hgroup><p>ملطفات المياه الصناعية تزيل العسر.</p>" }),
      URL,
    );
    expect(record?.title).toBe("ملطف مياه صناعي");
    expect(record?.text).toBe("صناعي ملطفات المياه الصناعية تزيل العسر.");
    expect(record?.prose).toBe("ملطفات المياه الصناعية تزيل العسر.");
  });

  it("reads a visually hidden h1 (the home page's, for screen readers) as the title", () => {
    const record = pageRecord(page({ main: '<h1 class="visually-hidden">بيور أوسيس</h1><p>نص</p>' }), URL);
    expect(record?.title).toBe("بيور أوسيس");
    expect(record?.text).toBe("نص");
  });

  it("falls back to the <title> for a page without an h1", () => {
    expect(pageRecord(page({ main: "<p>نص</p>" }), URL)?.title).toBe("أنظمة التناضح العكسي | بيور أوسيس");
  });

  it.each([
    [
      "an alias or legacy copy (its canonical URL is another page)",
      page({ main: "<h1>x</h1>" }),
      "/ar/technologies/ro/",
    ],
    ["a page without a canonical URL", page({ canonical: null, main: "<h1>x</h1>" }), URL],
    ["a page marked noindex", page({ head: '<meta name="robots" content="noindex"/>', main: "<h1>x</h1>" }), URL],
    ["a page without <main>", page({ main: null }), URL],
  ])("leaves out %s", (_, html, url) => {
    expect(pageRecord(html, url)).toBeNull();
  });
});
