// Geometry for zones and distances. Polygons are small (city scale), so planar ray casting on lat/lng
// is accurate enough; distances use the haversine formula with the earth radius the specs name.
export type LatLng = { lat: number; lng: number };

export const EARTH_RADIUS_M = 6378137;

export function pointInPolygon(pt: LatLng, poly: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.lat > pt.lat !== b.lat > pt.lat && pt.lng < ((b.lng - a.lng) * (pt.lat - a.lat)) / (b.lat - a.lat) + a.lng)
      inside = !inside;
  }
  return inside;
}

/** Shoelace area in squared degrees: only used to order zones smallest first. */
export function polygonArea(poly: LatLng[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    s += (poly[j]!.lng + poly[i]!.lng) * (poly[j]!.lat - poly[i]!.lat);
  return Math.abs(s / 2);
}

export function haversine(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** City detour factor: driving distance ≈ straight line × 1.3 (no road network offline). */
export const DETOUR = 1.3;

/**
 * acc §9 The delivery distance in whole metres, as the distance service (config/distance-api) answers it.
 * The one measure the server prices by: the distance API, order placement and parcel placement all call
 * it, so the figure the page shows from that API is the figure the server charges.
 */
export function drivingMetres(a: LatLng, b: LatLng): number {
  return Math.round(haversine(a, b) * DETOUR);
}

/** drivingMetres in km, three decimals (the orders table's precision). */
export const drivingKm = (a: LatLng, b: LatLng): number => drivingMetres(a, b) / 1000;
