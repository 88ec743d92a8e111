// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, GROCERY, firstError, makeApp, secondCustomer, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const codes = (body: unknown) => (body as { code: string }[]).map((c) => c.code);

describe('acc §9 Coupons: a list offers only codes the customer can use', () => {
  it('acc §9 Coupons: a first-order coupon is listed to a customer with no order yet, not to one who has ordered', async () => {
    const mine = await t.call('GET', '/api/v1/coupon/list', { token, headers: FOOD });
    expect(codes(mine.body)).not.toContain('FIRST100');
    expect(codes(mine.body)).toContain('WELCOME10');
    const fresh = await secondCustomer(t);
    expect(codes((await t.call('GET', '/api/v1/coupon/list', { token: fresh, headers: FOOD })).body)).toContain(
      'FIRST100',
    );
  });

  it("acc §9 Coupons: another module's code is still not found here, and says it belongs to another module", async () => {
    const r = await t.call('GET', '/api/v1/coupon/apply?code=WELCOME10&store_id=5', { token, headers: GROCERY });
    expect(r.status).toBe(404);
    expect(firstError(r.body).code).toBe('coupon_module');
    const unknown = await t.call('GET', '/api/v1/coupon/apply?code=NOPE&store_id=5', { token, headers: GROCERY });
    expect(firstError(unknown.body).code).toBe('coupon');
  });
});

describe('api §3.6 coupon/apply answers the coupon as the platform stores it', () => {
  it('api §3.6 coupon/apply: a store_wise coupon carries its store ids as JSON in data, the list names the store', async () => {
    const applied = await t.call('GET', '/api/v1/coupon/apply?code=BURGER20&store_id=1', { token, headers: FOOD });
    expect(applied.status).toBe(200);
    // The platform's client runs JSON.parse(data)[0] against the cart's store id.
    expect(JSON.parse((applied.body as { data: string }).data)).toEqual(['1']);
    const listed = (await t.call('GET', '/api/v1/coupon/list', { token, headers: FOOD })).body as {
      code: string;
      data: string;
    }[];
    expect(listed.find((c) => c.code === 'BURGER20')!.data).toBe('Burger Barn');
  });
});
