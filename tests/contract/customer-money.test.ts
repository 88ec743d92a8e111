// @vitest-environment node
/** Contract: profile, addresses, wishlist, wallet, loyalty points and coupons (api §1.4, §2.2, §3.4, §3.6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;

let s: Session;

let token: string;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  token = await s.token();
});

afterAll(async () => server?.close());

describe('wallet', () => {
  it('api §3.4 customer/wallet/transactions: 200 page with data[]', async () => {
    const res = await server.op('get', '/api/v1/customer/wallet/transactions', {
      token,
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 200);
    expect((res.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('api §3.4 customer/wallet/transactions: 403 validation without limit/offset', async () => {
    const res = await server.op('get', '/api/v1/customer/wallet/transactions', { token });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(expect.arrayContaining(['limit']));
  });

  it('api §3.4 customer/wallet/transactions: 401 without a token', async () => {
    expectContract(
      await server.op('get', '/api/v1/customer/wallet/transactions', { query: { limit: 10, offset: 1 } }),
      401,
    );
  });

  it('api §3.4 customer/wallet/bonuses: 200 bare array', async () => {
    const res = await server.op('get', '/api/v1/customer/wallet/bonuses', { token });
    expectContract(res, 200);
  });

  it('api §3.4 customer/wallet/add-fund: 200 {redirect_link}', async () => {
    const config = await server.call('GET', '/api/v1/config');
    const gateway = (config.body as { active_payment_method_list: { gateway: string }[] })
      .active_payment_method_list[0]!.gateway;
    const res = await server.op('post', '/api/v1/customer/wallet/add-fund', {
      token,
      json: {
        amount: 100,
        payment_method: gateway,
        payment_platform: 'web',
        callback: 'http://localhost/profile?page=wallet',
      },
    });
    expectContract(res, 200);
    expect((res.body as { redirect_link: string }).redirect_link).toMatch(/^https?:\/\//);
  });

  it('api §3.4 customer/wallet/add-fund: 403 validation for amount 0', async () => {
    const res = await server.op('post', '/api/v1/customer/wallet/add-fund', {
      token,
      json: { amount: 0, payment_method: 'stripe' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('amount');
  });
});

describe('loyalty points', () => {
  it('api §3.4 customer/loyalty-point/transactions: 200 page with data[]', async () => {
    const res = await server.op('get', '/api/v1/customer/loyalty-point/transactions', {
      token,
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 200);
  });

  it('api §3.4 customer/loyalty-point/transactions: 403 validation without limit/offset', async () => {
    const res = await server.op('get', '/api/v1/customer/loyalty-point/transactions', { token });
    expectContract(res, 403);
  });

  it('api §3.4 customer/loyalty-point/point-transfer: 200 at the minimum, 403 code point above the balance', async () => {
    const config = await server.call('GET', '/api/v1/config');
    const min = Number((config.body as { loyalty_point_minimum_point?: number }).loyalty_point_minimum_point ?? 1);
    const ok = await server.op('post', '/api/v1/customer/loyalty-point/point-transfer', {
      token,
      json: { point: Math.max(1, min) },
    });
    expectContract(ok, 200);
    const tooMany = await server.op('post', '/api/v1/customer/loyalty-point/point-transfer', {
      token,
      json: { point: 10_000_000 },
    });
    expectContract(tooMany, 403);
    expect(errorCodes(tooMany.body)).toEqual(['point']);
  });

  it('api §3.4 customer/loyalty-point/point-transfer: 403 validation for a wrong-typed point', async () => {
    const res = await server.op('post', '/api/v1/customer/loyalty-point/point-transfer', {
      token,
      json: { point: 'lots' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('point');
  });
});

describe('coupons', () => {
  it('api §3.6 coupon/list: 200 bare array', async () => {
    const res = await server.op('get', '/api/v1/coupon/list', { token, headers: s.h('food') });
    expectContract(res, 200);
    expect((res.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('api §3.6 coupon/list: 401 without a token (3.x)', async () => {
    expectContract(await server.op('get', '/api/v1/coupon/list', { headers: s.h('food') }), 401);
  });

  it('api §3.6 coupon/list: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/coupon/list', { token, headers: h });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api §3.6 coupon/apply: 200 the Coupon for an eligible store', async () => {
    const list = await server.call('GET', '/api/v1/coupon/list', { token, headers: s.h('food') });
    const coupons = list.body as {
      code: string;
      coupon_type: string;
      store_id?: number | null;
      min_purchase: number;
    }[];
    const stores = await server.call('GET', '/api/v1/stores/latest', { headers: s.h('food') });
    const anyStore = (stores.body as { stores: { id: number }[] }).stores[0]!.id;
    const c =
      coupons.find((x) => x.coupon_type === 'store_wise' && x.store_id) ??
      coupons.find((x) => x.coupon_type === 'default')!;
    const res = await server.op('get', '/api/v1/coupon/apply', {
      token,
      headers: s.h('food'),
      query: { code: c.code, store_id: c.store_id ?? anyStore },
    });
    expectContract(res, 200);
    expect((res.body as { code: string }).code).toBe(c.code);
  });

  it('api §3.6 coupon/apply: 404 code coupon for an unknown code', async () => {
    const res = await server.op('get', '/api/v1/coupon/apply', {
      token,
      headers: s.h('food'),
      query: { code: 'NO-SUCH-CODE', store_id: 1 },
    });
    expectContract(res, 404);
    expect(res.body).toEqual({ errors: [{ code: 'coupon', message: 'Not found' }] });
  });

  it('api §3.6 coupon/apply: 407 for an expired coupon', async () => {
    const res = await server.op('get', '/api/v1/coupon/apply', {
      token,
      headers: s.h('food'),
      query: { code: DEMO.expiredCoupon, store_id: 1 },
    });
    expectContract(res, 407);
    expect(errorCodes(res.body)).toEqual(['coupon']);
  });

  it('api §1.4 coupon/apply: 403 moduleId required', async () => {
    const { moduleId: _m, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/coupon/apply', {
      token,
      headers: h,
      query: { code: 'WELCOME10', store_id: 1 },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['moduleId']);
  });

  it('api §3.6 coupon/apply: 403 validation without store_id', async () => {
    const res = await server.op('get', '/api/v1/coupon/apply', {
      token,
      headers: s.h('food'),
      query: { code: 'WELCOME10' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('store_id');
  });
});

describe('wallet with digital payment off', () => {
  it('api §3.4 customer/wallet/add-fund: 403 object error digital_payment_is_disable', async () => {
    const off = await startServer({
      config: { digital_payment: false, digital_payment_info: { digital_payment: false } },
    });
    try {
      const offSession = await session(off);
      const res = await off.op('post', '/api/v1/customer/wallet/add-fund', {
        token: await offSession.token(),
        json: { amount: 100, payment_method: 'stripe' },
      });
      expectContract(res, 403);
      expect(res.body).toEqual({ errors: { message: 'digital_payment_is_disable' } });
    } finally {
      await off.close();
    }
  });
});
