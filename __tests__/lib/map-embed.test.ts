import { osmEmbedUrl, osmMapUrl } from "../../src/lib/map-embed";

const dubai = { latitude: 25.1376, longitude: 55.2334 };

test("the embed is OpenStreetMap's, centred on the point with a marker", () => {
  const url = new URL(osmEmbedUrl(dubai));
  expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(url.searchParams.get("marker")).toBe("25.1376,55.2334");
  expect(url.searchParams.get("layer")).toBe("mapnik");
  const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
  expect(west).toBeLessThan(dubai.longitude);
  expect(east).toBeGreaterThan(dubai.longitude);
  expect(south).toBeLessThan(dubai.latitude);
  expect(north).toBeGreaterThan(dubai.latitude);
  expect((west + east) / 2).toBeCloseTo(dubai.longitude, 5);
  expect((south + north) / 2).toBeCloseTo(dubai.latitude, 5);
});

test("the span sets the size of the box", () => {
  const bbox = new URL(osmEmbedUrl(dubai, 0.05)).searchParams.get("bbox")!.split(",").map(Number);
  expect(bbox[2] - bbox[0]).toBeCloseTo(0.1, 5);
});

test("the larger map link opens openstreetmap.org at the point", () => {
  expect(osmMapUrl(dubai)).toBe("https://www.openstreetmap.org/?mlat=25.1376&mlon=55.2334#map=16/25.1376/55.2334");
});
