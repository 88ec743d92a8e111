import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';

function memoryStore(values: Record<string, string> = {}) {
  const m = new Map(Object.entries(values));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

/** A fake platform: guest/request answers a new id (or fails), every other call answers `[]`. */
function harness(values: Record<string, string>, guestRequest: 'ok' | 'down' = 'ok') {
  const store = memoryStore(values);
  const sent: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request);
    if (request.url.includes('/auth/guest/request')) {
      return guestRequest === 'ok'
        ? Response.json({ message: 'Guest verified', guest_id: 91 })
        : Response.json({ errors: [{ code: 'x', message: 'down' }] }, { status: 500 });
    }
    return Response.json([]);
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    store,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, store, sent, last: () => sent[sent.length - 1]! };
}

describe('API client: who is calling (acc §4 Session, api §1.5)', () => {
  it('acc §4 a guest’s cart read carries its stored guest id in the query', async () => {
    const h = harness({ guest_id: '7' });
    await h.client.GET('/api/v1/customer/cart/list');
    expect(new URL(h.last().url).searchParams.get('guest_id')).toBe('7');
  });

  it('acc §4 a guest’s cart add carries its guest id in the JSON body, the body otherwise as sent', async () => {
    const h = harness({ guest_id: '7' });
    await h.client.POST('/api/v1/customer/cart/add', { body: { item_id: 3, model: 'Item', price: 5, quantity: 1 } });
    expect(await h.last().json()).toEqual({ item_id: 3, model: 'Item', price: 5, quantity: 1, guest_id: '7' });
  });

  it('acc §4 a guest with no id yet gets one first, once, and the cart call carries it', async () => {
    const h = harness({});
    await Promise.all([h.client.DELETE('/api/v1/customer/cart/remove'), h.client.GET('/api/v1/customer/cart/list')]);
    expect(h.sent.filter((r) => r.url.includes('/auth/guest/request'))).toHaveLength(1);
    expect(h.store.getItem('guest_id')).toBe('91');
    const calls = h.sent.filter((r) => r.url.includes('/customer/cart/'));
    expect(calls.map((r) => new URL(r.url).searchParams.get('guest_id'))).toEqual(['91', '91']);
  });

  it('acc §4 a signed-in customer sends the token and no guest id', async () => {
    const h = harness({ token: 't1', guest_id: '7' });
    await h.client.PUT('/api/v1/customer/order/cancel', { body: { order_id: 4, reason: 'late' } });
    expect(h.last().headers.get('Authorization')).toBe('Bearer t1');
    expect(await h.last().json()).toEqual({ order_id: 4, reason: 'late' });
  });

  it('api §3.7 a guest’s order with prescription images carries its guest id in the multipart body', async () => {
    const h = harness({ guest_id: '7' });
    // The fetch here is Node's: its own FormData and Blob, as a browser's are its own (jsdom's would be sent as text).
    const form = await new Response(new URLSearchParams('order_amount=10')).formData();
    form.append('order_attachment[]', new NodeBlob(['x'], { type: 'image/png' }) as Blob, 'rx.png');
    vi.stubGlobal('FormData', form.constructor);
    try {
      await h.client.POST('/api/v1/customer/order/place', { body: {} as never, bodySerializer: () => form });
    } finally {
      vi.unstubAllGlobals();
    }
    const sent = await h.last().formData();
    expect(sent.get('guest_id')).toBe('7');
    expect(sent.get('order_amount')).toBe('10');
    const file = sent.get('order_attachment[]') as File;
    expect([file.name, file.size, file.type]).toEqual(['rx.png', 1, 'image/png']);
  });

  it('api2 §11 a trip looked up by its contact number goes without the device’s guest id', async () => {
    const h = harness({ guest_id: '7' });
    await h.client.GET('/api/v1/rental/user/trip/get-trip-details', {
      params: { query: { trip_id: 2, contact_number: '+8801700000000' } },
    });
    expect(new URL(h.last().url).searchParams.has('guest_id')).toBe(false);
  });

  it('acc §5 sign-in goes ahead without the guest’s carts when no guest id can be had', async () => {
    const h = harness({}, 'down');
    await h.client.POST('/api/v1/auth/login', { body: { login_type: 'otp', phone: '+8801700000000' } });
    expect(await h.last().json()).toEqual({ login_type: 'otp', phone: '+8801700000000' });
  });

  it('a call that is nobody’s (the catalogue) carries no guest id and asks for none', async () => {
    const h = harness({});
    await h.client.GET('/api/v1/config');
    expect(h.sent).toHaveLength(1);
    expect(new URL(h.last().url).searchParams.has('guest_id')).toBe(false);
  });
});
