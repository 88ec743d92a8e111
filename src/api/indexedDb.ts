/** The IndexedDB names of this storefront, registered in src/api/storage.ts: one database, one store a kind. */
export const INDEXED_DB = {
  name: 'storefront',
  /** The prescription order's draft, images included, one record per store (src/api/prescriptionDraft.ts). */
  prescriptionDrafts: 'prescription_drafts',
} as const;
