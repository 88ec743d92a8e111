// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';
import { EN } from './customer.helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp();
  token = await t.login();
});
afterEach(() => t.dispose());

describe('acc §2 Referral: the promised amount is paid', () => {
  it("acc §2 Referral: a customer who signs up with the demo customer's code earns them ref_earning_exchange_rate, once", async () => {
    const before = (await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).body;
    const signUp = (phone: string) =>
      t.call('POST', '/api/v1/auth/sign-up', {
        json: {
          name: 'New Friend',
          phone,
          password: 'password1',
          confirm_password: 'password1',
          ref_code: before.ref_code,
        },
      });
    expect((await signUp('+8801755550001')).status).toBe(200);
    const after = (await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).body;
    expect(after.wallet_balance).toBe(before.wallet_balance + 50);
    const tx = await t.call('GET', '/api/v1/customer/wallet/transactions?limit=10&offset=1', { token });
    expect(tx.body.data[0]).toMatchObject({ credit: 50, transaction_type: 'referrer' });
    // The same new customer cannot be paid for twice; another new one is paid again.
    expect((await signUp('+8801755550001')).status).toBe(403);
    expect((await signUp('+8801755550002')).status).toBe(200);
    expect((await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).body.wallet_balance).toBe(
      before.wallet_balance + 100,
    );
  });
});
