/**
 * @jest-environment node
 *
 * Numbers that the stylesheets hold because the server HTML may carry no style attribute
 * (the Content-Security-Policy allows none), kept in step with src/lib's constants.
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type Rule } from "postcss";
import {
  CLIENT_CAROUSEL,
  GALLERY_CAROUSEL,
  HERO_CAROUSEL,
  REVIEWS_CAROUSEL,
  visibleCount,
} from "../../src/lib/carousel";
import { FAQ_ANSWER_MAX_HEIGHT_PX, JS_ENABLED_CLASS, OVERLAY_MAX_MS } from "../../src/lib/constants";
import { FIRST_SCREEN_READY_CLASS } from "../../src/start-up/first-screen";

const stylesheet = (file: string) =>
  postcss.parse(fs.readFileSync(path.join(__dirname, "../../src/components", file), "utf8"));

/** A declaration's value in the rule with exactly this selector outside any at-rule. */
function topLevelValue(file: string, selector: string, property: string): string | undefined {
  let value: string | undefined;
  stylesheet(file).walkRules((rule) => {
    if (rule.selector !== selector || rule.parent?.type !== "root") return;
    rule.walkDecls(property, (declaration) => {
      value = declaration.value;
    });
  });
  return value;
}

describe("carousel.module.css lays out the first slides as the presets do", () => {
  /** `--visible` of `.name` at a viewport width, from the rules and their min-width media queries. */
  function cssVisible(name: string, width: number): number {
    let result: number | undefined;
    let minWidth = -1;
    stylesheet("ui/carousel.module.css").walkRules(`.${name}`, (rule: Rule) => {
      const media = rule.parent?.type === "atrule" ? (rule.parent as unknown as { params: string }).params : null;
      const min = media ? Number(/\(min-width:\s*(\d+)px\)/.exec(media)?.[1]) : 0;
      if (Number.isNaN(min) || width < min || min < minWidth) return;
      rule.walkDecls("--visible", (declaration) => {
        result = Number(declaration.value);
        minWidth = min;
      });
    });
    if (result === undefined) throw new Error(`.${name} has no --visible`);
    return result;
  }

  const widths = [320, 639, 640, 767, 768, 1023, 1024, 1440];
  for (const preset of [HERO_CAROUSEL, GALLERY_CAROUSEL, CLIENT_CAROUSEL, REVIEWS_CAROUSEL]) {
    it(`${preset.name}: the same count at every width`, () => {
      for (const width of widths)
        expect([width, cssVisible(preset.name, width)]).toEqual([width, visibleCount(width, preset.visible)]);
    });
  }
});

describe("constants the stylesheets repeat", () => {
  it("an open FAQ answer's box is FAQ_ANSWER_MAX_HEIGHT_PX high at most", () => {
    expect(topLevelValue("ui/faq-accordion.module.css", ".open .answer", "max-block-size")).toBe(
      `${FAQ_ANSWER_MAX_HEIGHT_PX}px`,
    );
  });

  it("the loading overlay's stylesheet cap hides it after OVERLAY_MAX_MS", () => {
    const animation = topLevelValue(
      "layout/loading-overlay.module.css",
      `:global(.${JS_ENABLED_CLASS}) .overlay`,
      "animation",
    );
    expect(animation).toMatch(new RegExp(`^overlay-cap 0s linear ${OVERLAY_MAX_MS}ms forwards$`));
  });

  it("the overlay shows on <html> marked JS_ENABLED_CLASS and hides once marked FIRST_SCREEN_READY_CLASS", () => {
    const file = "layout/loading-overlay.module.css";
    expect(topLevelValue(file, `:global(.${JS_ENABLED_CLASS}) .overlay`, "display")).toBe("grid");
    expect(
      topLevelValue(
        file,
        `:global(.${JS_ENABLED_CLASS}.${FIRST_SCREEN_READY_CLASS}) .overlay:not(.waiting)`,
        "display",
      ),
    ).toBe("none");
  });
});

describe("the header's search button", () => {
  it("is hidden on <html> without JS_ENABLED_CLASS: search needs scripts", () => {
    expect(
      topLevelValue("search/search-toggle.module.css", `:global(html:not(.${JS_ENABLED_CLASS})) .toggle`, "display"),
    ).toBe("none");
  });
});
