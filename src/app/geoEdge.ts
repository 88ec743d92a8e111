import { api } from '../api/api';
import { unwrap } from '../api/client';
import type { GeocodeResult } from '../api/types';
import { GEOLOCATION_DECISION_MS, type LatLng } from '../domain/location';

/** The edge the location picker and the address modal share: the device's position and the geocode proxy. */

/**
 * Where the device is, at low accuracy (acc §9 / core §9); the machines' own 5000 ms delay also covers the
 * permission prompt. Rejects when there is no geolocation or it is refused.
 */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) return reject(new Error('geolocation unavailable'));
    geo.getCurrentPosition((p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }), reject, {
      enableHighAccuracy: false,
      timeout: GEOLOCATION_DECISION_MS,
      maximumAge: 60_000,
    });
  });
}

/** The address the map provider gives a point (the API's geocode proxy), or null when it has none. */
export async function reverseGeocode(at: LatLng): Promise<string | null> {
  const data = (await unwrap(
    api.GET('/api/v1/config/geocode-api', { params: { query: { lat: at.lat, lng: at.lng } } }),
  )) as GeocodeResult;
  return data?.results?.[0]?.formatted_address || null;
}
