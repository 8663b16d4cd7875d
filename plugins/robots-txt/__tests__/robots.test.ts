import { robotsTxt } from "../robots";

describe("robotsTxt", () => {
  it("allows everything and names the sitemap index at the site's address, with or without a final slash", () => {
    const expected = "User-agent: *\nAllow: /\n\nSitemap: https://www.example.ae/sitemap-index.xml\n";
    expect(robotsTxt("https://www.example.ae")).toBe(expected);
    expect(robotsTxt("https://www.example.ae/")).toBe(expected);
  });
});
