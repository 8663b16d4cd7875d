import { emirateFromSearch, emiratesServed } from "../../src/lib/emirates";
import { emiratePath, waterTestPathFor } from "../../src/lib/routes";

const pages = [
  { slug: "dubai", name: "Dubai" },
  { slug: "ras-al-khaimah", name: "Ras Al Khaimah" },
];

describe("emirate routes", () => {
  it("publishes an emirate's page under /water-treatment/", () => {
    expect(emiratePath("abu-dhabi")).toBe("/water-treatment/abu-dhabi/");
  });

  it("links to the water test's form with the emirate chosen", () => {
    expect(waterTestPathFor("umm-al-quwain")).toBe("/water-test/?emirate=umm-al-quwain#book");
  });
});

describe("emiratesServed", () => {
  it("keeps areaServed's order and names, with each one's page", () => {
    expect(emiratesServed(["Ras Al Khaimah", "Dubai"], pages)).toEqual([
      { name: "Ras Al Khaimah", slug: "ras-al-khaimah" },
      { name: "Dubai", slug: "dubai" },
    ]);
  });

  it("gives no slug to an emirate without a page", () => {
    expect(emiratesServed(["Dubai", "Fujairah"], pages)[1]).toEqual({ name: "Fujairah", slug: null });
  });
});

describe("emirateFromSearch", () => {
  it("names the emirate the link's slug chooses, as the form offers it", () => {
    expect(emirateFromSearch("?emirate=ras-al-khaimah", pages)).toBe("Ras Al Khaimah");
    expect(emirateFromSearch("?utm_source=x&emirate=dubai", [{ slug: "dubai", name: "دبي" }])).toBe("دبي");
  });

  it("chooses nothing without the parameter or for a slug of no emirate", () => {
    expect(emirateFromSearch("", pages)).toBeNull();
    expect(emirateFromSearch("?emirate=", pages)).toBeNull();
    expect(emirateFromSearch("?emirate=doha", pages)).toBeNull();
  });
});
