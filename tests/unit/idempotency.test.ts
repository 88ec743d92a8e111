import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { intentKey, withIntentKey } from '../../src/api/idempotency';
import type { KeyValueStore } from '../../src/api/storage';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const body = {
  order_type: 'parcel',
  charge_payer: 'sender',
  receiver_details: { address: 'Gulshan 1', latitude: '23.78' },
};

describe('one order per intent: an Idempotency-Key per purchase request', () => {
  it('a retry of the same parcel (keys in another order, after a reload) sends the same key', () => {
    const store = memory();
    const first = intentKey(store, 'intent:parcel', body);
    const reordered = {
      receiver_details: { latitude: '23.78', address: 'Gulshan 1' },
      charge_payer: 'sender',
      order_type: 'parcel',
    };
    expect(intentKey(store, 'intent:parcel', reordered)).toBe(first);
  });

  it('a changed request gets a new key', () => {
    const store = memory();
    const first = intentKey(store, 'intent:parcel', body);
    expect(intentKey(store, 'intent:parcel', { ...body, charge_payer: 'receiver' })).not.toBe(first);
  });

  it('a lost answer keeps the key for the retry; a placed order or a refusal in words ends the intent', async () => {
    const store = memory();
    const sent: string[] = [];
    const lost = withIntentKey(store, 'intent:trip', body, async (h) => {
      sent.push(h['Idempotency-Key']);
      throw new TypeError('Failed to fetch');
    });
    await expect(lost).rejects.toThrow('Failed to fetch');
    await withIntentKey(store, 'intent:trip', body, async (h) => sent.push(h['Idempotency-Key']));
    expect(sent[1]).toBe(sent[0]);
    expect(store.data.has('intent:trip')).toBe(false);

    const refused = withIntentKey(store, 'intent:trip', body, async () => {
      throw new ApiError(403, [{ code: 'coupon', message: 'Coupon not found' }], null);
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(store.data.has('intent:trip')).toBe(false);
  });
});
