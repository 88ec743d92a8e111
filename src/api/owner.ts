import type { Middleware } from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { ClientPaths } from './formPaths';
import { getScope } from './scope';
import type { KeyValueStore } from './storage';

/**
 * Who is calling (api §1.5, acc §4 Session): a signed-in customer is its bearer token (headers.ts); a guest is
 * its `guest_id`, which this middleware adds to the requests that take one, requesting the id once when none
 * is stored. The views, flows and query options never build it themselves.
 *
 * The paths are the contract's own: every operation of openapi/storefront.yaml with a `guest_id` parameter or
 * body field is matched by one of these two rules, and no other (tests/contract/client-paths.test.ts).
 */

/**
 * The guest's own rows (cart, rental cart, trips, orders): without an owner the server answers 401. Rules
 * rather than lists, so the first load carries a line instead of thirty paths (tests/contract/client-paths
 * checks them against every path of the contract).
 */
export const isGuestOwned = (path: string) =>
  /^\/api\/v1\/(customer\/cart\/|rental\/user\/(cart|trip)\/|customer\/order\/(?!cancellation-|parcel-|refund-))/.test(
    path,
  );

/** Sign-in and sign-up: the guest's id is optional there and moves its carts to the account (api §2.2). */
export const isGuestMerge = (path: string) =>
  /^\/api\/v1\/auth\/(login|sign-up|verify-phone|update-info|firebase-verify-token|social-login)$/.test(path);

/**
 * A trip looked up by the contact number it was booked with belongs to whoever knows the number: no owner
 * goes with it (the server would otherwise look the trip up among this device's own).
 */
const lookedUpByContact = (schemaPath: string, url: URL) =>
  schemaPath === '/api/v1/rental/user/trip/get-trip-details' && url.searchParams.has('contact_number');

/** The request-owner middleware of the one client (client.ts). */
export function ownerMiddleware(client: () => Client<ClientPaths>, store: KeyValueStore): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (getScope(store).signedIn) return request;
      const owned = isGuestOwned(schemaPath);
      if (!owned && !isGuestMerge(schemaPath)) return request;
      if (lookedUpByContact(schemaPath, new URL(request.url))) return request;
      // A sign-in goes on without the guest's carts when the id cannot be had; an owned request needs it.
      // Fetched with a guest's first owned call, not with the first load (docs/budgets.md).
      const { ensureGuestId, withGuestId } = await import('./guestRequest');
      const id = owned ? await ensureGuestId(client(), store) : await ensureGuestId(client(), store).catch(() => null);
      return id ? withGuestId(request, id) : request;
    },
  };
}
