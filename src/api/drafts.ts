/**
 * Drafts kept on the device until their order is placed (issue 30 build 6): what the customer chose
 * survives a reload or a trip to the payment page. One draft per wizard, tied to what it was made for.
 */
import { storage } from './scope';
import { readJson, STORAGE_KEYS } from './storage';

interface Stored<T> {
  /** The parcel category the draft was made for: another category starts afresh. */
  categoryId: number;
  draft: T;
}

export function readParcelDraft<T>(categoryId: number | null): T | null {
  if (categoryId === null) return null;
  const stored = readJson<Stored<T>>(storage, STORAGE_KEYS.parcelDraft);
  return stored && stored.categoryId === categoryId ? stored.draft : null;
}

export function writeParcelDraft<T>(categoryId: number, draft: T): void {
  storage.setItem(STORAGE_KEYS.parcelDraft, JSON.stringify({ categoryId, draft } satisfies Stored<T>));
}

export function clearParcelDraft(): void {
  storage.removeItem(STORAGE_KEYS.parcelDraft);
}
