// issue 17: parcel orders on the reference server (platform-api §3.7 parcel fields, more §10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL, firstError, makeApp, parcelOrderBody, type TestApp } from './helpers.ts';
import { drivingMetres } from '../../server/catalog/geo.ts';

const SENDER = { lat: 23.7557, lng: 90.3753 };
const RECEIVER = { lat: 23.7461, lng: 90.3742 };
const receiver = {
  contact_person_name: 'Rita Receiver',
  contact_person_number: '+8801711119999',
  address: 'Lake Road 4',
  latitude: String(RECEIVER.lat),
  longitude: String(RECEIVER.lng),
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = makeApp();
  token = await t.login();
});
afterAll(() => t.dispose());

const place = (json: Record<string, unknown>, o: { token?: string } = { token }) =>
  t.call('POST', '/api/v1/customer/order/place', {
    ...o,
    headers: PARCEL,
    json: parcelOrderBody(json),
  });

describe('Parcel on the reference server', () => {
  it('more §10 parcel-instructions: paged, no auth', async () => {
    const r = await t.call('GET', '/api/v1/customer/order/parcel-instructions?limit=2&offset=2');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_size: 5, limit: '2', offset: '2' });
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data[0]).toMatchObject({ id: 3, instruction: expect.any(String), status: 1 });
  });

  it('api §3.7 parcel place: priced by the server from the distance and the category, list/details/track show it', async () => {
    const r = await place({
      order_amount: 0.01,
      distance: 0.001,
      dm_tips: 5,
      delivery_instruction: 'Handle with care',
      order_note: 'Blue box',
    });
    expect(r.status).toBe(200);
    const km = drivingMetres(SENDER, RECEIVER) / 1000; // the distance service's figure, not the straight line
    // Small Package: 8 per km, minimum 30, + the Dhanmondi zone's 10 % increased fee; additional charge 10;
    // tips 5. The posted amount is ignored.
    const base = Math.round(Math.max(30, km * 8) * 100) / 100;
    const fee = Math.round((base + Math.round(base * 10) / 100) * 100) / 100;
    expect(r.body.total_ammount).toBeCloseTo(fee + 10 + 5, 2);
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${r.body.order_id}`, { token });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({
      order_type: 'parcel',
      store: null,
      charge_payer: 'sender',
      delivery_charge: fee,
      distance: km,
      delivery_instruction: 'Handle with care',
      order_note: 'Blue box',
      parcel_category: { id: 2, name: 'Small Package' },
      receiver_details: {
        contact_person_name: 'Rita Receiver',
        contact_person_number: '+8801711119999',
        address: 'Lake Road 4',
      },
      delivery_address: { contact_person_name: 'Sam Sender', address: 'Road 27' },
      module_type: 'parcel',
    });
    const running = await t.call('GET', '/api/v1/customer/order/running-orders?limit=10&offset=1', { token });
    expect(running.body.orders[0]).toMatchObject({
      id: r.body.order_id,
      order_type: 'parcel',
      parcel_category: { id: 2 },
      details_count: 0,
    });
    const details = await t.call('GET', `/api/v1/customer/order/details?order_id=${r.body.order_id}`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: r.body.order_id,
      order_type: 'parcel',
      receiver_details: { address: 'Lake Road 4' },
    });
  });

  it('api §3.7 parcel: a long trip costs per km above the minimum', async () => {
    const far = { ...receiver, latitude: '23.80', longitude: '90.40' };
    const r = await place({ receiver_details: JSON.stringify(far), parcel_category_id: 3 });
    expect(r.status).toBe(200);
    const km = drivingMetres(SENDER, { lat: 23.8, lng: 90.4 }) / 1000;
    expect(km * 12).toBeGreaterThan(50);
    const r2 = (n: number) => Math.round(n * 100) / 100;
    const base = r2(km * 12);
    // Large Package: 12 per km, + the zone's 10 % increased fee (rounded on its own), + the additional 10.
    expect(r.body.total_ammount).toBeCloseTo(r2(base + r2(base * 0.1)) + 10, 2);
  });

  it("Parcel: the sender zone's parcel charges: get-zone-id shows them; its maximum caps a long trip, its increased fee is added", async () => {
    const zones = await t.call('GET', `/api/v1/config/get-zone-id?lat=${SENDER.lat}&lng=${SENDER.lng}`);
    const dhanmondi = zones.body.zone_data[0];
    expect(dhanmondi).toMatchObject({ id: 2, increased_delivery_fee: 10, increased_delivery_fee_status: 1 });
    expect(dhanmondi.modules.find((m: any) => m.id === 5).pivot).toMatchObject({
      per_km_shipping_charge: 9,
      minimum_shipping_charge: 35,
      maximum_shipping_charge: 150,
    });
    // About 16 km × 12 (Large Package) = 190 → capped at the zone's 150, + 10 % = 165.
    const r = await place({
      receiver_details: JSON.stringify({ ...receiver, latitude: '23.87', longitude: '90.4' }),
      parcel_category_id: 3,
    });
    expect(r.status).toBe(200);
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${r.body.order_id}`, { token });
    expect(track.body.distance * 12).toBeGreaterThan(150);
    expect(track.body.delivery_charge).toBe(165);
  });

  it('api §3.7 parcel refusals: outside coverage (sender or receiver), bad receiver, category, payer rules', async () => {
    const out = await place({ latitude: 23.62, longitude: 90.5 });
    expect(out.status).toBe(403);
    expect(firstError(out.body).code).toBe('coordinates');
    const outReceiver = await place({
      receiver_details: JSON.stringify({ ...receiver, latitude: '23.62', longitude: '90.5' }),
    });
    expect(firstError(outReceiver.body).code).toBe('coordinates');
    expect(firstError((await place({ receiver_details: '{oops' })).body).code).toBe('receiver_details');
    const noPhone = await place({ receiver_details: JSON.stringify({ ...receiver, contact_person_number: '' }) });
    expect(firstError(noPhone.body).code).toBe('contact_person_number');
    expect((await place({ parcel_category_id: 999 })).status).toBe(404);
    expect(firstError((await place({ charge_payer: 'nobody' })).body).code).toBe('charge_payer');
    const receiverWallet = await place({ charge_payer: 'receiver', payment_method: 'wallet' });
    expect(firstError(receiverWallet.body)).toEqual({
      code: 'payment_method',
      message: 'The receiver can only pay by cash on delivery',
    });
    const missing = await place({ parcel_category_id: undefined, receiver_details: undefined });
    expect(missing.body.errors.map((e: any) => e.code)).toContain('parcel_category_id');
  });

  it('api §3.7 parcel: guests need contact; a guest tracks with the sender phone; receiver pays in cash', async () => {
    const g = await t.guest();
    const noContact = await place(
      { guest_id: g, contact_person_name: undefined, contact_person_number: undefined },
      {},
    );
    expect(noContact.body.errors.map((e: any) => e.code)).toEqual(['contact_person_name', 'contact_person_number']);
    const ok = await place({ guest_id: g, charge_payer: 'receiver', contact_person_number: '8801722223333' }, {});
    expect(ok.status).toBe(200);
    const track = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${ok.body.order_id}&guest_id=${g}&contact_number=8801722223333`,
    );
    expect(track.body).toMatchObject({
      id: ok.body.order_id,
      charge_payer: 'receiver',
      payment_method: 'cash_on_delivery',
      is_guest: true,
    });
    const wallet = await place({ guest_id: g, payment_method: 'wallet' }, {});
    expect(firstError(wallet.body).code).toBe('payment_method');
  });

  it('api §3.7 parcel paid from the wallet debits the total and marks it paid; too little balance refuses', async () => {
    const balance = () => (t.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = 1').get() as { b: number }).b;
    t.db.prepare('UPDATE users SET wallet_balance = 500 WHERE id = 1').run();
    const r = await place({ payment_method: 'wallet' });
    expect(r.status).toBe(200);
    expect(balance()).toBeCloseTo(500 - r.body.total_ammount, 2);
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${r.body.order_id}`, { token });
    expect(track.body).toMatchObject({ payment_status: 'paid', payment_method: 'wallet' });
    t.db.prepare('UPDATE users SET wallet_balance = 1 WHERE id = 1').run();
    const poor = await place({ payment_method: 'wallet' });
    expect(firstError(poor.body)).toEqual({ code: 'payment_method', message: 'Insufficient wallet balance' });
    expect(balance()).toBe(1);
  });
});
