import React from "react";
import { appStylesFirst, withoutGeneratorMeta } from "../../src/start-up/head-order";

const style = (href: string) => <style key={href} data-href={href} />;

describe("appStylesFirst", () => {
  it("moves the frame's CSS in front of the page's, where the first style was", () => {
    const meta = <meta key="m" name="description" content="x" />;
    const page = style("/component---src-pages-contact-tsx.abc.css");
    const app = style("/app.123.css");
    const link = <link key="l" rel="preload" href="/app-1.js" />;
    expect(appStylesFirst([meta, page, app, link])).toEqual([meta, app, page, link]);
  });

  it("leaves the order alone when the frame's CSS already comes first, or is not there", () => {
    const app = style("/app.123.css");
    const page = style("/component---src-pages-index-tsx.abc.css");
    expect(appStylesFirst([app, page])).toEqual([app, page]);
    expect(appStylesFirst([page, "text"])).toEqual([page, "text"]);
  });

  it("does not take a page chunk whose name starts with app for the frame", () => {
    const pageA = style("/component---src-pages-index-tsx.abc.css");
    const appLike = style("/application.css/x.css");
    expect(appStylesFirst([pageA, appLike])).toEqual([pageA, appLike]);
  });
});

describe("withoutGeneratorMeta", () => {
  it("drops Gatsby's generator tag and keeps every other element in order", () => {
    const generator = <meta key="g" name="generator" content="Gatsby 5.16.1" />;
    const description = <meta key="d" name="description" content="x" />;
    const app = style("/app.123.css");
    expect(withoutGeneratorMeta([description, generator, app, "text"])).toEqual([description, app, "text"]);
  });
});
