// @vitest-environment node
/**
 * A restart forgets nothing that protects an account: a password lockout still holds after the process
 * starts again on the same database, and a verified sign-up can still be finished with its proof.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstError, makeApp, type TestApp } from '../helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
afterEach(() => t?.dispose());

const login = (password: string) =>
  t.call('POST', '/api/v1/auth/login', {
    json: { login_type: 'manual', email_or_phone: 'demo@example.com', password, field_type: 'email' },
  });

describe('acc §4 Sign-in and sign-up survive a restart', () => {
  it('acc §4 Password lockout: an account blocked by five wrong passwords is still blocked after a restart', async () => {
    t = makeApp();
    for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).status).toBe(401);
    t.reopen();
    const after = await login('12345678');
    expect(after.status).toBe(403);
    expect(firstError(after.body).code).toBe('login_block_time');
  });

  it("acc §4 Sign-up: a verified sign-up's registration_token still finishes it after a restart", async () => {
    t = makeApp();
    const phone = '+8801799990077';
    await t.call('POST', '/api/v1/auth/login', { json: { login_type: 'otp', phone } });
    const verified = await t.call('POST', '/api/v1/auth/login', { json: { login_type: 'otp', phone, otp: '123456' } });
    expect(verified.body).toMatchObject({ token: null, is_personal_info: 0 });
    t.reopen();
    const done = await t.call('POST', '/api/v1/auth/update-info', {
      json: { name: 'Rita Restart', phone, login_type: 'otp', registration_token: verified.body.registration_token },
    });
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
  });
});
