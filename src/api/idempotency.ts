/**
 * One order per intent (issue 30 build 3; IETF draft "The Idempotency-Key HTTP Header Field"): a purchase
 * request carries an Idempotency-Key that stays the same while the customer retries the same request — after
 * a lost answer, a double tap or a reload — and is new once the request changes. The server keeps key →
 * first answer, so a retried request gets that answer instead of a second order.
 */
import { isApiError } from './errors';
import { readJson, type KeyValueStore } from './storage';

interface StoredIntent {
  key: string;
  /** A digest of the request body the key was made for. */
  body: string;
}

/** A stable text for a body: keys sorted at every depth, so the same request reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over the canonical body: enough to tell two requests apart without storing them. */
export function bodyDigest(body: unknown): string {
  let h = 0x811c9dc5;
  const text = canonicalJson(body);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length.toString(36)}-${h.toString(36)}`;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for this request: the stored one when the body is the same, else a new one (stored). */
export function intentKey(store: KeyValueStore, slot: string, body: unknown): string {
  const digest = bodyDigest(body);
  const stored = readJson<StoredIntent>(store, slot);
  if (stored && stored.body === digest && stored.key) return stored.key;
  const key = newKey();
  store.setItem(slot, JSON.stringify({ key, body: digest } satisfies StoredIntent));
  return key;
}

/**
 * Whether an error is the server's own answer (a refusal in words): then the intent is over and the next
 * try is a new request. A lost answer (network error, 5xx, 408/409/429: the server may still be working on
 * the first one) keeps the key for the retry.
 */
export function isFinalAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 409, 429].includes(error.status);
}

/**
 * Run a purchase request with its intent's key: the key is forgotten once the server has answered (placed,
 * or refused in words), and kept when the answer was lost.
 */
export async function withIntentKey<T>(store: KeyValueStore, slot: string, body: unknown, send: (headers: { 'Idempotency-Key': string }) => Promise<T>): Promise<T> {
  const key = intentKey(store, slot, body);
  try {
    const result = await send({ 'Idempotency-Key': key });
    store.removeItem(slot);
    return result;
  } catch (e) {
    if (isFinalAnswer(e)) store.removeItem(slot);
    throw e;
  }
}
