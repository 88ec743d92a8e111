import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ensureGuestId } from '../../../src/api/guest';
import { isApiError } from '../../../src/api/errors';

function memoryStore(values: Record<string, string> = {}) {
  const m = new Map(Object.entries(values));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

function fakeFetch(status: number, body: unknown) {
  const calls: Request[] = [];
  const fn = vi.fn(async (input: Request) => {
    calls.push(input);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe('API client middleware', () => {
  it('acc §7 adds the stored headers at request time, read fresh for every request', async () => {
    const store = memoryStore({ zoneid: '[1]' });
    const { fn, calls } = fakeFetch(200, {});
    const client = createApiClient({ baseUrl: 'http://api.test', store, fetch: fn, language: () => 'en' });
    await client.GET('/api/v1/config');
    store.setItem('token', 't1');
    store.setItem('module', JSON.stringify({ id: 2, module_type: 'grocery' }));
    await client.GET('/api/v1/config');
    expect(calls[0]!.headers.get('zoneId')).toBe('[1]');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[0]!.headers.get('moduleId')).toBeNull();
    expect(calls[0]!.headers.get('X-localization')).toBe('en');
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer t1');
    expect(calls[1]!.headers.get('moduleId')).toBe('2');
  });

  it('acc §8 401 with a stored token: token removed and the expiry handler runs', async () => {
    const store = memoryStore({ token: 'old' });
    const expired = vi.fn();
    const { fn } = fakeFetch(401, { message: 'Unauthenticated.' });
    const client = createApiClient({ baseUrl: 'http://api.test', store, fetch: fn, onSessionExpired: expired });
    const error = await client.GET('/api/v1/customer/info').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(401);
    expect(store.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('acc §8 401 without a token: nothing happens beyond the error', async () => {
    const store = memoryStore({ guest_id: 'g1' });
    const expired = vi.fn();
    const { fn } = fakeFetch(401, { errors: 'Unauthorized' });
    const client = createApiClient({ baseUrl: 'http://api.test', store, fetch: fn, onSessionExpired: expired });
    const error = await client.GET('/api/v1/customer/cart/list').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.messages).toEqual(['Unauthorized']);
    expect(expired).not.toHaveBeenCalled();
    expect(store.getItem('guest_id')).toBe('g1');
  });

  it('api §2.1 a validation 403 becomes one typed error with every message', async () => {
    const { fn } = fakeFetch(403, { errors: [{ code: 'moduleId', message: 'Module id required' }] });
    const client = createApiClient({ baseUrl: 'http://api.test', store: memoryStore(), fetch: fn });
    const error = await client.GET('/api/v1/config').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.details).toEqual([{ code: 'moduleId', message: 'Module id required' }]);
  });

  it('acc §4 Session: a guest id is requested once when none is stored, then reused', async () => {
    const store = memoryStore();
    const { fn, calls } = fakeFetch(200, { guest_id: 77 });
    const client = createApiClient({ baseUrl: 'http://api.test', store, fetch: fn });
    const [a, b] = await Promise.all([ensureGuestId(client, store), ensureGuestId(client, store)]);
    expect([a, b]).toEqual(['77', '77']);
    expect(await ensureGuestId(client, store)).toBe('77');
    expect(calls).toHaveLength(1);
    expect(store.getItem('guest_id')).toBe('77');
  });
});
