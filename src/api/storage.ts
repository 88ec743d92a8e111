/**
 * The one registry of what this storefront keeps on the device (docs/design.md "The shopping scope"): no other
 * module names a storage key, and only src/api/scope.ts touches the browser's storage (lint). The platform's
 * own keys (core §3, acc §3) keep the platform's names, so a device shared with its web client reads the same.
 */
export const STORAGE_KEYS = {
  /** The bearer token lives only here. */
  token: 'token',
  guestId: 'guest_id',
  location: 'location',
  currentLatLng: 'currentLatLng',
  zoneId: 'zoneid',
  module: 'module',
  language: 'language-setting',
  settings: 'settings',
  country: 'country',
  /** acc §3: `ltr` or `rtl`, a plain string, read by the platform's web client (its chat and buttons). */
  direction: 'direction',
  userData: 'userDatafor',
  /** Read by name in public/boot.js too, before any module runs. */
  theme: 'theme-mode',
  /** One Idempotency-Key a purchase intent (src/api/idempotency.ts), kept across retries and reloads. */
  intentParcel: 'intent:parcel',
  intentTrip: 'intent:trip',
  /** The trip booking whose answer was lost: the server has emptied its cart, so a retry sends this body again. */
  intentTripBooking: 'intent:trip-booking',
  intentTopUp: 'intent:wallet-top-up',
  intentPrescription: 'intent:prescription',
  /** The parcel wizard's draft (step, sender, receiver, category, payment), until the parcel is placed. */
  parcelDraft: 'parcel_draft',
} as const;

/** Other values this storefront keeps on the device (no part of the scope), read and written as JSON. */
export const DEVICE_KEYS = {
  buyNow: 'buy_now_item',
  interests: 'interest',
  recentSearches: 'recent_searches',
  /** The stores opened recently (the platform client's `visitedStores`: store objects with their module_id). */
  visitedStores: 'visitedStores',
  /** acc §1, §3: the guest's own address (with its contact e-mail) and the guest's contact info. */
  guestAddress: 'guest_address',
  guestContact: 'guest_contact',
  /** The checkout's choices and Place Order intent, per module, page and store, until the order is placed. */
  checkoutDraft: 'checkout_draft',
  /** platform-api §7.5: the answer to the cookie notice (true accepted, false declined); the platform's own key. */
  cookieConsent: 'cookiesConsent',
  /** The newest notification seen (the platform keeps no read flag): the bell counts what came after. */
  notificationsSeen: 'notifications_seen',
  /** turn4 §4.5: the customer answered our push prompt (either way): it is never shown again. */
  pushAsked: 'push_asked',
} as const;

export type DeviceKey = (typeof DEVICE_KEYS)[keyof typeof DEVICE_KEYS];

/**
 * What is kept in IndexedDB (files do not fit local storage): the prescription order's draft, images
 * included (src/api/prescriptionDraft.ts). Its names are registered in ./indexedDb.ts (INDEXED_DB: database
 * `storefront`, store `prescription_drafts`), kept apart so they load with that code only, not with every page.
 */

/** Marks kept for the next page load of this tab only (session storage): what to say after a reload. */
export const SESSION_FLAGS = {
  /** The language just changed: the reloaded page announces it. */
  languageChanged: 'language-changed',
  /** A location was just chosen: the reloaded page says how (its wording) and reads the position again. */
  locationSelected: 'location-selected',
} as const;

export type SessionFlag = (typeof SESSION_FLAGS)[keyof typeof SESSION_FLAGS];

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
