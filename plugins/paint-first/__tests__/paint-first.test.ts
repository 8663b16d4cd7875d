import { bootLoader, paintFirst } from "../paint-first";

const gatsbyTail =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact/";/*]]>*/</script>' +
  '<script>window.___webpackCompilationHash="b4f1cf53";</script>' +
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n          </script>\n        ' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("paintFirst", () => {
  it("replaces Gatsby's async boot scripts with one inline loader of the same scripts, in order", () => {
    const html = paintFirst(`<html><body><main>Hi</main>${gatsbyTail}`);
    expect(html).not.toMatch(/<script src=/);
    // Gatsby's globals for the page are set first, in the same script: one inline script.
    const globals = 'window.pagePath="/contact/";window.___webpackCompilationHash="b4f1cf53";';
    expect(html).toContain(
      `<script>${bootLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], globals)}</script>`,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    // Gatsby's chunk mapping (a string its loader cannot read) is replaced by the loader's {}.
    expect(html).not.toContain("gatsby-chunk-mapping");
    // No line is left holding only whitespace (html-validate rejects it).
    expect(html).not.toMatch(/\n[ \t]*\n/);
    // Everything else stays: the slice marker.
    expect(html).toContain('<!-- slice-end id="_gatsby-scripts-1" --></body></html>');
  });

  it("leaves a page without boot scripts, and other scripts, alone", () => {
    const html =
      '<html><body><script type="application/ld+json">{}</script><script src="https://x.test/a.js"></script></body></html>';
    expect(paintFirst(html)).toBe(html);
  });

  it("is stable: a second pass changes nothing", () => {
    const once = paintFirst(`<html><body>${gatsbyTail}`);
    expect(paintFirst(once)).toBe(once);
  });
});

describe("bootLoader", () => {
  let frame: FrameRequestCallback | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    frame = undefined;
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    document.body.innerHTML = "";
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const added = () => [...document.body.querySelectorAll("script")].map((script) => script.getAttribute("src"));

  it("without largest-contentful-paint entries, adds the scripts only after the next frame has painted, in order and executed in order", () => {
    new Function(bootLoader(["/a.js", "/b.js"]))();
    expect(added()).toEqual([]);
    frame?.(0);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(["/a.js", "/b.js"]);
    expect([...document.body.querySelectorAll("script")].every((script) => !script.async)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(2);
  });

  it("sets Gatsby's globals for the page at once, before any of its scripts is added", () => {
    const win = window as { pagePath?: string; ___webpackCompilationHash?: string };
    delete win.pagePath;
    new Function(bootLoader(["/a.js"], 'window.pagePath="/parts/";window.___webpackCompilationHash="h1";'))();
    expect(added()).toEqual([]);
    expect(win.pagePath).toBe("/parts/");
    expect(win.___webpackCompilationHash).toBe("h1");
  });

  it("sets Gatsby's chunk mapping to an empty object at once: no JavaScript prefetch of linked pages", () => {
    delete (window as { ___chunkMapping?: unknown }).___chunkMapping;
    new Function(bootLoader(["/a.js"]))();
    expect((window as { ___chunkMapping?: unknown }).___chunkMapping).toEqual({});
  });

  describe("where the browser reports largest-contentful-paint entries", () => {
    type Entry = { element: Element | null };
    let report: ((entries: Entry[]) => void) | undefined;
    let observed: unknown;
    beforeEach(() => {
      report = undefined;
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe(options: unknown) {
          observed = options;
        }
      }
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it("boots once the priority image is on screen, not at an earlier frame nor an entry for other content", () => {
      document.body.innerHTML = '<h1>Title</h1><img fetchpriority="high" alt="">';
      const hero = document.querySelector("img")!;
      new Function(bootLoader(["/a.js"]))();
      expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
      expect(frame).toBeUndefined();
      jest.advanceTimersByTime(100);
      report?.([{ element: document.querySelector("h1") }]);
      expect(added()).toEqual([]);
      report?.([{ element: hero }]);
      expect(added()).toEqual(["/a.js"]);
      report?.([{ element: hero }]);
      expect(added()).toEqual(["/a.js"]);
    });

    it("boots at the first content on screen on a page without a priority image", () => {
      document.body.innerHTML = "<h1>Title</h1>";
      new Function(bootLoader(["/a.js"]))();
      expect(added()).toEqual([]);
      report?.([{ element: document.querySelector("h1") }]);
      expect(added()).toEqual(["/a.js"]);
    });

    it("boots after 2 s when the priority image is slow to come", () => {
      document.body.innerHTML = '<img fetchpriority="high" alt="">';
      new Function(bootLoader(["/a.js"]))();
      jest.advanceTimersByTime(1999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(["/a.js"]);
    });
  });

  it("boots a page that never paints (a hidden tab) after 2 s", () => {
    new Function(bootLoader(["/a.js"]))();
    jest.advanceTimersByTime(1999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(["/a.js"]);
  });
});
