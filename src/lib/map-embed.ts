import { OSM_ORIGIN } from "./constants";

/** OpenStreetMap links for the company's position (data/company.json address). */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The embeddable map centred on the point with a marker. `span` is the half-width
 * of the box in degrees of longitude (0.006 is about a street block or two).
 */
export function osmEmbedUrl({ latitude, longitude }: GeoPoint, span = 0.006): string {
  const round = (value: number) => Number(value.toFixed(5));
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map(round).join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `${OSM_ORIGIN}/export/embed.html?${params.toString()}`;
}

/** The full map on openstreetmap.org, for "View larger map". */
export function osmMapUrl({ latitude, longitude }: GeoPoint, zoom = 16): string {
  return `${OSM_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
