import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { components } from '../schema.gen';

/** The customer's notifications (turn4 §4.4 customer/notifications) and review reminder (§4.6), reshaped once. */
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

const kindOf = (type: string): Notice['kind'] => (type === 'order_status' ? 'order' : type === 'trip_status' ? 'trip' : type === 'message' ? 'message' : 'other');

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
    queryFn: async () => ((await unwrap(api.GET('/api/v1/customer/notifications'))) as CustomerNotification[]).map(toNotice),
    enabled: signedIn && hasZone,
  });

export interface ReviewReminder {
  orderId: number | null;
  images: string[];
}

/** The delivered order still waiting for a review (customer/review-reminder); `images` may come as an object. */
export async function fetchReviewReminder(): Promise<ReviewReminder> {
  const data = (await unwrap(api.GET('/api/v1/customer/review-reminder'))) as { order_id: number | null; images_full_url?: (string | null)[] | Record<string, string | null> };
  const raw = data.images_full_url ?? [];
  const images = (Array.isArray(raw) ? raw : Object.values(raw)).filter((u): u is string => typeof u === 'string');
  return { orderId: data.order_id ?? null, images };
}

/** Dismisses the reminder of that order for good (customer/review-reminder-cancel). */
export async function cancelReviewReminder(orderId: number): Promise<void> {
  await unwrap(api.GET('/api/v1/customer/review-reminder-cancel', { params: { query: { order_id: orderId } } }));
}

/** Registers this device's push token (customer/cm-firebase-token). */
export async function registerPushToken(token: string): Promise<void> {
  await unwrap(api.PUT('/api/v1/customer/cm-firebase-token', { body: { cm_firebase_token: token } }));
}

/** The business's Firebase web config (config `fcm_credentials`, a reference-server addition), or null: push is off. */
export type FcmCredentials = NonNullable<components['schemas']['Config']['fcm_credentials']>;

export function fcmCredentialsOf(config: { fcm_credentials?: unknown } | null | undefined): FcmCredentials | null {
  const c = config?.fcm_credentials as Partial<FcmCredentials> | null | undefined;
  if (!c || typeof c !== 'object') return null;
  const needed = [c.apiKey, c.projectId, c.messagingSenderId, c.appId];
  // A half-filled config cannot get a token: the feature stays off rather than fail on the customer.
  return needed.every((v) => typeof v === 'string' && v.trim() !== '') ? (c as FcmCredentials) : null;
}
