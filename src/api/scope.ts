import { useMemo, useSyncExternalStore } from 'react';
import { parseStoredModule, type StoredModule } from '../domain/module';
import { normaliseZoneId, parseZoneIds } from '../domain/zone';
import { DEVICE_KEYS, STORAGE_KEYS, type DeviceKey, type KeyValueStore } from './storage';
import { cookieNameOf, MIRRORED_KEYS } from './scopeCookies';

/**
 * The one owner of the shopping scope (docs/design.md "The shopping scope"): where the customer is, which module,
 * and who they are. It is the only code that touches the browser's storage (the keys are registered in
 * storage.ts) and the one parse of the stored scope: the request headers (headers.ts) and the request owner
 * (owner.ts) read `getScope` too. Views subscribe with `useScope`, query keys carry the scope, so a change
 * refetches without a reload.
 * Writes from another tab arrive through the `storage` event.
 */
export interface ShoppingScope {
  module: StoredModule | null;
  moduleId: number | null;
  moduleType: string | null;
  /** The stored `zoneid`, normalised to the JSON array string the platform sends (`[1,2]`). */
  zone: string | null;
  zoneIds: number[];
  /** The stored `location` (the address line) and `currentLatLng`. */
  address: string | null;
  position: { lat: number; lng: number } | null;
  signedIn: boolean;
  guestId: string | null;
}

const OWNED = new Set<string>([...Object.values(STORAGE_KEYS), ...Object.values(DEVICE_KEYS)]);

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') {
      localStorage.getItem(STORAGE_KEYS.token);
      return localStorage;
    }
  } catch {
    // Storage blocked (private mode, sandboxed frame): the session lasts as long as the page.
  }
  return memory();
}

const browser = browserStore();
/** Where the values live: the browser's storage, or (server rendering) the request's cookies (setStorageSource). */
let source: () => KeyValueStore = () => browser;
const listeners = new Set<() => void>();
/** One snapshot per store: in the browser there is one store; a server holds one per request. */
const snapshots = new WeakMap<KeyValueStore, ShoppingScope>();
const sameScope = (a: ShoppingScope, b: ShoppingScope) => JSON.stringify(a) === JSON.stringify(b);

/** A write that leaves the scope's values as they were (a recent search, a device value) keeps its object: no view of the scope draws again. */
function changed() {
  const store = source();
  const before = snapshots.get(store);
  const now = read();
  snapshots.set(store, before && sameScope(before, now) ? before : now);
  listeners.forEach((l) => l());
}

/** Server rendering: each request reads its own values (entry-server.tsx passes the request's store). */
export function setStorageSource(next: () => KeyValueStore) {
  source = next;
}

/**
 * Hydration: whether the device's scope is the one the server rendered with (its cookies mirror the storage).
 * When it is, the device keeps that very object, so hydration has nothing to redraw (a merely equal one would
 * make every view of the scope draw again at once, a long task).
 */
export function adoptRenderedScope(scope: ShoppingScope | null): boolean {
  if (!scope || !sameScope(read(), scope)) return false;
  snapshots.set(source(), scope);
  return true;
}

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function mirror(key: string, value: string | null) {
  if (typeof document === 'undefined' || !MIRRORED_KEYS.includes(key)) return;
  const name = cookieNameOf(key);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** At boot, so a browser that chose its scope before the mirror existed (or in another tab) is rendered right. */
export function mirrorScopeCookies() {
  for (const key of MIRRORED_KEYS) {
    const value = safeGet(key);
    // boot.js has just written the resolved language and theme of a device that never chose them: a missing
    // value must not erase those. A scope value the device no longer has must go, or the server renders it.
    if (value !== null || !RESOLVED_BY_BOOT.includes(key)) mirror(key, value);
  }
}

/** Mirrored keys that public/boot.js writes itself when the device has no stored value. */
const RESOLVED_BY_BOOT: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.theme];

function safeGet(key: string): string | null {
  try {
    return source().getItem(key);
  } catch {
    return null;
  }
}

/** The storage itself, for the API client's headers and the guest-id request (src/api only). */
export const storage: KeyValueStore = {
  getItem: safeGet,
  setItem: (key, value) => {
    try {
      source().setItem(key, value);
      mirror(key, value);
    } finally {
      changed();
    }
  },
  removeItem: (key) => {
    try {
      source().removeItem(key);
      mirror(key, null);
    } finally {
      changed();
    }
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || OWNED.has(e.key)) changed();
  });
}

