// The platform's access rules (platform-api §1.4): module, zone, token and token-or-guest. Each is a
// function a handler calls first; it throws the exact failure body the platform sends.
import type { Context } from 'hono';
import type { Deps } from './deps.ts';
import type { Module } from '../catalog/catalog.ts';
import type { UserRow } from '../services/users.ts';
import { ApiError, fail, UNAUTHENTICATED } from '../http/errors.ts';
import { parseGuestId } from '../services/guests.ts';

/** moduleId header. 'required': 403 when absent; 'optional': validated only when sent. */
export function moduleOf(c: Context, deps: Deps, mode: 'required' | 'optional'): Module | null {
  const raw = c.req.header('moduleId');
  if (raw === undefined || raw.trim() === '') {
    if (mode === 'required') fail(403, 'moduleId', 'Module id required');
    return null;
  }
  const m = /^\d{1,9}$/.test(raw.trim()) ? deps.catalog.moduleById.get(Number(raw.trim())) : undefined;
  if (!m) fail(403, 'moduleId', 'Not found');
  return m;
}

/** Parses a zoneId header value: the JSON array string "[1,2]" (a bare number is tolerated). */
export function parseZoneIds(raw: string | undefined): number[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  // A flat list of ids only, checked before parsing: Number() of a 7,000-deep array recursed until the
  // stack overflowed, and no real zone list is longer than a few hundred characters.
  if (raw.length > MAX_ZONE_HEADER || !FLAT_IDS.test(raw)) return [];
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x) => typeof x === 'number' || typeof x === 'string')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}
const MAX_ZONE_HEADER = 2048;
const FLAT_IDS = /^\s*\[?[\s\d",.eE+-]*\]?\s*$/;

/** zoneId header, required: 403 code zoneId when absent. */
export function zonesOf(c: Context, message = 'Zone id required'): number[] {
  const ids = parseZoneIds(c.req.header('zoneId'));
  if (ids === null) fail(403, 'zoneId', message);
  return ids;
}

function bearer(c: Context): string | null {
  const h = c.req.header('authorization');
  if (!h) return null;
  const m = h.match(/^Bearer\s+(.+)$/i);
  return m ? m[1]!.trim() : null;
}

/** The user of a valid bearer token, or null. */
export function userOf(c: Context, deps: Deps): UserRow | null {
  const token = bearer(c);
  if (!token || token === 'null') return null;
  const id = deps.tokens.userIdFor(token);
  if (id === null) return null;
  const u = deps.users.byId(id);
  return u && u.status === 1 ? u : null;
}

export function tokenOf(c: Context): string | null {
  return bearer(c);
}

/** token rule: 401 `{"message":"Unauthenticated."}` with Accept: application/json, else the auth-001 list. */
export function requireUser(c: Context, deps: Deps): UserRow {
  const u = userOf(c, deps);
  if (u) return u;
  const wantsJson = (c.req.header('accept') ?? '').includes('json');
  throw new ApiError(
    401,
    wantsJson ? UNAUTHENTICATED : { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] },
  );
}

export type Owner = { id: number; isGuest: boolean; user: UserRow | null };

/**
 * token-or-guest rule: an Authorization header (not "Bearer null") passes the gate; a token that
 * resolves to no user falls back to guest rules (403 guest_id required). Without a header, a guest_id
 * query/body value is needed, else 401 `{"errors":"Unauthorized"}`.
 */
export function ownerOf(c: Context, deps: Deps, input: Record<string, unknown>): Owner {
  const auth = c.req.header('authorization');
  const hasAuth = !!auth && !/^Bearer\s+null$/i.test(auth.trim());
  if (hasAuth) {
    const u = userOf(c, deps);
    if (u) return { id: u.id, isGuest: false, user: u };
  }
  const raw = input.guest_id;
  const present = raw !== undefined && raw !== null && String(raw).trim() !== '';
  if (!present) {
    if (!hasAuth) throw new ApiError(401, { errors: 'Unauthorized' });
    fail(403, 'guest_id', 'The guest id field is required.');
  }
  const id = parseGuestId(raw);
  if (id === null) fail(403, 'guest_id', 'The guest id must be an integer.');
  if (!deps.guests.exists(id)) fail(403, 'guest_id', 'The selected guest id is invalid.');
  return { id, isGuest: true, user: null };
}

/**
 * ownerOf for list reads. The platform looks a guest's rows up by whatever guest_id was sent, so an
 * unknown or malformed one (`guest_id=null` from a client that has not got its id yet) finds nothing:
 * null here, and the caller answers its empty list instead of an error.
 */
export function readerOf(c: Context, deps: Deps, input: Record<string, unknown>): Owner | null {
  try {
    return ownerOf(c, deps, input);
  } catch (e) {
    const code =
      e instanceof ApiError
        ? (e.body as { errors?: Array<{ code?: string; message?: string }> }).errors?.[0]
        : undefined;
    if (code?.code === 'guest_id' && code.message !== 'The guest id field is required.') return null;
    throw e;
  }
}
