import {
  blogPosting,
  breadcrumbList,
  localBusiness,
  productList,
  serializeJsonLd,
  service,
} from "../../src/lib/structured-data";

const company = {
  name: "Pure Oasis Water Treatment",
  siteUrl: "https://www.pureoasis.ae",
  phone: "+971 4 557 2380",
  email: "info@pureoasis.ae",
  openingHours: { days: ["Monday", "Saturday"], opens: "08:00", closes: "18:00" },
  address: {
    street: "Warehouse 14",
    city: "Dubai",
    region: "Dubai",
    countryCode: "AE",
    latitude: 25.1,
    longitude: 55.2,
  },
  social: { facebook: "https://www.facebook.com/x", instagram: null },
  claims: { foundedYear: 1999, rating: 4.5, reviewCount: 117 },
  areaServed: ["Dubai", "Sharjah"],
};

test("localBusiness has the address, phone, opening hours, area served and socials", () => {
  const data = localBusiness(company, "/logo.png");
  expect(data).toMatchObject({
    "@type": "LocalBusiness",
    "@id": "https://www.pureoasis.ae/#organization",
    url: "https://www.pureoasis.ae/",
    telephone: "+97145572380",
    foundingDate: "1999",
    logo: "https://www.pureoasis.ae/logo.png",
    address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "AE" },
    geo: { latitude: 25.1, longitude: 55.2 },
    sameAs: ["https://www.facebook.com/x"],
  });
  expect(data.areaServed).toEqual([
    { "@type": "AdministrativeArea", name: "Dubai" },
    { "@type": "AdministrativeArea", name: "Sharjah" },
  ]);
  expect(data.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Saturday"], opens: "08:00", closes: "18:00" },
  ]);
  expect(data).not.toHaveProperty("aggregateRating");
});

test("breadcrumbList numbers absolute URLs from 1", () => {
  expect(
    breadcrumbList("https://www.pureoasis.ae/", [
      { name: "Home", path: "/" },
      { name: "Technologies", path: "/technologies/" },
    ]),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.pureoasis.ae/" },
      { "@type": "ListItem", position: 2, name: "Technologies", item: "https://www.pureoasis.ae/technologies/" },
    ],
  });
});

test("blogPosting names the article, its date, image and publisher", () => {
  expect(
    blogPosting(
      company.siteUrl,
      { title: "T", description: "D", date: "2024-05-14", path: "/blogs/t/", image: "/static/a.jpg" },
      company.name,
    ),
  ).toMatchObject({
    "@type": "BlogPosting",
    headline: "T",
    datePublished: "2024-05-14",
    dateModified: "2024-05-14",
    url: "https://www.pureoasis.ae/blogs/t/",
    image: "https://www.pureoasis.ae/static/a.jpg",
    publisher: { name: "Pure Oasis Water Treatment" },
  });
});

test("service links the provider and the area served", () => {
  const data = service(
    company.siteUrl,
    { name: "Reverse Osmosis", description: "RO", path: "/technologies/reverse-osmosis/" },
    company.areaServed,
  );
  expect(data).toMatchObject({
    "@type": "Service",
    name: "Reverse Osmosis",
    provider: { "@id": "https://www.pureoasis.ae/#organization" },
  });
  expect(data).not.toHaveProperty("image");
});

test("productList lists names and links without offers or ratings", () => {
  const data = productList(
    company.siteUrl,
    [{ name: "UV Sterilizer", slug: "uv-sterilizer" }],
    (slug) => `/parts/?product=${slug}`,
  );
  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: 1,
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: "UV Sterilizer",
        url: "https://www.pureoasis.ae/parts/?product=uv-sterilizer",
      },
    ],
  });
  expect(JSON.stringify(data)).not.toMatch(/offers|aggregateRating|price/);
});

test("serializeJsonLd cannot close its script element", () => {
  expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
});
