// @vitest-environment node
/** issue 11 item 2 (guest isolation) and item 11 (`cart/list?guest_id=null` on a first load). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, FOOD, makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(() => {
  t = makeApp();
});
afterAll(() => t.dispose());

const burger = (guest: number) => ({
  guest_id: guest,
  item_id: 1,
  model: 'Item',
  price: 250,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
});
const PHONE = '8801711112222';

describe('Hardening: guests cannot reach each other', () => {
  it('Hardening: guest ids are random JSON numbers, not a sequence', async () => {
    const ids = [await t.guest(), await t.guest(), await t.guest()];
    for (const id of ids) {
      expect(typeof id).toBe('number');
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(2 ** 52);
    }
    expect(new Set(ids).size).toBe(3);
    expect(Math.abs(ids[1]! - ids[0]!)).toBeGreaterThan(1000);
    // The neighbour of a known id is no guest at all.
    const guessed = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger(ids[0]! + 1) });
    expect(firstError(guessed.body)).toEqual({ code: 'guest_id', message: 'The selected guest id is invalid.' });
  });

  it('Hardening: another guest can neither see, change nor remove a cart line', async () => {
    const a = await t.guest();
    const b = await t.guest();
    const line = (await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger(a) })).body[0];
    expect((await t.call('GET', `/api/v1/customer/cart/list?guest_id=${b}`, { headers: FOOD })).body).toEqual([]);
    const up = await t.call('POST', '/api/v1/customer/cart/update', {
      headers: FOOD,
      json: { guest_id: b, cart_id: line.id, price: 1, quantity: 5 },
    });
    expect(up.status).toBe(403);
    expect(firstError(up.body).code).toBe('cart_id');
    const rm = await t.call('DELETE', `/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=${b}`, {
      headers: FOOD,
    });
    expect(rm.status).toBe(403);
    const mine = await t.call('GET', `/api/v1/customer/cart/list?guest_id=${a}`, { headers: FOOD });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ id: line.id, quantity: 1 });
  });

  it('Hardening: another guest cannot read, re-pay or cancel an order; tracking it needs the contact number and shows no guest id or OTP', async () => {
    const a = await t.guest();
    const b = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger(a) });
    const placed = await t.call('POST', '/api/v1/customer/order/place', {
      headers: FOOD,
      json: {
        guest_id: a,
        order_amount: 1,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: 1,
        contact_person_name: 'Ann',
        contact_person_number: PHONE,
        contact_person_email: 'ann@example.com',
      },
    });
    const id = placed.body.order_id;
    const details = await t.call('GET', `/api/v1/customer/order/details?order_id=${id}&guest_id=${b}`);
    expect(details.status).toBe(404);
    expect(details.text).not.toContain('ann@example.com');
    // README "Finding a guest's order or trip": any device finds it by its number and contact phone, but
    // only the owner sees the guest id (its credential) and the delivery OTP.
    const other = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${b}&contact_number=${PHONE}`,
    );
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ id, user_id: null, otp: null });
    expect(
      (await t.call('GET', `/api/v1/customer/order/track?order_id=${id}&guest_id=${a}&contact_number=8801799999999`))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/v1/customer/order/list?guest_id=${b}&limit=10&offset=1`)).body.total_size).toBe(
      0,
    );
    const pay = await t.call('PUT', '/api/v1/customer/order/payment-method', { json: { guest_id: b, order_id: id } });
    expect(pay.status).toBe(404);
    const cancel = await t.call('PUT', '/api/v1/customer/order/cancel', {
      json: { guest_id: b, order_id: id, reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(403);
    expect(firstError(cancel.body)).toEqual({ code: 'order', message: 'Not found' });
    // The owner still sees it, pending.
    const track = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${a}&contact_number=${PHONE}`,
    );
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ id, order_status: 'pending', user_id: a });
    expect(track.body.otp).toMatch(/^\d{4}$/);
  });

  it("Finding a guest's order or trip: a guest's order is tracked from a new browser (its own guest id) by its number and contact phone", async () => {
    const a = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger(a) });
    const placed = await t.call('POST', '/api/v1/customer/order/place', {
      headers: FOOD,
      json: {
        guest_id: a,
        order_amount: 1,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: 1,
        contact_person_name: 'Ann',
        contact_person_number: PHONE,
      },
    });
    const id = placed.body.order_id;
    const elsewhere = await t.guest();
    const fresh = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${elsewhere}&contact_number=${PHONE}`,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ id, order_status: 'pending', user_id: null, otp: null });
    expect(
      (
        await t.call(
          'GET',
          `/api/v1/customer/order/track?order_id=${id}&guest_id=${elsewhere}&contact_number=8801799999999`,
        )
      ).status,
    ).toBe(404);
    // As the platform's guest middleware: some guest id (any device's) or a token must come with the call.
    expect((await t.call('GET', `/api/v1/customer/order/track?order_id=${id}&contact_number=${PHONE}`)).status).toBe(
      401,
    );
  });
});

describe('Hardening: a first load before the guest id exists', () => {
  it('Hardening: cart/list?guest_id=null (or any unknown guest) answers an empty list, as the platform does', async () => {
    for (const g of ['null', 'undefined', 'abc', '123']) {
      const r = await t.call('GET', `/api/v1/customer/cart/list?guest_id=${g}`, { headers: FOOD });
      expect(r.status, g).toBe(200);
      expect(r.body, g).toEqual([]);
    }
    // Neither a token nor a guest id is still the platform's 401.
    expect((await t.call('GET', '/api/v1/customer/cart/list', { headers: FOOD })).status).toBe(401);
  });
});
