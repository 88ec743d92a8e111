import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { components } from '../schema.gen';

/** The customer's notifications (turn4 §4.4 customer/notifications), reshaped once; the reminder and the push token: reminders.ts. */
type CustomerNotification = components['schemas']['CustomerNotification'];

export interface Notice {
  id: number;
  title: string;
  description: string;
  /** The order or trip it is about, when it is about one. */
  orderId: number | null;
  kind: 'order' | 'trip' | 'message' | 'other';
  /** The order's or trip's new status (a reference-server addition; null from a platform backend). */
  status: string | null;
  /** "YYYY-MM-DD HH:MM:SS" as the platform sends it. */
  createdAt: string;
}

const kindOf = (type: string): Notice['kind'] =>
  type === 'order_status' ? 'order' : type === 'trip_status' ? 'trip' : type === 'message' ? 'message' : 'other';

export function toNotice(n: CustomerNotification): Notice {
  const order = Number(n.data.order_id);
  return {
    id: n.id,
    title: n.data.title,
    description: n.data.description,
    orderId: Number.isSafeInteger(order) && order > 0 ? order : null,
    kind: kindOf(n.data.type),
    status: n.data.status ?? null,
    createdAt: n.created_at,
  };
}

/** Keys under 'profile' are dropped on logout (acc §4). */
export const notificationsKey = ['profile', 'notifications'] as const;

/** The zone header rides every call (src/api/headers.ts); without a zone there is nothing to ask. */
export const notificationsQuery = (signedIn: boolean, hasZone: boolean) =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: async () =>
      ((await unwrap(api.GET('/api/v1/customer/notifications'))) as CustomerNotification[]).map(toNotice),
    enabled: signedIn && hasZone,
  });
