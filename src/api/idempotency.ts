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
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Where an intent's key is kept between tries: a storage slot of its own (storedIntent), or beside the
 * purchase's other choices (the checkout keeps it in its draft, so a reload restores both together).
 */
export interface IntentSlot {
  read(): { key: string; fingerprint: string } | null;
  write(intent: { key: string; fingerprint: string } | null): void;
}

/** A slot of its own in the device's storage. */
export function storedIntent(store: KeyValueStore, slot: string): IntentSlot {
  return {
    read: () => {
      const stored = readJson<StoredIntent>(store, slot);
      return stored?.key ? { key: stored.key, fingerprint: stored.body } : null;
    },
    write: (intent) =>
      intent
        ? store.setItem(slot, JSON.stringify({ key: intent.key, body: intent.fingerprint } satisfies StoredIntent))
        : store.removeItem(slot),
  };
}

/**
 * The key for this request: the kept one while the request is the same (a retry, a double tap, a reload
 * during placement), else a new one, kept before the request leaves.
 */
export function keyFor(slot: IntentSlot, fingerprint: string): string {
  const kept = slot.read();
  if (kept && kept.fingerprint === fingerprint) return kept.key;
  const key = newKey();
  slot.write({ key, fingerprint });
  return key;
}

/** The key for this request: the stored one when the body is the same, else a new one (stored). */
export function intentKey(store: KeyValueStore, slot: string, body: unknown): string {
  return keyFor(storedIntent(store, slot), bodyDigest(body));
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
 * or refused in words), and kept when the answer was lost. The body's digest tells one request from another.
 */
export async function withIntentKey<T>(
  store: KeyValueStore,
  slot: string,
  body: unknown,
  send: (headers: { 'Idempotency-Key': string }) => Promise<T>,
): Promise<T> {
  return sendWithIntent(storedIntent(store, slot), bodyDigest(body), send);
}

/** withIntentKey for a caller that keeps the key itself and knows its request by its own fingerprint. */
export async function sendWithIntent<T>(
  slot: IntentSlot,
  fingerprint: string,
  send: (headers: { 'Idempotency-Key': string }) => Promise<T>,
): Promise<T> {
  const key = keyFor(slot, fingerprint);
  try {
    const result = await send({ 'Idempotency-Key': key });
    slot.write(null);
    return result;
  } catch (e) {
    if (isFinalAnswer(e)) slot.write(null);
    throw e;
  }
}
