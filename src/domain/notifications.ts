/**
 * Notification rules (turn4 §4.4–4.6): which notices are new to the customer, which of them are worth a
 * toast while browsing, and when a browser may be asked for push permission.
 */

/** The order statuses a toast announces while the customer browses (accepted, picked up, delivered). */
export const TOASTED_STATUSES = ['accepted', 'confirmed', 'picked_up', 'delivered'] as const;
export type ToastedStatus = (typeof TOASTED_STATUSES)[number];
const toasted = (s: string | null): s is ToastedStatus => (TOASTED_STATUSES as readonly string[]).includes(s ?? '');

export interface NoticeLike {
  id: number;
  kind: 'order' | 'trip' | 'message' | 'other';
  status: string | null;
  orderId: number | null;
}

/** How many notices arrived after the newest one the customer has seen (the platform keeps no read flag). */
export function unreadCount(notices: { id: number }[], lastSeenId: number): number {
  return notices.filter((n) => n.id > lastSeenId).length;
}

/** Order notices newer than `sinceId` that a toast should announce, oldest first. */
export function noticesToToast<N extends NoticeLike>(notices: N[], sinceId: number): N[] {
  return notices
    .filter((n) => n.id > sinceId && n.kind === 'order' && n.orderId !== null && toasted(n.status))
    .sort((a, b) => a.id - b.id);
}

/** The newest id of a list, or the fallback when it is empty. */
export const newestId = (notices: { id: number }[], fallback = 0): number =>
  notices.reduce((m, n) => Math.max(m, n.id), fallback);
