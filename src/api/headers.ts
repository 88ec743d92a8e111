import { readJson, STORAGE_KEYS, type KeyValueStore } from './storage';

/** The platform web client's fixed software id (sent, though the backend ignores it). */
export const SOFTWARE_ID = '33571750';

/**
 * The request headers of platform-api §1.3, each only when its value exists, read at request time.
 * `zoneId` is the stored JSON array string, sent verbatim (`[1]`, `[1,2]`).
 */
export function requestHeaders(store: KeyValueStore): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-software-id': SOFTWARE_ID };
  const zone = normaliseZoneId(store.getItem(STORAGE_KEYS.zoneId));
  if (zone) headers.zoneId = zone;
  const module = readJson<{ id?: unknown }>(store, STORAGE_KEYS.module);
  if (module && (typeof module.id === 'number' || typeof module.id === 'string') && String(module.id) !== '') headers.moduleId = String(module.id);
  const position = readJson<{ lat?: unknown; lng?: unknown }>(store, STORAGE_KEYS.currentLatLng);
  if (position && isCoordinate(position.lat) && isCoordinate(position.lng)) {
    headers.latitude = String(position.lat);
    headers.longitude = String(position.lng);
  }
  const language = store.getItem(STORAGE_KEYS.language);
  if (language) headers['X-localization'] = language;
  const token = store.getItem(STORAGE_KEYS.token);
  if (token && token !== 'null' && token !== 'undefined') headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isCoordinate(v: unknown): boolean {
  return (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
}

/** Accepts the stored zone as the platform returns it (`"[2,1]"`), or a bare id left by an older client. */
export function normaliseZoneId(raw: string | null): string | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value === 'string') return normaliseZoneId(value);
  if (typeof value === 'number' && Number.isInteger(value)) return `[${value}]`;
  if (Array.isArray(value) && value.length && value.every((v) => Number.isInteger(Number(v)))) return JSON.stringify(value.map(Number));
  return null;
}
