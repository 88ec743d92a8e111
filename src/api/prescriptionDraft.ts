/**
 * The prescription order's draft on the device, images included (platform-api-turn4 §5.1: "the draft
 * survives a reload, images too"). Local storage holds strings only, so the draft lives in IndexedDB
 * (database and store named in src/api/storage.ts, INDEXED_DB), one record per store. Every failure (private
 * mode, no IndexedDB) reads as "no draft": the form still works, it only forgets on reload.
 */
import { INDEXED_DB } from './indexedDb';

interface Draft {
  images: Array<{ id: string; name: string; type: string; size: number; file: unknown }>;
  note: string;
  tip: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('no IndexedDB'));
    const req = indexedDB.open(INDEXED_DB.name, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(INDEXED_DB.prescriptionDrafts);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = act(db.transaction(INDEXED_DB.prescriptionDrafts, mode).objectStore(INDEXED_DB.prescriptionDrafts));
      req.onsuccess = () => resolve(req.result as T);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export const readPrescriptionDraft = (storeId: number): Promise<Draft | null> =>
  run<Draft | undefined>('readonly', (s) => s.get(storeId)).then(
    (d) => d ?? null,
    () => null,
  );

export const writePrescriptionDraft = (storeId: number, draft: Draft): Promise<void> =>
  run<unknown>('readwrite', (s) => s.put(draft, storeId)).then(
    () => undefined,
    () => undefined,
  );

export const clearPrescriptionDraft = (storeId: number): Promise<void> =>
  run<unknown>('readwrite', (s) => s.delete(storeId)).then(
    () => undefined,
    () => undefined,
  );
