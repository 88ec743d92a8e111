// One rule for finding a guest's order or trip (README "Finding a guest's order or trip"): from any device, by
// its number and the contact phone it was placed with, as the platform's track_order finds a guest's order
// (order id and delivery_address.contact_person_number; its guest middleware asks only that some guest id is
// sent, and the query does not use it). Found that way, what only the owner may see (user_id, which for a
// guest is the guest id, and the delivery OTP) stays with the guest id that placed it.
import type { Context } from 'hono';
import type { Deps } from './deps.ts';
import { ownerOf, type Owner } from './access.ts';

export interface Lookup {
  /** A guest caller: the row is found by its number and contact phone, whichever device asks. */
  byContact: boolean;
  owner: Owner;
}

export function lookupOf(c: Context, deps: Deps, q: Record<string, unknown>): Lookup {
  const owner = ownerOf(c, deps, q);
  return { byContact: owner.isGuest, owner };
}

/** The owner-only fields, withheld from a caller who found the row by contact number but did not place it. */
export const NOT_THE_OWNER = { user_id: null, otp: null } as const;
