/**
 * Visit again (issue 45 item 11): the stores a customer opened, kept on the device under the platform web
 * client's key `visitedStores` as the store objects it keeps, so a device shared with that client reads the same
 * list. The home row shows the ones of the module in use, the most recent first.
 */
export interface VisitedStore {
  id: number;
  module_id?: number | null;
  name: string;
}

/** Enough for a home row; an older list is cut from its end. */
export const VISITED_STORE_LIMIT = 20;

const isVisited = (v: unknown): v is VisitedStore =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as VisitedStore).id === 'number' &&
  typeof (v as VisitedStore).name === 'string';

/** What the device holds, without anything unreadable (another client's or an older version's leftovers). */
export function parseVisitedStores<T extends VisitedStore>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isVisited) as T[]) : [];
}

/** The list after opening `store`: first, once, and no longer than the limit. */
export function recordVisit<T extends VisitedStore>(list: T[], store: T): T[] {
  return [store, ...list.filter((s) => s.id !== store.id)].slice(0, VISITED_STORE_LIMIT);
}

/** The row of a module: its stores only (a store without a module is shown everywhere, as the platform's were). */
export function visitedInModule<T extends VisitedStore>(list: T[], moduleId: number | null): T[] {
  return list.filter((s) => s.module_id === undefined || s.module_id === null || s.module_id === moduleId);
}