/** A stored coordinate: a finite number, or a string holding one (never an empty string or null). */
function coordinate(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

function readPosition(store: KeyValueStore): ShoppingScope['position'] {
  try {
    const p = JSON.parse(store.getItem(STORAGE_KEYS.currentLatLng) ?? 'null') as {
      lat?: unknown;
      lng?: unknown;
    } | null;
    const lat = coordinate(p?.lat);
    const lng = coordinate(p?.lng);
    return lat !== null && lng !== null ? { lat, lng } : null;
  } catch {
    return null;
  }
}

/** The stored bearer token, or null (none, or the "null"/"undefined" an older client may have written): the one token check. */
export function storedToken(store: KeyValueStore): string | null {
  const token = store.getItem(STORAGE_KEYS.token);
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** The one parse of the stored scope keys, from any store (the device's, or a request's cookies). */
function scopeOf(store: KeyValueStore): ShoppingScope {
  const module = parseStoredModule(store.getItem(STORAGE_KEYS.module));
  const zone = normaliseZoneId(store.getItem(STORAGE_KEYS.zoneId));
  return {
    module,
    moduleId: module?.id ?? null,
    moduleType: module?.module_type ?? null,
    zone,
    zoneIds: parseZoneIds(zone),
    address: store.getItem(STORAGE_KEYS.location) || null,
    position: readPosition(store),
    signedIn: storedToken(store) !== null,
    guestId: store.getItem(STORAGE_KEYS.guestId) || null,
  };
}

const read = () => scopeOf(storage);

/**
 * The scope now (the same object until something changes). Given another store than the device's (a client
 * built over its own store, as tests build one), that store's scope, read afresh: nothing tells this module
 * when such a store changes.
 */
export function getScope(other?: KeyValueStore): ShoppingScope {
  if (other && other !== storage) return scopeOf(other);
  const store = source();
  let scope = snapshots.get(store);
  if (!scope) snapshots.set(store, (scope = read()));
  return scope;
}

export function subscribeScope(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scope, re-rendering when it changes. */
export function useScope(): ShoppingScope {
  return useSyncExternalStore(subscribeScope, getScope, getScope);
}

/** Signed in (a token is stored): the one answer every view reads. */
export function useSignedIn(): boolean {
  return useScope().signedIn;
}

/** The bearer token, for the flows that need to know the session started before any call. */
export const hasToken = (): boolean => getScope().signedIn;

export function saveModule(module: StoredModule | null) {
  if (module) storage.setItem(STORAGE_KEYS.module, JSON.stringify(module));
  else storage.removeItem(STORAGE_KEYS.module);
}

/** core §4 Location change: the address, its coordinates and the zone ids as the platform returned them. */
export function saveLocation(place: { address: string; lat: number; lng: number; zoneId: string }) {
  storage.setItem(STORAGE_KEYS.location, place.address);
  storage.setItem(STORAGE_KEYS.currentLatLng, JSON.stringify({ lat: place.lat, lng: place.lng }));
  storage.setItem(STORAGE_KEYS.zoneId, place.zoneId);
}

export function saveToken(token: string) {
  storage.setItem(STORAGE_KEYS.token, token);
}

export function dropToken() {
  storage.removeItem(STORAGE_KEYS.token);
}

/** acc §5: "remember me" keeps the identifier only, never the password. */
export function readRemembered(): string | null {
  return storage.getItem(STORAGE_KEYS.userData);
}

export function saveRemembered(identifier: string | null) {
  if (identifier)
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ email_or_phone: identifier, remember: true }));
  else storage.removeItem(STORAGE_KEYS.userData);
}

/** A device value of DEVICE_KEYS as JSON (null when missing or unreadable). */
export function readDeviceValue(key: DeviceKey): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function saveDeviceValue(key: DeviceKey, value: unknown) {
  storage.setItem(key, JSON.stringify(value));
}

/**
 * A device value that is no part of the scope (the checkout draft, written as the customer types): stored
 * without telling the scope's subscribers, which would redraw every view of the scope for nothing.
 */
export function keepDeviceValue(key: DeviceKey, value: unknown) {
  try {
    if (value === null) source().removeItem(key);
    else source().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lasts as long as the page.
  }
}

/** A device value, re-rendering when it changes (here or in another tab); parsed by the caller's reader. */
export function useDeviceValue<T>(key: DeviceKey, parse: (value: unknown) => T): T {
  const raw = useSyncExternalStore(
    subscribeScope,
    () => storage.getItem(key),
    () => null,
  );
  return useMemo(() => {
    try {
      return parse(JSON.parse(raw ?? 'null'));
    } catch {
      return parse(null);
    }
  }, [raw, parse]);
}
