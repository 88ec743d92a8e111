// @vitest-environment node
/** Contract: guest ids, sign-in, sign-up, OTP, password recovery and social login (api §1.5, §2, §3.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  errorCodes,
  expectContract,
  freshCustomer,
  session,
  startServer,
  type Server,
  type Session,
} from './server.ts';

let server: Server;
let s: Session;

const newPhone = () => `+88018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

describe('guest', () => {
  it('api §3.3 auth/guest/request: 200 {message, guest_id} without a body', async () => {
    const res = await server.op('post', '/api/v1/auth/guest/request');
    expectContract(res, 200);
    expect(typeof (res.body as { guest_id: unknown }).guest_id).toBe('number');
  });
});

describe('login', () => {
  it('api §3.3 auth/login: 200 AuthResult with a token (manual, by e-mail and by phone)', async () => {
    const byEmail = await server.op('post', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO.customer.email,
        password: DEMO.customer.password,
        field_type: 'email',
      },
    });
    expectContract(byEmail, 200);
    expect((byEmail.body as { token: string | null }).token).toEqual(expect.any(String));
    const byPhone = await server.op('post', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO.customer.phone,
        password: DEMO.customer.password,
        field_type: 'phone',
      },
    });
    expectContract(byPhone, 200);
  });

  it('api §3.3 auth/login: 401 auth-001 for bad credentials', async () => {
    const res = await server.op('post', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO.customer.email,
        password: 'wrong-password',
        field_type: 'email',
      },
    });
    expectContract(res, 401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'User credential does not match' }] });
  });

  it('api §3.3 auth/login: 403 auth-003 for a blocked account', async () => {
    const res = await server.op('post', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO.blocked.email,
        password: DEMO.blocked.password,
        field_type: 'email',
      },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['auth-003']);
  });

  it('api §2.1 auth/login: 403 validation without login_type, and for malformed JSON', async () => {
    const res = await server.op('post', '/api/v1/auth/login', {
      json: { email_or_phone: DEMO.customer.email, password: DEMO.customer.password },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('login_type');
    const malformed = await server.op('post', '/api/v1/auth/login', { raw: '{"login_type":' });
    expectContract(malformed, 403);
  });

  it('api §3.3 auth/login: with guest_id the guest cart moves to the user', async () => {
    const guest = (await server.call('POST', '/api/v1/auth/guest/request')).body as { guest_id: number };
    const mh = { moduleId: String(s.moduleOf('food')) };
    const items = await server.call('GET', '/api/v1/items/popular', { headers: s.h('food') });
    const item = (
      items.body as { products: { id: number; price: number; food_variations?: unknown; variations?: unknown[] }[] }
    ).products.find(
      (i) =>
        (i.food_variations === '' || (Array.isArray(i.food_variations) && i.food_variations.length === 0)) &&
        (i.variations ?? []).length === 0,
    )!;
    const added = await server.call('POST', '/api/v1/customer/cart/add', {
      headers: mh,
      json: {
        item_id: item.id,
        model: 'Item',
        price: item.price,
        quantity: 1,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
        guest_id: guest.guest_id,
      },
    });
    expect(added.status).toBe(200);
    const user = await freshCustomer(server, 'cartmove');
    const login = await server.op('post', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: user.email,
        password: user.password,
        field_type: 'email',
        guest_id: guest.guest_id,
      },
    });
    expectContract(login, 200);
    const token = (login.body as { token: string }).token;
    const cart = await server.op('get', '/api/v1/customer/cart/list', { headers: mh, token });
    expectContract(cart, 200);
    expect((cart.body as { item_id: number }[]).map((l) => l.item_id)).toContain(item.id);
  });

  it('api §3.3 auth/login (otp): first call sends the OTP (token null), a resend within 60 s is 405 otp', async () => {
    const phone = newPhone();
    const first = await server.op('post', '/api/v1/auth/login', { json: { login_type: 'otp', phone } });
    expectContract(first, 200);
    expect((first.body as { token: unknown }).token).toBeNull();
    const again = await server.op('post', '/api/v1/auth/login', { json: { login_type: 'otp', phone } });
    expectContract(again, 405);
    expect(errorCodes(again.body)).toEqual(['otp']);
  });

  it('api §3.3 auth/login (otp) then auth/update-info: a new phone needs personal info, then gets a token', async () => {
    const phone = newPhone();
    await server.call('POST', '/api/v1/auth/login', { json: { login_type: 'otp', phone } });
    const verified = await server.op('post', '/api/v1/auth/login', {
      json: { login_type: 'otp', phone, otp: DEMO.otp, verified: 1 },
    });
    expectContract(verified, 200);
    const body = verified.body as { token: string | null; is_personal_info: number };
    expect(body.is_personal_info).toBe(0);
    expect(body.token).toBeNull();
    const registration_token = (verified.body as { registration_token?: string }).registration_token;
    expect(registration_token).toEqual(expect.any(String));
    const info = await server.op('post', '/api/v1/auth/update-info', {
      json: {
        name: 'Otp Person',
        login_type: 'otp',
        phone,
        email: `otp.${phone.slice(-6)}@example.com`,
        registration_token,
      },
    });
    expectContract(info, 200);
    expect((info.body as { token: string | null }).token).toEqual(expect.any(String));
  });
});

describe('sign-up and verification', () => {
  it('api §3.3 auth/sign-up: 200 AuthResult (login_type manual, is_personal_info 1)', async () => {
    const phone = newPhone();
    const res = await server.op('post', '/api/v1/auth/sign-up', {
      json: {
        name: 'New Person',
        email: `new.${phone.slice(-8)}@example.com`,
        phone,
        password: 'password-123',
        confirm_password: 'password-123',
      },
    });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ login_type: 'manual', is_personal_info: 1 });
  });

  it('api §3.3 auth/sign-up: name is split into f_name/l_name at the first space', async () => {
    const user = await freshCustomer(server, 'split');
    const info = await server.op('get', '/api/v1/customer/info', { token: user.token });
    expectContract(info, 200);
    expect(info.body).toMatchObject({ f_name: 'Test', l_name: 'split', phone: user.phone, email: user.email });
  });

  it('api §3.3 auth/sign-up: 403 code phone for a duplicate phone', async () => {
    const res = await server.op('post', '/api/v1/auth/sign-up', {
      json: { name: 'Dup', email: 'dup.person@example.com', phone: DEMO.customer.phone, password: 'password-123' },
    });
    expectContract(res, 403);
    expect(res.body).toEqual({ errors: [{ code: 'phone', message: 'The phone has already been taken.' }] });
  });

  it('api §3.3 auth/sign-up: 403 validation for a short password and an oversized name', async () => {
    const short = await server.op('post', '/api/v1/auth/sign-up', {
      json: { name: 'Shorty', phone: newPhone(), password: '123' },
    });
    expectContract(short, 403);
    expect(errorCodes(short.body)).toContain('password');
    const long = await server.op('post', '/api/v1/auth/sign-up', {
      json: { name: 'x'.repeat(10_000), phone: newPhone(), password: 'password-123' },
    });
    expectContract(long, 403);
    expect(errorCodes(long.body)).toContain('name');
  });

  it('api §3.3 auth/verify-phone: 404 {"message":"OTP does not match"}, then 200 AuthResult with the demo OTP', async () => {
    const phone = newPhone();
    const signUp = await server.call('POST', '/api/v1/auth/sign-up', {
      json: { name: 'Verify Me', phone, password: 'password-123' },
    });
    expect(signUp.status).toBe(200);
    const wrong = await server.op('post', '/api/v1/auth/verify-phone', {
      json: { otp: '000000', verification_type: 'phone', phone, login_type: 'manual' },
    });
    expectContract(wrong, 404);
    expect(wrong.body).toEqual({ message: 'OTP does not match' });
    const right = await server.op('post', '/api/v1/auth/verify-phone', {
      json: { otp: DEMO.otp, verification_type: 'phone', phone, login_type: 'manual' },
    });
    expectContract(right, 200);
  });

  it('api §3.3 auth/verify-phone: 405 otp_temp_blocked after 5 bad tries', async () => {
    const phone = newPhone();
    await server.call('POST', '/api/v1/auth/sign-up', { json: { name: 'Block Me', phone, password: 'password-123' } });
    let last;
    for (let i = 0; i < 6; i++) {
      last = await server.op('post', '/api/v1/auth/verify-phone', {
        json: { otp: '000000', verification_type: 'phone', phone, login_type: 'manual' },
      });
      if (last.status === 405) break;
    }
    expectContract(last!, 405);
    expect(errorCodes(last!.body)[0]).toMatch(/^otp_(temp_blocked|block_time)$/);
  });

  it('api §3.3 auth/verify-phone: 403 validation without otp', async () => {
    const res = await server.op('post', '/api/v1/auth/verify-phone', {
      json: { verification_type: 'phone', phone: newPhone(), login_type: 'manual' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('otp');
  });

  it('api §3.3 auth/update-info: 403 {"message":"Already exists"} for a user who has a name, 404 for an unknown user', async () => {
    const named = await server.op('post', '/api/v1/auth/update-info', {
      json: { name: 'Someone', login_type: 'otp', phone: DEMO.customer.phone },
    });
    expectContract(named, 403);
    expect(named.body).toEqual({ message: 'Already exists' });
    const unknown = await server.op('post', '/api/v1/auth/update-info', {
      json: { name: 'Nobody', login_type: 'otp', phone: newPhone() },
    });
    expectContract(unknown, 404);
  });
});

describe('password recovery', () => {
  it('api §3.3 forgot-password → verify-token → reset-password: 200 each, then the new password signs in', async () => {
    const user = await freshCustomer(server, 'reset');
    const forgot = await server.op('post', '/api/v1/auth/forgot-password', {
      json: { verification_method: 'phone', phone: user.phone },
    });
    expectContract(forgot, 200);
    const resend = await server.op('post', '/api/v1/auth/forgot-password', {
      json: { verification_method: 'phone', phone: user.phone },
    });
    expectContract(resend, 405);
    expect(errorCodes(resend.body)).toEqual(['otp']);
    const invalid = await server.op('post', '/api/v1/auth/verify-token', {
      json: { reset_token: '000000', verification_method: 'phone', phone: user.phone },
    });
    expectContract(invalid, 400);
    expect(invalid.body).toEqual({ errors: [{ code: 'invalid', message: 'Invalid OTP.' }] });
    const verify = await server.op('post', '/api/v1/auth/verify-token', {
      json: { reset_token: DEMO.otp, verification_method: 'phone', phone: user.phone },
    });
    expectContract(verify, 200);
    const mismatch = await server.op('put', '/api/v1/auth/reset-password', {
      json: {
        reset_token: DEMO.otp,
        password: 'brand-new-pass',
        confirm_password: 'different-pass',
        verification_method: 'phone',
        phone: user.phone,
      },
    });
    expectContract(mismatch, 401);
    expect(errorCodes(mismatch.body)).toEqual(['mismatch']);
    const reset = await server.op('put', '/api/v1/auth/reset-password', {
      json: {
        reset_token: DEMO.otp,
        password: 'brand-new-pass',
        confirm_password: 'brand-new-pass',
        verification_method: 'phone',
        phone: user.phone,
      },
    });
    expectContract(reset, 200);
    const login = await server.call('POST', '/api/v1/auth/login', {
      json: { login_type: 'manual', email_or_phone: user.email, password: 'brand-new-pass', field_type: 'email' },
    });
    expect(login.status).toBe(200);
  });

  it('api §3.3 auth/forgot-password: 404 not-found for an unknown user, 403 validation without verification_method or a 2.x phone/email', async () => {
    const unknown = await server.op('post', '/api/v1/auth/forgot-password', {
      json: { verification_method: 'phone', phone: newPhone() },
    });
    expectContract(unknown, 404);
    expect(errorCodes(unknown.body)).toEqual(['not-found']);
    // A bare {phone} is the older 2.x body (issue 11 item 9); with neither a method nor a phone or e-mail it is refused.
    const invalid = await server.op('post', '/api/v1/auth/forgot-password', { json: { reset_token: '1234' } });
    expectContract(invalid, 403);
    expect(errorCodes(invalid.body)).toContain('verification_method');
  });

  it('api §3.3 auth/verify-token: 403 validation without reset_token', async () => {
    const res = await server.op('post', '/api/v1/auth/verify-token', {
      json: { verification_method: 'phone', phone: DEMO.customer.phone },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('reset_token');
  });

  it('api §3.3 auth/reset-password: 400 invalid for a wrong reset token', async () => {
    const res = await server.op('put', '/api/v1/auth/reset-password', {
      json: {
        reset_token: '999999',
        password: 'brand-new-pass',
        confirm_password: 'brand-new-pass',
        verification_method: 'phone',
        phone: DEMO.customer.phone,
      },
    });
    expectContract(res, 400);
    expect(errorCodes(res.body)).toEqual(['invalid']);
  });
});

describe('firebase and social', () => {
  it('api §3.3 auth/firebase-verify-token: 403 validation without session_info', async () => {
    const res = await server.op('post', '/api/v1/auth/firebase-verify-token', { json: { phone: DEMO.customer.phone } });
    expectContract(res, 403);
  });

  it('accounts §7 auth/firebase-reset-password: 403 validation without the session', async () => {
    const res = await server.op('put', '/api/v1/auth/firebase-reset-password', { json: {} });
    expectContract(res, 403);
  });

  it('api §3.3 auth/social-login: 403 validation without token, 403 for a provider token that does not check out', async () => {
    const missing = await server.op('post', '/api/v1/auth/social-login', { json: { medium: 'google' } });
    expectContract(missing, 403);
    const bad = await server.op('post', '/api/v1/auth/social-login', {
      json: { token: 'forged', unique_id: 'u-1', email: 'x@example.com', medium: 'google' },
    });
    expectContract(bad, 403);
  });

  it('accounts §7 auth/social-register: 403 validation without token', async () => {
    const res = await server.op('post', '/api/v1/auth/social-register', { json: { medium: 'google' } });
    expectContract(res, 403);
  });
});
