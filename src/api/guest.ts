import type { Client } from 'openapi-fetch';
import type { ClientPaths } from './formPaths';
import { STORAGE_KEYS, type KeyValueStore } from './storage';

let pending: Promise<string | null> | null = null;

/** acc §4 Session: a guest id is requested if none is stored, then saved. Concurrent callers share one request. */
export function ensureGuestId(client: Client<ClientPaths>, store: KeyValueStore): Promise<string | null> {
  const stored = store.getItem(STORAGE_KEYS.guestId);
  if (stored) return Promise.resolve(stored);
  // A refusal throws in the client's error middleware; `data` is the answer otherwise.
  pending ??= client
    .POST('/api/v1/auth/guest/request')
    .then(({ data }) => {
      const id = data?.guest_id;
      if (id === undefined || id === null || String(id) === '') return null;
      store.setItem(STORAGE_KEYS.guestId, String(id));
      return String(id);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
