import { getScope, storedToken, type ShoppingScope } from './scope';
import { STORAGE_KEYS, type KeyValueStore } from './storage';

/** The platform web client's fixed software id (sent, though the backend ignores it). */
export const SOFTWARE_ID = '33571750';

/**
 * The request headers of platform-api §1.3, each only when its value exists, read at request time from the
 * scope (src/api/scope.ts parses the stored keys; nothing here reads them again). `zoneId` is the stored
 * JSON array string (`[1]`, `[1,2]`).
 */
export function requestHeaders(store: KeyValueStore): Record<string, string> {
  const scope = getScope(store);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-software-id': SOFTWARE_ID,
    ...zoneHeader(scope),
  };
  if (scope.moduleId !== null) headers.moduleId = String(scope.moduleId);
  if (scope.position) {
    headers.latitude = String(scope.position.lat);
    headers.longitude = String(scope.position.lng);
  }
  const language = store.getItem(STORAGE_KEYS.language);
  if (language) headers['X-localization'] = language;
  const token = storedToken(store);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Where one request reads another scope than the chosen one: a shared store link's own module and zone
 * (core §2 /store/[id]: the link's zone only where the customer has none chosen yet), or a read that must not
 * be narrowed to any zone (`zone: 'none'`, sent as an empty zoneId). The one place that decides the zone header.
 */
export interface ScopeOverride {
  moduleId?: number;
  zoneId?: number | 'none';
}

export function overrideHeaders(scope: Pick<ShoppingScope, 'zone'>, override: ScopeOverride): Record<string, string> {
  const headers: Record<string, string> = {};
  if (override.moduleId !== undefined) headers.moduleId = String(override.moduleId);
  if (override.zoneId === 'none') headers.zoneId = '';
  else if (override.zoneId !== undefined)
    Object.assign(headers, zoneHeader({ zone: scope.zone ?? `[${override.zoneId}]` }));
  return headers;
}

const zoneHeader = (scope: Pick<ShoppingScope, 'zone'>): Record<string, string> =>
  scope.zone ? { zoneId: scope.zone } : {};
