// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstError, makeApp, type TestApp } from './helpers.ts';
import { IDENTITIES, signIdToken } from '../../server/services/idp.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let clock: Date;
beforeEach(() => {
  clock = new Date(2025, 0, 15, 12, 0, 0);
  t = makeApp({ now: () => clock });
});
afterEach(() => t.dispose());

const post = (path: string, json: unknown) => t.call('POST', `/api/v1/auth/${path}`, { json });

/** Signs a demo identity-provider token through the app's own secret. */
function idToken(i: number, medium = 'google') {
  const deps = { db: t.db, now: () => clock } as never;
  return signIdToken(deps, IDENTITIES[i]!, medium);
}

describe('acc §7 guest and manual login', () => {
  it('api §3.3 guest/request returns a guest id', async () => {
    const r = await post('guest/request', undefined);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Guest verified', guest_id: expect.any(Number) });
  });

  it('api §3.3 manual login returns the 3.x AuthResult', async () => {
    const r = await post('login', {
      login_type: 'manual',
      email_or_phone: 'demo@example.com',
      password: '12345678',
      field_type: 'email',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'demo@example.com',
    });
    expect(r.body.token).toMatch(/^[0-9a-f]{64}$/);
    const byPhone = await post('login', {
      login_type: 'manual',
      email_or_phone: '8801700000001',
      password: '12345678',
      field_type: 'phone',
    });
    expect(byPhone.body.token).toBeTruthy();
  });

  it('api §3.3 bad credentials → 401 auth-001; blocked → 403 auth-003; login_type required', async () => {
    const bad = await post('login', {
      login_type: 'manual',
      email_or_phone: 'demo@example.com',
      password: 'wrongpass',
      field_type: 'email',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ errors: [{ code: 'auth-001', message: 'User credential does not match' }] });
    const blocked = await post('login', {
      login_type: 'manual',
      email_or_phone: 'blocked@example.com',
      password: '12345678',
      field_type: 'email',
    });
    expect(blocked.status).toBe(403);
    expect(firstError(blocked.body).code).toBe('auth-003');
    const none = await post('login', { email_or_phone: 'x' });
    expect(firstError(none.body)).toEqual({ code: 'login_type', message: 'The login type field is required.' });
    const short = await post('login', { login_type: 'manual', email_or_phone: 'demo@example.com', password: '123' });
    expect(firstError(short.body)).toEqual({
      code: 'password',
      message: 'The password must be at least 6 characters.',
    });
  });

  it('acc §4 Session: tokens are stored hashed and revoked by logout', async () => {
    const token = await t.login();
    expect(t.count('tokens', 'token_hash = ?', token)).toBe(0);
    expect((await t.call('GET', '/api/v1/customer/info', { token, headers: { 'X-localization': 'en' } })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    const after = await t.call('GET', '/api/v1/customer/info', { token, headers: { 'X-localization': 'en' } });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('acc §4 OTP login and sign-up', () => {
  it('api §3.3 OTP login: first call sends, demo OTP 123456 verifies, new user gives update-info', async () => {
    const first = await post('login', { login_type: 'otp', phone: '+8801711111111' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, is_phone_verified: 0, login_type: 'otp' });
    const again = await post('login', { login_type: 'otp', phone: '+8801711111111' });
    expect(again.status).toBe(405);
    expect(firstError(again.body).code).toBe('otp');
    const verify = await post('verify-phone', {
      phone: '+8801711111111',
      otp: '123456',
      verification_type: 'phone',
      login_type: 'otp',
    });
    expect(verify.body).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1 });
    const info = await post('update-info', {
      name: 'Olive Otp',
      phone: '+8801711111111',
      login_type: 'otp',
      registration_token: verify.body.registration_token,
    });
    expect(info.status).toBe(200);
    expect(info.body.token).toBeTruthy();
    const twice = await post('update-info', { name: 'Olive Otp', phone: '+8801711111111', login_type: 'otp' });
    expect(twice.status).toBe(403);
    expect(twice.body).toEqual({ message: 'Already exists' });
  });
  it('acc §7 update-info ref_code: a new OTP customer who gives a refer code is recorded as referred; an unknown code is refused', async () => {
    const referrer = t.db.prepare('SELECT id, ref_code FROM users WHERE ref_code IS NOT NULL LIMIT 1').get() as {
      id: number;
      ref_code: string;
    };
    await post('login', { login_type: 'otp', phone: '+8801711111112' });
    const verify = await post('verify-phone', {
      phone: '+8801711111112',
      otp: '123456',
      verification_type: 'phone',
      login_type: 'otp',
    });
    const token = verify.body.registration_token;
    const unknown = await post('update-info', {
      name: 'Rafi Ref',
      phone: '+8801711111112',
      login_type: 'otp',
      ref_code: 'NO-SUCH-CODE',
      registration_token: token,
    });
    expect([unknown.status, firstError(unknown.body)]).toEqual([
      405,
      { code: 'ref_code', message: 'Referer code not found' },
    ]);
    const info = await post('update-info', {
      name: 'Rafi Ref',
      phone: '+8801711111112',
      login_type: 'otp',
      ref_code: referrer.ref_code,
      registration_token: token,
    });
    expect(info.status).toBe(200);
    expect(t.db.prepare('SELECT ref_by FROM users WHERE phone = ?').get('+8801711111112')).toEqual({
      ref_by: referrer.id,
    });
  });

  it('api §3.3 OTP mismatch → 404 message; 5 bad tries → 405 otp_temp_blocked', async () => {
    // demo off, so 123456 is not a master code and the real code is unknown to the caller
    const noDemo = makeApp({ now: () => clock, config: { demo: false } });
    try {
      const p = (json: unknown) => noDemo.call('POST', '/api/v1/auth/login', { json });
      await p({ login_type: 'otp', phone: '+8801722222222' });
      const wrong = await p({ login_type: 'otp', phone: '+8801722222222', otp: '000001' });
      expect(wrong.status).toBe(404);
      expect(wrong.body).toEqual({ message: 'OTP does not match' });
      for (let i = 0; i < 3; i++) await p({ login_type: 'otp', phone: '+8801722222222', otp: '000001' });
      const blocked = await p({ login_type: 'otp', phone: '+8801722222222', otp: '000001' });
      expect(blocked.status).toBe(405);
      expect(firstError(blocked.body).code).toBe('otp_temp_blocked');
      const later = await p({ login_type: 'otp', phone: '+8801722222222', otp: '000001' });
      expect(firstError(later.body).code).toBe('otp_block_time');
    } finally {
      noDemo.dispose();
    }
  });

  it('api §3.3 sign-up with phone verification on → token null, then verify-phone logs in', async () => {
    const r = await post('sign-up', {
      name: 'New Person',
      email: 'new@example.com',
      phone: '+8801733333333',
      password: 'password1',
      confirm_password: 'password1',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token: null, is_phone_verified: 0, is_personal_info: 1, login_type: 'manual' });
    const v = await post('verify-phone', {
      phone: '+8801733333333',
      otp: '123456',
      verification_type: 'phone',
      login_type: 'manual',
    });
    expect(v.body.token).toBeTruthy();
    expect(v.body.is_phone_verified).toBe(1);
    const user = t.db
      .prepare('SELECT f_name, l_name, password FROM users WHERE email = ?')
      .get('new@example.com') as any;
    expect(user).toMatchObject({ f_name: 'New', l_name: 'Person' });
    expect(user.password).toMatch(/^scrypt\$/);
  });

  it('api §3.3 sign-up: duplicate phone → 403 phone taken; short password; nothing written', async () => {
    const before = t.count('users');
    const dup = await post('sign-up', { name: 'X', phone: '+8801700000001', password: 'password1' });
    expect(dup.body).toEqual({ errors: [{ code: 'phone', message: 'The phone has already been taken.' }] });
    const short = await post('sign-up', { name: 'X', phone: '+8801744444444', password: 'short' });
    expect(firstError(short.body)).toEqual({
      code: 'password',
      message: 'The password must be at least 8 characters.',
    });
    const long = await post('sign-up', { name: 'X'.repeat(500), phone: '+8801744444444', password: 'password1' });
    expect(firstError(long.body).code).toBe('name');
    expect(t.count('users')).toBe(before);
  });

  it('api §3.3 sign-up without verification flags returns a token and moves the guest cart', async () => {
    const off = makeApp({ now: () => clock, config: { centralize_login: { phone_verification_status: 0 } as never } });
    try {
      const guest = (await off.call('POST', '/api/v1/auth/guest/request')).body.guest_id;
      await off.call('POST', '/api/v1/customer/cart/add', {
        headers: { moduleId: '1' },
        json: { guest_id: guest, item_id: 5, model: 'Item', price: 120, quantity: 1 },
      });
      const r = await off.call('POST', '/api/v1/auth/sign-up', {
        json: { name: 'Quick', phone: '+8801755555555', password: 'password1', guest_id: guest },
      });
      expect(r.body.token).toBeTruthy();
      const cart = await off.call('GET', '/api/v1/customer/cart/list', {
        token: r.body.token,
        headers: { moduleId: '1' },
      });
      expect(cart.body).toHaveLength(1);
    } finally {
      off.dispose();
    }
  });
});

describe('acc §4 social login through the demo identity provider', () => {
  it('api §3.3 social: a new identity with a phone logs straight in', async () => {
    const id = IDENTITIES[0]!;
    const r = await post('login', {
      login_type: 'social',
      token: idToken(0),
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ login_type: 'social', is_personal_info: 1, email: id.email });
    expect(r.body.token).toBeTruthy();
  });

  it('api §3.3 social: no phone → token null, is_personal_info 0, update-info completes it', async () => {
    const id = IDENTITIES[1]!;
    const r = await post('login', {
      login_type: 'social',
      token: idToken(1),
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
    });
    expect(r.body).toMatchObject({ token: null, is_personal_info: 0 });
    const info = await post('update-info', {
      name: 'Nora Nophone',
      email: id.email,
      phone: '+8801766666666',
      login_type: 'social',
      registration_token: r.body.registration_token,
    });
    expect(info.body.token).toBeTruthy();
  });

  it('api §3.3 social: e-mail of an existing account → is_exist_user, verified links it', async () => {
    const id = IDENTITIES[2]!;
    const r = await post('login', {
      login_type: 'social',
      token: idToken(2),
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
    });
    expect(r.body).toMatchObject({ token: null, is_exist_user: { id: 1, name: 'Demo Customer' } });
    const yes = await post('login', {
      login_type: 'social',
      token: idToken(2),
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
      verified: true,
    });
    expect(yes.body.token).toBeTruthy();
  });

  it('api §2.2 social: a forged token → 403 {error:"wrong credential."}', async () => {
    const id = IDENTITIES[0]!;
    const forged = idToken(0).replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    const r = await post('social-login', { token: forged, unique_id: id.sub, email: id.email, medium: 'google' });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('wrong credential.');
    const other = await post('login', {
      login_type: 'social',
      token: idToken(0),
      unique_id: 'someone-else',
      email: id.email,
      medium: 'google',
    });
    expect(other.status).toBe(403);
  });

  it('demo IdP page redirects back with token, unique_id, email, medium', async () => {
    const page = await t.app.request(
      '/demo-idp/authorize?medium=google&redirect_uri=http://localhost:5173/auth/callback',
    );
    expect(await page.text()).toContain('Nora Nophone');
    const form = new FormData();
    form.set('medium', 'google');
    form.set('redirect_uri', 'http://localhost:5173/auth/callback');
    form.set('sub', IDENTITIES[0]!.sub);
    const res = await t.app.request('/demo-idp/authorize', { method: 'POST', body: form });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('unique_id')).toBe(IDENTITIES[0]!.sub);
    const login = await post('login', {
      login_type: 'social',
      token: back.searchParams.get('token'),
      unique_id: back.searchParams.get('unique_id'),
      email: back.searchParams.get('email'),
      medium: 'google',
    });
    expect(login.body.token).toBeTruthy();
  });
});

describe('acc §4 forgot password and Firebase stand-in', () => {
  it('api §3.3 forgot-password → verify-token → reset-password (PUT)', async () => {
    const old = await t.login();
    const f = await post('forgot-password', { verification_method: 'email', email: 'demo@example.com' });
    expect(f.status).toBe(200);
    const resend = await post('forgot-password', { verification_method: 'email', email: 'demo@example.com' });
    expect(resend.status).toBe(405);
    const unknown = await post('forgot-password', { verification_method: 'email', email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body).code).toBe('not-found');
    const v = await post('verify-token', {
      verification_method: 'email',
      email: 'demo@example.com',
      reset_token: '123456',
    });
    expect(v.body).toEqual({ message: 'OTP found, you can proceed' });
    const mismatch = await t.call('PUT', '/api/v1/auth/reset-password', {
      json: {
        verification_method: 'email',
        email: 'demo@example.com',
        reset_token: '123456',
        password: 'newpass123',
        confirm_password: 'other1234',
      },
    });
    expect(mismatch.status).toBe(401);
    expect(firstError(mismatch.body).code).toBe('mismatch');
    const ok = await t.call('PUT', '/api/v1/auth/reset-password', {
      json: {
        verification_method: 'email',
        email: 'demo@example.com',
        reset_token: '123456',
        password: 'newpass123',
        confirm_password: 'newpass123',
      },
    });
    expect(ok.body).toEqual({ message: 'Password changed successfully.' });
    expect((await t.call('GET', '/api/v1/customer/wallet/bonuses', { token: old })).status).toBe(401);
    await t.login('demo@example.com', 'newpass123');
  });

  it('api §3.3 verify-token with a wrong code → 400 invalid (demo off)', async () => {
    const noDemo = makeApp({ now: () => clock, config: { demo: false } });
    try {
      await noDemo.call('POST', '/api/v1/auth/forgot-password', {
        json: { verification_method: 'phone', phone: '+8801700000001' },
      });
      const r = await noDemo.call('POST', '/api/v1/auth/verify-token', {
        json: { verification_method: 'phone', phone: '+8801700000001', reset_token: '999999' },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errors: [{ code: 'invalid', message: 'Invalid OTP.' }] });
    } finally {
      noDemo.dispose();
    }
  });

  it('acc §7 firebase-reset-password turns a Firebase-verified code into the reset token', async () => {
    const s = await post('firebase-send-otp', { phone: '+8801700000001' });
    const bad = await t.call('PUT', '/api/v1/auth/firebase-reset-password', {
      json: { phoneNumber: '+8801700000001', sessionInfo: 'nope', code: '123456' },
    });
    expect(bad.status).toBe(400);
    const ok = await t.call('PUT', '/api/v1/auth/firebase-reset-password', {
      json: { phoneNumber: '+8801700000001', sessionInfo: s.body.session_info, code: '123456', is_reset_token: 1 },
    });
    expect(ok.status).toBe(200);
    const reset = await t.call('PUT', '/api/v1/auth/reset-password', {
      json: {
        verification_method: 'phone',
        phone: '+8801700000001',
        reset_token: '123456',
        password: 'brandnew1',
        confirm_password: 'brandnew1',
      },
    });
    expect(reset.body).toEqual({ message: 'Password changed successfully.' });
    await t.login('demo@example.com', 'brandnew1');
  });

  it('api §3.3 social-register (legacy): provider token + phone → token', async () => {
    const id = IDENTITIES[1]!;
    const r = await post('social-register', {
      token: idToken(1),
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
      phone: '+8801712121212',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ is_phone_verified: 0, phone: '+8801712121212' });
    expect(r.body.token).toBeTruthy();
    const taken = await post('social-register', {
      token: idToken(0),
      unique_id: IDENTITIES[0]!.sub,
      medium: 'google',
      phone: '+8801712121212',
    });
    expect(firstError(taken.body)).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
  });

  it('api §3.3 firebase-verify-token accepts session_info issued by the local stand-in', async () => {
    const s = await post('firebase-send-otp', { phone: '+8801777777777' });
    expect(s.body.session_info).toMatch(/^[0-9a-f]{32}$/);
    const bad = await post('firebase-verify-token', {
      session_info: 'nope',
      phone: '+8801777777777',
      otp: '123456',
      login_type: 'otp',
    });
    expect(bad.status).toBe(404);
    const ok = await post('firebase-verify-token', {
      session_info: s.body.session_info,
      phone: '+8801777777777',
      otp: '123456',
      login_type: 'otp',
    });
    expect(ok.body).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1 });
  });
});
