import type { ApiClient } from './client';
import { unwrap } from './client';
import { STORAGE_KEYS, type KeyValueStore } from './storage';

let pending: Promise<string | null> | null = null;

/** acc §4 Session: a guest id is requested if none is stored, then saved. Concurrent callers share one request. */
export function ensureGuestId(client: ApiClient, store: KeyValueStore): Promise<string | null> {
  const stored = store.getItem(STORAGE_KEYS.guestId);
  if (stored) return Promise.resolve(stored);
  pending ??= unwrap(client.POST('/api/v1/auth/guest/request'))
    .then((data) => {
      const id = (data as { guest_id?: unknown } | undefined)?.guest_id;
      if (id === undefined || id === null || id === '') return null;
      store.setItem(STORAGE_KEYS.guestId, String(id));
      return String(id);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
