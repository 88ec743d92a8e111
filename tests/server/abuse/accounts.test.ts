// @vitest-environment node
/**
 * No account taken by a stranger (acc §4 sign-in, api §3.3): finishing a half-registration needs that
 * registration's own proof; OTP codes expire, work once and allow a bounded number of guesses; parallel
 * password guesses meet the lockout; tokens of throwaway accounts buy no extra requests; trip tracking
 * by id and phone does not reveal the guest id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firstError, makeApp, RENTAL, type TestApp } from '../helpers.ts';
import { IDENTITIES, signIdToken } from '../../../server/services/idp.ts';

const VICTIM = '+8801799990001';
let clock = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
afterEach(() => t?.dispose());

const post = (path: string, json: Record<string, unknown>, token?: string) =>
  t.call('POST', `/api/v1/auth/${path}`, { json, token });
/** The newest code the local outbox holds for a target (demo off: random codes). */
async function codeFor(target: string): Promise<string> {
  const page = (await t.call('GET', '/outbox')).text;
  const rows = page.split('<tr').filter((r) => r.includes(target));
  const code = rows[0]?.match(/<code>(\d{6})<\/code>/)?.[1];
  if (!code) throw new Error(`no code for ${target}`);
  return code;
}
/** The victim's OTP sign-up up to the verified step (an account with a phone and no name). */
async function victimVerifies(guest_id?: number) {
  await post('login', { login_type: 'otp', phone: VICTIM });
  const v = await post('login', {
    login_type: 'otp',
    phone: VICTIM,
    otp: await codeFor(VICTIM),
    ...(guest_id ? { guest_id } : {}),
  });
  expect(v.body).toMatchObject({ token: null, is_personal_info: 0 });
  return v.body as { registration_token: string };
}

describe('acc §4 OTP sign-up: only the one who verified finishes it', () => {
  it('acc §4 Sign-up: a stranger who knows the phone cannot finish a half-registration and get its token', async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    await victimVerifies(await t.guest());
    const stranger = await post('update-info', {
      name: 'Mallory',
      phone: VICTIM,
      login_type: 'otp',
      guest_id: await t.guest(),
    });
    expect(stranger.status).toBe(403);
    expect(firstError(stranger.body).code).toBe('registration');
    expect(stranger.body.token).toBeUndefined();
    expect(t.count('tokens')).toBe(0);
    expect(t.count('users', 'phone = ? AND f_name IS NULL', VICTIM)).toBe(1);
  });

  it("acc §4 Sign-up: the verify answer's registration_token finishes it once; the same guest_id also does", async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    const { registration_token } = await victimVerifies();
    expect(registration_token).toMatch(/^[0-9a-f]{48}$/);
    const done = await post('update-info', { name: 'Vic Tim', phone: VICTIM, login_type: 'otp', registration_token });
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));

    const phone = '+8801799990002';
    const guest = await t.guest();
    await post('login', { login_type: 'otp', phone });
    await post('verify-phone', {
      phone,
      otp: await codeFor(phone),
      verification_type: 'phone',
      login_type: 'otp',
      guest_id: guest,
    });
    const sameGuest = await post('update-info', { name: 'Gus Guest', phone, login_type: 'otp', guest_id: guest });
    expect(sameGuest.status).toBe(200);
    expect(sameGuest.body.token).toEqual(expect.any(String));
  });

  it('acc §4 Sign-up: the proof lapses after 10 minutes, and a used one does not work again', async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    const used = await victimVerifies();
    expect(
      (
        await post('update-info', {
          name: 'Vic Tim',
          phone: VICTIM,
          login_type: 'otp',
          registration_token: used.registration_token,
        })
      ).status,
    ).toBe(200);
    t.db.prepare('UPDATE users SET f_name = NULL WHERE phone = ?').run(VICTIM); // half-registered again
    const reused = await post('update-info', {
      name: 'Mallory',
      phone: VICTIM,
      login_type: 'otp',
      registration_token: used.registration_token,
    });
    expect(firstError(reused.body).code).toBe('registration');

    clock += 61_000; // past the resend wait
    const { registration_token } = await victimVerifies();
    clock += 10 * 60_000 + 1000;
    const late = await post('update-info', { name: 'Vic Tim', phone: VICTIM, login_type: 'otp', registration_token });
    expect(late.status).toBe(403);
    expect(firstError(late.body).code).toBe('registration');
  });

  it('acc §4 Social sign-up: a stranger cannot add a phone to a social account that has none and take it', async () => {
    t = makeApp({ now: () => new Date(clock) });
    const id = IDENTITIES[1]!; // the demo identity without a phone
    const token = signIdToken({ db: t.db, now: () => new Date(clock) } as never, id, 'google');
    const r = await post('login', {
      login_type: 'social',
      token,
      unique_id: id.sub,
      email: id.email,
      medium: 'google',
    });
    expect(r.body).toMatchObject({ token: null, is_personal_info: 0 });
    const stranger = await post('update-info', {
      name: 'Mallory',
      email: id.email,
      phone: '+8801799990003',
      login_type: 'social',
    });
    expect(stranger.status).toBe(403);
    expect(firstError(stranger.body).code).toBe('registration');
    expect(t.count('users', 'phone = ?', '+8801799990003')).toBe(0);
  });
});

