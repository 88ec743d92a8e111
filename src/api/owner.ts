import type { Middleware } from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { ensureGuestId } from './guest';
import { STORAGE_KEYS, type KeyValueStore } from './storage';

/**
 * Who is calling (api §1.5, acc §4 Session): a signed-in customer is its bearer token (headers.ts); a guest is
 * its `guest_id`, which this middleware adds to the requests that take one, requesting the id once when none
 * is stored. The views, flows and query options never build it themselves.
 *
 * The paths are the contract's own: every operation of openapi/storefront.yaml with a `guest_id` parameter or
 * body field is in one of these two lists (tests/contract/owner-paths.test.ts keeps them so).
 */

/** The guest's own rows (cart, rental cart, trips, orders): without an owner the server answers 401. */
export const GUEST_OWNED_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/customer/cart/list',
  '/api/v1/customer/cart/add',
  '/api/v1/customer/cart/update',
  '/api/v1/customer/cart/remove-item',
  '/api/v1/customer/cart/remove',
  '/api/v1/rental/user/cart/get-cart',
  '/api/v1/rental/user/cart/add-to-cart',
  '/api/v1/rental/user/cart/remove-cart',
  '/api/v1/rental/user/cart/update-cart',
  '/api/v1/rental/user/cart/update-user-data/{user_data_id}',
  '/api/v1/rental/user/cart/remove-vehicle/{cart_id}',
  '/api/v1/rental/user/trip/trip-booking',
  '/api/v1/rental/user/trip/get-trip-list/{type}',
  '/api/v1/rental/user/trip/get-trip-details',
  '/api/v1/rental/user/trip/cancel-trip',
  '/api/v1/rental/user/trip/payment',
  '/api/v1/customer/order/place',
  '/api/v1/customer/order/list',
  '/api/v1/customer/order/details',
  '/api/v1/customer/order/track',
  '/api/v1/customer/order/running-orders',
  '/api/v1/customer/order/cancel',
  '/api/v1/customer/order/payment-method',
]);

/** Sign-in and sign-up: the guest's id is optional there and moves its carts to the account (api §2.2). */
export const GUEST_MERGE_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/auth/login',
  '/api/v1/auth/sign-up',
  '/api/v1/auth/verify-phone',
  '/api/v1/auth/update-info',
  '/api/v1/auth/firebase-verify-token',
  '/api/v1/auth/social-login',
]);

/**
 * A trip looked up by the contact number it was booked with belongs to whoever knows the number: no owner
 * goes with it (the server would otherwise look the trip up among this device's own).
 */
const lookedUpByContact = (schemaPath: string, url: URL) =>
  schemaPath === '/api/v1/rental/user/trip/get-trip-details' && url.searchParams.has('contact_number');

export function signedIn(store: KeyValueStore): boolean {
  const token = store.getItem(STORAGE_KEYS.token);
  return Boolean(token && token !== 'null' && token !== 'undefined');
}

/** The request with `guest_id` in its query (reads, deletes) or in its JSON or multipart body (writes). */
async function withGuestId(request: Request, guestId: string): Promise<Request> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  const hasBody = request.body !== null && (type.includes('json') || type.includes('multipart/form-data'));
  if (!hasBody) {
    if (url.searchParams.has('guest_id')) return request;
    url.searchParams.set('guest_id', guestId);
    return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
  }
  if (type.includes('json')) {
    const body: unknown = JSON.parse((await request.clone().text()) || '{}');
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'guest_id' in body) return request;
    return new Request(request, { body: JSON.stringify({ ...body, guest_id: guestId }) });
  }
  const form = await request.clone().formData();
  if (form.has('guest_id')) return request;
  form.set('guest_id', guestId);
  // A new multipart body has a new boundary: the old Content-Type must not go along.
  const headers = new Headers(request.headers);
  headers.delete('Content-Type');
  return new Request(request.url, { method: request.method, headers, body: form, signal: request.signal });
}

/** The request-owner middleware of the one client (client.ts). */
export function ownerMiddleware(client: () => Client<paths>, store: KeyValueStore): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (signedIn(store)) return request;
      const owned = GUEST_OWNED_PATHS.has(schemaPath);
      if (!owned && !GUEST_MERGE_PATHS.has(schemaPath)) return request;
      if (lookedUpByContact(schemaPath, new URL(request.url))) return request;
      // A sign-in goes on without the guest's carts when the id cannot be had; an owned request needs it.
      const id = owned ? await ensureGuestId(client(), store) : await ensureGuestId(client(), store).catch(() => null);
      return id ? withGuestId(request, id) : request;
    },
  };
}
