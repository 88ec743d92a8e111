import { api } from '../api';
import { unwrap } from '../client';

/**
 * turn4 §4.5–§4.6 the review reminder and the push token, apart from the notification list: the home's card
 * and the push prompt call them, /notifications and the bell do not (docs/budgets.md).
 */

export interface ReviewReminder {
  orderId: number | null;
  images: string[];
}

/** The delivered order still waiting for a review (customer/review-reminder); `images` may come as an object. */
export async function fetchReviewReminder(): Promise<ReviewReminder> {
  const data = (await unwrap(api.GET('/api/v1/customer/review-reminder'))) as {
    order_id: number | null;
    images_full_url?: (string | null)[] | Record<string, string | null>;
  };
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