describe('acc §4 OTP codes (ASVS 6.5.5)', () => {
  it('acc §4 OTP login: a code that signed in once does not sign in again', async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    const phone = '+8801700000001';
    await post('login', { login_type: 'otp', phone });
    const otp = await codeFor(phone);
    expect((await post('login', { login_type: 'otp', phone, otp })).body.token).toEqual(expect.any(String));
    const again = await post('login', { login_type: 'otp', phone, otp });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'OTP does not match' });
  });

  it('acc §4 OTP login: a code older than 10 minutes is refused', async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    const phone = '+8801700000001';
    await post('login', { login_type: 'otp', phone });
    const otp = await codeFor(phone);
    clock += 10 * 60_000 + 1000;
    const late = await post('login', { login_type: 'otp', phone, otp });
    expect(late.status).toBe(404);
    expect(late.body.token).toBeUndefined();
  });

  it('acc §4 OTP login: four wrong guesses a minute do not go on forever; the fifth voids the code', async () => {
    t = makeApp({ demo: false, now: () => new Date(clock) });
    const phone = '+8801700000001';
    await post('login', { login_type: 'otp', phone });
    const otp = await codeFor(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await post('login', { login_type: 'otp', phone, otp: wrong })).status).toBe(404);
    clock += 61_000;
    const fifth = await post('login', { login_type: 'otp', phone, otp: wrong });
    expect(fifth.status).toBe(405);
    expect(firstError(fifth.body).code).toBe('otp_temp_blocked');
    expect(firstError((await post('login', { login_type: 'otp', phone, otp })).body).code).toBe('otp_block_time');
    clock += 5 * 60_000;
    expect((await post('login', { login_type: 'otp', phone, otp })).status).toBe(405);
  });
});

describe('acc §4 Password sign-in under attack', () => {
  const guess = (password: string, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/v1/auth/login', {
      headers,
      json: { login_type: 'manual', email_or_phone: 'demo@example.com', password, field_type: 'email' },
    });

  it('acc §4 Sign-in: 40 parallel wrong passwords meet the lockout; at most 5 are checked', async () => {
    t = makeApp({ now: () => new Date(clock) });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(`wrong-${i}`)));
    const checked = answers.filter((a) => a.status === 401).length;
    const blocked = answers.filter((a) => a.status === 403 && firstError(a.body).code === 'login_block_time').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + blocked).toBe(40);
    expect(firstError((await guess('12345678')).body).code).toBe('login_block_time');
  }, 30_000);

  it('acc §4 Sign-in: one address guessing over many accounts is blocked after 100 failures, right password included', async () => {
    t = makeApp({ now: () => new Date(clock) });
    const spray = (i: number) =>
      t.call('POST', '/api/v1/auth/login', {
        json: {
          login_type: 'manual',
          email_or_phone: `nobody${i}@example.com`,
          password: 'wrongpass',
          field_type: 'email',
        },
      });
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => spray(round * 10 + i)));
      expect(answers.every((a) => a.status === 401)).toBe(true);
    }
    expect(firstError((await guess('12345678')).body).code).toBe('login_block_time');
  }, 60_000);

  it('acc §4 Sign-in: tokens of throwaway accounts do not lift the per-address limit on sign-in or browsing', async () => {
    t = makeApp({
      rateLimit: 30,
      now: () => new Date(clock),
      config: { centralize_login: { phone_verification_status: 0 } as never },
    });
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await post('sign-up', { name: `Throwaway ${i}`, phone: `+88017000100${i}`, password: 'password1' });
      tokens.push(r.body.token);
    }
    expect(tokens.every((x) => typeof x === 'string')).toBe(true);
    const logins = [];
    for (let i = 0; i < 30; i++)
      logins.push(
        (
          await post(
            'login',
            {
              login_type: 'manual',
              email_or_phone: `nobody${i}@example.com`,
              password: 'wrongpass',
              field_type: 'email',
            },
            tokens[i % 6],
          )
        ).status,
      );
    expect(logins.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    const browse = [];
    for (let i = 0; i < 36; i++)
      browse.push((await t.call('GET', '/api/v1/zone/list', { token: tokens[i % 6] })).status);
    expect(browse.filter((s) => s === 429).length).toBe(6);
  }, 60_000);
});

describe('more §11 trip tracking', () => {
  it('more §11 Trip tracking: a trip id and the contact number do not reveal the guest id', async () => {
    t = makeApp({ now: () => new Date(clock) });
    const g = await t.guest();
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL,
      json: {
        guest_id: g,
        vehicle_id: 1,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_location: { lat: 23.7557, lng: 90.3753 },
      },
    });
    const booked = await t.call('POST', `/api/v1/rental/user/trip/trip-booking?guest_id=${g}`, {
      headers: RENTAL,
      json: {
        guest_id: g,
        trip_amount: 945,
        trip_type: 'hourly',
        provider_id: 18,
        contact_person_name: 'Guest',
        contact_person_number: '+8801799990009',
      },
    });
    expect(booked.status).toBe(200);
    const id = Number(booked.body.trip_id ?? booked.body.id ?? booked.body);
    const seen = await t.call(
      'GET',
      `/api/v1/rental/user/trip/get-trip-details?trip_id=${id}&contact_number=%2B8801799990009`,
      { headers: RENTAL },
    );
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain(String(g));
    expect(seen.body.user_id).toBeNull();
    const own = await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${id}&guest_id=${g}`, {
      headers: RENTAL,
    });
    expect(own.body.user_id).toBe(g);
  });
});
