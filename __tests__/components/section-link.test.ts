import { sectionLinkProps } from "../../src/components/layout/section-link";

test("a section's link is marked on its page and under it, and says which to assistive technology", () => {
  const section = sectionLinkProps("link", "active", true);
  expect(section({ isCurrent: true, isPartiallyCurrent: true } as never)).toEqual({
    className: "link active",
    "aria-current": "page",
  });
  expect(section({ isCurrent: false, isPartiallyCurrent: true } as never)).toEqual({
    className: "link active",
    "aria-current": "true",
  });
  expect(section({ isCurrent: false, isPartiallyCurrent: false } as never)).toEqual({ className: "link" });
});

test("the home link is marked on the home page only, not under it", () => {
  const home = sectionLinkProps("link", "active", false);
  expect(home({ isCurrent: false, isPartiallyCurrent: true } as never)).toEqual({ className: "link" });
  expect(home({ isCurrent: true, isPartiallyCurrent: true } as never)).toEqual({
    className: "link active",
    "aria-current": "page",
  });
});
