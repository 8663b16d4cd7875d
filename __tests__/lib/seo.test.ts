import { pageTitle } from "../../src/lib/seo";

describe("pageTitle", () => {
  it("puts the brand after the page's own title", () => {
    expect(pageTitle("Reverse Osmosis Systems", "Pure Oasis")).toBe("Reverse Osmosis Systems | Pure Oasis");
  });

  it("does not repeat a brand the title already names, in any case", () => {
    expect(pageTitle("About Pure Oasis", "Pure Oasis")).toBe("About Pure Oasis");
    expect(pageTitle("Why PURE OASIS?", "Pure Oasis")).toBe("Why PURE OASIS?");
  });

  it("is the brand alone for an empty title", () => {
    expect(pageTitle("  ", "Pure Oasis")).toBe("Pure Oasis");
  });
});
