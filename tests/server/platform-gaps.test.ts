// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, secondCustomer, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const codes = (body: unknown) => (body as { code: string }[]).map((c) => c.code);

describe('acc §9 Coupons: the server decides what is available', () => {
  it('acc §9 Coupons: a once-only coupon the customer has used is not listed as available; a new customer still sees it', async () => {
    const mine = await t.call('GET', '/api/v1/coupon/list', { token, headers: FOOD });
    expect(codes(mine.body)).not.toContain('ONCE');
    expect(codes(mine.body)).toContain('FREESHIP');
    const other = await secondCustomer(t);
    const theirs = await t.call('GET', '/api/v1/coupon/list', { token: other, headers: FOOD });
    expect(codes(theirs.body)).toContain('ONCE');
  });
});
