import {
  blogPosting,
  breadcrumbList,
  localBusiness,
  webSite,
  product,
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

test("webSite names the site, with the company's full and other-language names as alternates", () => {
  expect(
    webSite("https://www.pureoasis.ae/", "Pure Oasis", ["Pure Oasis Water Treatment", "بيور أوسيس", "Pure Oasis"]),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": "https://www.pureoasis.ae/#website",
    name: "Pure Oasis",
    alternateName: ["Pure Oasis Water Treatment", "بيور أوسيس"],
    url: "https://www.pureoasis.ae/",
    publisher: { "@id": "https://www.pureoasis.ae/#organization" },
  });
});

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

test("localBusiness links each emirate served to its page, absolute, in the page's language", () => {
  const data = localBusiness(
    {
      ...company,
      areaServed: [
        { name: "دبي", path: "/ar/water-treatment/dubai/" },
        { name: "Sharjah", path: null },
      ],
    },
    "/logo.png",
  );
  expect(data.areaServed).toEqual([
    { "@type": "AdministrativeArea", name: "دبي", url: "https://www.pureoasis.ae/ar/water-treatment/dubai/" },
    { "@type": "AdministrativeArea", name: "Sharjah" },
  ]);
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
    company.name,
  );
  expect(data).toMatchObject({
    "@type": "Service",
    name: "Reverse Osmosis",
    // The business is in full only on the home and contact pages: the provider names itself.
    provider: { "@type": "LocalBusiness", "@id": "https://www.pureoasis.ae/#organization", name: company.name },
  });
  expect(data).not.toHaveProperty("image");
});

test("serializeJsonLd cannot close its script element", () => {
  expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
});

test("serializeJsonLd leaves out the marks that keep a measurement left to right on an Arabic page", () => {
  expect(
    JSON.parse(serializeJsonLd({ description: "حرارة تبلغ \u206640°C\u2069 و\u2066220–240\u00a0V\u2069" })),
  ).toEqual({
    description: "حرارة تبلغ 40°C و220–240 V",
  });
});

/**
 * The fields Google documents for its structured data (developers.google.com/search/docs/
 * appearance/structured-data): what each type must have, and what ours must never claim.
 */
const GOOGLE_FIELDS = {
  Product: {
    required: ["name"],
    recommended: ["image", "description", "brand", "sku"],
    // Prices, ratings and reviews: we publish none per product, so none may be invented.
    forbidden: ["offers", "aggregateRating", "review"],
  },
  BreadcrumbList: { required: ["itemListElement"], recommended: [], forbidden: [] },
} as const;

function googleProblems(data: Record<string, unknown>): string[] {
  const type = data["@type"] as keyof typeof GOOGLE_FIELDS;
  const fields = GOOGLE_FIELDS[type];
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  for (const field of [...fields.required, ...fields.recommended]) {
    if (data[field] === undefined || data[field] === "") problems.push(`${type} lacks ${field}`);
  }
  for (const field of fields.forbidden) if (field in data) problems.push(`${type} claims ${field}`);
  for (const [key, value] of Object.entries(data)) {
    if (["url", "image", "item"].includes(key) && !/^https:\/\/[^/]+\//.test(String(value))) {
      problems.push(`${type}.${key} is not an absolute URL: ${String(value)}`);
    }
  }
  if (type === "BreadcrumbList") {
    (data.itemListElement as Array<Record<string, unknown>>).forEach((element, index) => {
      if (element["@type"] !== "ListItem") problems.push(`item ${index + 1} is not a ListItem`);
      if (element.position !== index + 1) problems.push(`item ${index + 1} has position ${String(element.position)}`);
      if (!element.name) problems.push(`item ${index + 1} has no name`);
      if (!/^https:\/\//.test(String(element.item))) problems.push(`item ${index + 1} has no absolute URL`);
    });
  }
  return problems;
}

describe("a product page's JSON-LD", () => {
  const item = {
    slug: "uv-sterilizer",
    name: "UV Sterilizer",
    description: "Kills bacteria and viruses with ultraviolet light.",
    category: "Domestic",
    path: "/parts/uv-sterilizer/",
    image: "/static/abc/uv.jpg",
    brand: "Pure Oasis Water Treatment",
  };

  it("has what Google documents for a Product, with absolute URLs, and no price, rating or review", () => {
    const data = product("https://www.pureoasis.ae", item);
    expect(googleProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "uv-sterilizer",
      category: "Domestic",
      url: "https://www.pureoasis.ae/parts/uv-sterilizer/",
      image: "https://www.pureoasis.ae/static/abc/uv.jpg",
      brand: { "@type": "Brand", name: "Pure Oasis Water Treatment" },
    });
  });

  it("is caught by the check when a field Google needs is missing or a price is invented", () => {
    const data = product("https://www.pureoasis.ae", { ...item, image: null });
    expect(googleProblems({ ...data, offers: { price: "1" } })).toEqual([
      "Product lacks image",
      "Product claims offers",
    ]);
  });

  it("has a BreadcrumbList Google accepts: Home > Parts > category > product", () => {
    const trail = breadcrumbList("https://www.pureoasis.ae", [
      { name: "Home", path: "/" },
      { name: "Parts", path: "/parts/" },
      { name: "Domestic", path: "/parts/?category=domestic" },
      { name: "UV Sterilizer", path: "/parts/uv-sterilizer/" },
    ]);
    expect(googleProblems(trail)).toEqual([]);
    expect(googleProblems({ ...trail, itemListElement: [{ "@type": "ListItem", position: 2, name: "" }] })).toEqual([
      "item 1 has position 2",
      "item 1 has no name",
      "item 1 has no absolute URL",
    ]);
  });
});
