import { parseJsonObject } from './json';

/** Where the customer is: the rules and constants of the location picker (core §4 Location change, acc §4 Map). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A point the customer chose, with the address text shown for it. */
export interface PickedPlace extends LatLng {
  address: string;
}

/** How the customer chose the point; a failed zone lookup returns to where they came from. */
export type LocationSource = 'search' | 'current' | 'address' | 'map';

/** core §9, acc §9: geolocation asks for low accuracy and gives the customer 5000 ms to decide. */
export const GEOLOCATION_DECISION_MS = 5000;
/** Place search waits for a pause in typing before it asks for suggestions. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 255;

/** acc §4, §9 Map: zoom 1 to 21, starting at 17, or 9 when a zone polygon is shown. */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 21;
export const MAP_DEFAULT_ZOOM = 17;
export const MAP_ZONE_ZOOM = 9;
/** acc §9: the map in the address modal is 236px high. */
export const MAP_ADDRESS_MODAL_HEIGHT = 236;

/** core §4: the address toast says delivery, or pickup in the rental module. */
export type AddressWording = 'delivery' | 'pickup';

export function wordingFor(moduleType: string | null | undefined): AddressWording {
  return moduleType === 'rental' ? 'pickup' : 'delivery';
}

export function isWording(value: unknown): value is AddressWording {
  return value === 'delivery' || value === 'pickup';
}

export function isLatLng(value: unknown): value is LatLng {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Reads `currentLatLng` as stored (numbers, or numeric strings left by other clients). */
export function parseLatLng(raw: string | null): LatLng | null {
  const o = parseJsonObject(raw);
  if (!o) return null;
  const point = { lat: Number(o.lat), lng: Number(o.lng) };
  if (o.lat === null || o.lng === null || o.lat === '' || o.lng === '') return null;
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && isLatLng(point) ? point : null;
}

/** Platform coordinates arrive as strings ("23.757989"); a point needs both as finite numbers. */
export function toLatLng(lat: unknown, lng: unknown): LatLng | null {
  if (lat === null || lat === undefined || lng === null || lng === undefined || lat === '' || lng === '') return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && isLatLng(point) ? point : null;
}

/** The text shown for a point no address is known for. */
export function coordinatesLabel({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** A search is sent for at least two non-blank characters. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_DEFAULT_ZOOM;
  return Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, zoom));
}

/** acc §4 Map: start close in at a known point; zoom out to 9 when the zones are drawn instead. */
export function initialZoom(showingZones: boolean): number {
  return showingZones ? MAP_ZONE_ZOOM : MAP_DEFAULT_ZOOM;
}

/** A place search suggestion (Places "new" `placePrediction`). */
export interface PlaceSuggestion {
  placeId: string;
  text: string;
}

/** What the picker tells the customer, as a message id the view translates, or the server's own words. */
export type LocationMessageId = 'geolocationUnavailable' | 'placeNotFound' | 'lookupFailed';
export type LocationProblem = { id: LocationMessageId } | { message: string };

/**
 * The edge rejects with a LocationProblem (`{message}` carries the server's words, e.g. "Service not
 * available in this area"); anything else (a network failure, an exception) becomes the fallback id.
 */
export function problemOf(error: unknown, fallback: LocationMessageId): LocationProblem {
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    const o = error as Record<string, unknown>;
    if (typeof o.message === 'string' && o.message.trim()) return { message: o.message };
    if (o.id === 'geolocationUnavailable' || o.id === 'placeNotFound' || o.id === 'lookupFailed') return { id: o.id };
  }
  return { id: fallback };
}
