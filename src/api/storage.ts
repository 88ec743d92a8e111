/** The browser storage keys of core §3 and acc §3; the token lives only under `token`. */
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  location: 'location',
  currentLatLng: 'currentLatLng',
  zoneId: 'zoneid',
  module: 'module',
  language: 'language-setting',
  settings: 'settings',
  country: 'country',
  userData: 'userDatafor',
  /** One Idempotency-Key a purchase intent (src/app/idempotency.ts), kept across retries and reloads. */
  intentParcel: 'intent:parcel',
  intentTrip: 'intent:trip',
  intentTopUp: 'intent:wallet-top-up',
  /** The parcel wizard's draft (step, sender, receiver, category, payment), until the parcel is placed. */
  parcelDraft: 'parcel_draft',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
