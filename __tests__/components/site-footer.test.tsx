import React from "react";
import { screen, within } from "@testing-library/react";
import { SiteFooter } from "../../src/components/layout/site-footer";
import { renderWithLanguage } from "../test-utils";

const company = {
  name: "Pure Oasis Water Treatment",
  tagline: "Water treatment systems",
  phone: "+971 4 557 2380",
  email: "info@pureoasis.ae",
  whatsapp: "https://wa.me/971505572380",
  address: { street: "Warehouse 14", city: "Dubai", country: "United Arab Emirates" },
  social: { facebook: "https://www.facebook.com/x", instagram: null, youtube: "https://www.youtube.com/@x" },
};

const emirates = {
  title: "Water treatment by emirate",
  pages: [
    { slug: "dubai", name: "Dubai" },
    { slug: "ras-al-khaimah", name: "Ras Al Khaimah" },
  ],
};

test("quick links point where their names say, About Us included", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2026" emirates={emirates} />);
  const nav = screen.getByRole("navigation", { name: "Quick Links" });
  const href = (name: string) => within(nav).getByRole("link", { name }).getAttribute("href");
  expect(href("About Us")).toBe("/about/");
  expect(href("Contact")).toBe("/contact/");
  expect(href("Blogs")).toBe("/blogs/");
  expect(href("Products")).toBe("/technologies/");
  expect(href("Industries")).toBe("/industries/");
  expect(href("Parts")).toBe("/parts/");
  expect(href("Technologies")).toBe("/technologies/");
  expect(href("Locations")).toBe("/contact/");
});

test("the copyright line shows the build year", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2031" emirates={emirates} />);
  expect(screen.getByText(/© 2031 Pure Oasis Water Treatment/)).toBeInTheDocument();
});

test("only social networks with a URL get an icon", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2026" emirates={emirates} />);
  expect(screen.getByRole("link", { name: /on Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/x");
  expect(screen.getByRole("link", { name: /on YouTube/ })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /on Instagram/ })).not.toBeInTheDocument();
});

test("phone and e-mail are links", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2026" emirates={emirates} />);
  expect(screen.getByRole("link", { name: /^\+971\s+4\s+557\s+2380$/ })).toHaveAttribute("href", "tel:+97145572380");
  expect(screen.getByRole("link", { name: "info@pureoasis.ae" })).toHaveAttribute("href", "mailto:info@pureoasis.ae");
});

test("in Arabic: the dictionary's words, and links that stay in the Arabic edition", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2026" emirates={emirates} />, "ar");
  const nav = screen.getByRole("navigation", { name: "روابط سريعة" });
  expect(within(nav).getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about/");
  expect(within(nav).getByRole("link", { name: "القطع والمنتجات" })).toHaveAttribute("href", "/ar/parts/");
  expect(
    screen.getByRole("link", { name: "Pure Oasis Water Treatment على فيسبوك (يُفتح في علامة تبويب جديدة)" }),
  ).toHaveAttribute("href", "https://www.facebook.com/x");
  expect(screen.getByText("© 2026 Pure Oasis Water Treatment. جميع الحقوق محفوظة.")).toBeInTheDocument();
  expect(screen.getByText(/Warehouse 14، Dubai، United Arab Emirates/)).toBeInTheDocument();
});

test("a column links to each emirate's page, in the page's language", () => {
  renderWithLanguage(<SiteFooter company={company} buildYear="2026" emirates={emirates} />, "ar");
  const nav = screen.getByRole("navigation", { name: "Water treatment by emirate" });
  expect(within(nav).getByRole("link", { name: "Ras Al Khaimah" })).toHaveAttribute(
    "href",
    "/ar/water-treatment/ras-al-khaimah/",
  );
  expect(within(nav).getAllByRole("link")).toHaveLength(2);
});
