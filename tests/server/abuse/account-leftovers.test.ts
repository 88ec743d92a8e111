// @vitest-environment node
/**
 * acc §7 accounts and more §11 trips, attacked: concurrent sign-ups with one phone answer the platform's
 * duplicate error; a password change asks for the current password and ends the other sessions; a 2.x
 * profile body (f_name/l_name) still saves the name; a replaced profile picture leaves the storage; a trip
 * looked up by its contact number does not show the OTP the driver asks for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PNG, RENTAL, firstError, makeApp, type TestApp } from '../helpers.ts';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeEach(() => {
  // Wednesday 15 January 2025, 12:00 local: the rental providers are open.
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});
afterEach(() => t.dispose());

const profile = (token: string, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Demo Customer',
    email: 'demo@example.com',
    phone: '+8801700000001',
    ...fields,
  }))
    form.set(k, v);
  return t.call('POST', '/api/v1/customer/update-profile', { token, form });
};
const info = (token: string) => t.call('GET', '/api/v1/customer/info', { token, headers: { 'X-localization': 'en' } });

describe('acc §7 accounts under attack', () => {
  it('ten sign-ups with one phone at once: one account, nine answers "The phone has already been taken." (never code server)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/api/v1/auth/sign-up', {
          json: {
            name: 'Twin',
            phone: '+8801733334444',
            email: `twin${i}@example.com`,
            password: '12345678',
            confirm_password: '12345678',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(403);
      expect(firstError(a.body)).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
    }
    expect(t.count('users', 'phone = ?', '+8801733334444')).toBe(1);
  });

  it('a password change without the current password, or with a wrong one, changes nothing', async () => {
    const token = await t.login();
    const none = await profile(token, { password: 'stolen-session-1', button_type: 'change_password' });
    expect(none.status).toBe(403);
    expect(firstError(none.body)).toEqual({
      code: 'current_password',
      message: 'The current password field is required.',
    });
    const wrong = await profile(token, {
      password: 'stolen-session-1',
      current_password: 'guess-1234',
      button_type: 'change_password',
    });
    expect(wrong.status).toBe(403);
    expect(firstError(wrong.body)).toEqual({ code: 'current_password', message: 'The current password is incorrect.' });
    expect(await t.login('demo@example.com', '12345678')).toBeTruthy();
  });

  it('a password change with the current password keeps this session and ends every other one', async () => {
    const other = await t.login();
    const token = await t.login();
    const r = await profile(token, {
      password: 'brand-new-pass',
      current_password: '12345678',
      button_type: 'change_password',
    });
    expect(r.status, r.text).toBe(200);
    expect((await info(token)).status).toBe(200);
    expect((await info(other)).status).toBe(401);
    expect(await t.login('demo@example.com', 'brand-new-pass')).toBeTruthy();
  });

  it('a 2.x profile body with f_name and l_name saves the name', async () => {
    const token = await t.login();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      f_name: 'Old',
      l_name: 'Client',
      email: 'demo@example.com',
      phone: '+8801700000001',
    }))
      form.set(k, v);
    const r = await t.call('POST', '/api/v1/customer/update-profile', { token, form });
    expect(r.status, r.text).toBe(200);
    expect((await info(token)).body).toMatchObject({ f_name: 'Old', l_name: 'Client' });
  });

  it('a replaced profile picture is deleted from storage', async () => {
    const token = await t.login();
    const photo = () => new File([PNG], 'me.png', { type: 'image/png' });
    expect((await profile(token, { image: photo() })).status).toBe(200);
    const first = (await info(token)).body.image as string;
    expect(t.count('uploads', 'name = ?', first)).toBe(1);
    expect((await profile(token, { image: photo() })).status).toBe(200);
    const second = (await info(token)).body.image as string;
    expect(second).not.toBe(first);
    expect(t.count('uploads', 'name = ?', first)).toBe(0);
    expect((await t.app.request(`http://localhost/storage/profile/${first}`)).status).toBe(404);
    expect(t.count('uploads', 'name = ?', second)).toBe(1);
  });
});

describe('more §11 a trip looked up by contact', () => {
  it('shows no OTP to whoever knows the trip id and the phone; the guest who booked it sees it', async () => {
    const guest = await t.guest();
    const phone = '+8801766667777';
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL,
      json: {
        guest_id: guest,
        vehicle_id: 1,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_location: { lat: 23.7557, lng: 90.3753 },
      },
    });
    const booked = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
      headers: RENTAL,
      json: {
        guest_id: guest,
        trip_amount: 945,
        trip_type: 'hourly',
        provider_id: 18,
        contact_person_name: 'Gus',
        contact_person_number: phone,
      },
    });
    expect(booked.status, booked.text).toBe(200);
    const own = await t.call(
      'GET',
      `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}&guest_id=${guest}`,
      { headers: RENTAL },
    );
    expect(own.body.otp).toMatch(/^\d{4}$/);
    const byContact = await t.call(
      'GET',
      `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}&contact_number=${encodeURIComponent(phone)}`,
      { headers: RENTAL },
    );
    expect(byContact.status).toBe(200);
    expect(byContact.body.otp ?? null).toBeNull();
    expect(byContact.text).not.toContain(own.body.otp);
  });
});
