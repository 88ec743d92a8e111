// @vitest-environment node
/**
 * Contract: a prescription-only order (platform-api-turn4 §5.1) and offline payment with proof (§5.2–§5.5):
 * customer/order/prescription/place, customer/order/offline-payment, customer/order/offline-payment-update,
 * and what order/track says about them. Bad input included: a wrong file, too many files, no file, a store
 * that does not take prescriptions or is closed, missing method fields, a stranger's order, a paid order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const png = (name = 'rx.png') => new File([PNG], name, { type: 'image/png' });
// HealthPlus Pharmacy (store 10, open all day, zone 2) takes prescriptions; Night Pharmacy (12) does not;
// MediCare (13) is closed (server/README.md).
const HEALTHPLUS = {
  store_id: '10',
  address: 'Science Lab, Dhaka',
  latitude: '23.7385',
  longitude: '90.3839',
  distance: '1',
};

beforeAll(async () => {
  server = await startServer({ clockAt: '13:00', testHooks: true } as Parameters<typeof startServer>[0]);
  s = await session(server);
});
afterAll(async () => server?.close());

const ph = () => ({ moduleId: String(s.moduleOf('pharmacy')), zoneId: '[2]' });

function rxForm(fields: Record<string, string> = {}, files: File[] = [png()]) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...HEALTHPLUS, order_note: 'Twice a day', dm_tips: '10', ...fields }))
    form.set(k, v);
  for (const f of files) form.append('order_attachment[]', f);
  return form;
}

const placeRx = async (form: FormData, token?: string, key?: string) =>
  server.op('post', '/api/v1/customer/order/prescription/place', {
    headers: { ...ph(), ...(key ? { 'Idempotency-Key': key } : {}) },
    token,
    form,
  });

describe('prescription order (platform-api-turn4 §5.1)', () => {
  it('a signed-in customer places one with an image: 200, cash on delivery, priced at delivery + tip + charge until the store sets it', async () => {
    const token = await s.token();
    const res = await placeRx(rxForm(), token);
    expectContract(res, 200);
    const placed = res.body as { order_id: number; total_ammount: number };
    const track = await server.op('get', '/api/v1/customer/order/track', {
      token,
      query: { order_id: placed.order_id },
    });
    expectContract(track, 200);
    const o = track.body as Record<string, unknown> & {
      order_attachment_full_url: string[];
      order_amount: number;
      delivery_charge: number;
      dm_tips: number;
      additional_charge: number;
    };
    expect([o.prescription_order, o.payment_method, o.order_type, o.order_status, o.order_note]).toEqual([
      1,
      'cash_on_delivery',
      'delivery',
      'pending',
      'Twice a day',
    ]);
    expect(o.order_attachment_full_url).toHaveLength(1);
    expect(o.order_amount).toBeCloseTo(o.delivery_charge + o.dm_tips + o.additional_charge, 2);
    const details = await server.op('get', '/api/v1/customer/order/details', {
      token,
      query: { order_id: placed.order_id },
    });
    expectContract(details, 200);
    expect((details.body as { id: number }).id).toBe(placed.order_id);
  });

  it('a guest places one with contact; without contact it is 403 contact_person_name', async () => {
    const guest = await s.guestId();
    const bare = await placeRx(rxForm({ guest_id: String(guest) }));
    expectContract(bare, 403);
    expect(errorCodes(bare.body)).toContain('contact_person_name');
    const ok = await placeRx(
      rxForm({ guest_id: String(guest), contact_person_name: 'Guest Rx', contact_person_number: '+8801711111111' }),
    );
    expectContract(ok, 200);
  });

  it('no token and no guest id: 401', async () => {
    const res = await placeRx(rxForm());
    expectContract(res, 401);
  });

  it('a wrong file type, too many files or no file: 403 order_attachment', async () => {
    const token = await s.token();
    const text = await placeRx(rxForm({}, [new File(['not an image'], 'rx.pdf', { type: 'application/pdf' })]), token);
    expectContract(text, 403);
    expect(errorCodes(text.body)).toEqual(['order_attachment']);
    const four = await placeRx(rxForm({}, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]), token);
    expectContract(four, 403);
    expect((four.body as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
      'Maximum 3 images can be send at a time.',
    );
    const none = await placeRx(rxForm({}, []), token);
    expectContract(none, 403);
    expect(errorCodes(none.body)).toEqual(['order_attachment']);
  });

  it('a store that does not take prescriptions, prescriptions switched off, a closed store, an unknown store', async () => {
    const token = await s.token();
    const night = await placeRx(rxForm({ store_id: '12', latitude: '23.7781', longitude: '90.4008' }), token);
    expectContract(night, 403);
    expect(errorCodes(night.body)).toEqual(['prescription_order']);
    const closed = await placeRx(rxForm({ store_id: '13', latitude: '23.7937', longitude: '90.4066' }), token);
    expect(closed.status === 403 || closed.status === 406, closed.text).toBe(true);
    expectContract(closed);
    const unknown = await placeRx(rxForm({ store_id: '999' }), token);
    expectContract(unknown, 404);
    await server.call('PUT', '/__test/config', { json: { prescription_order_status: false } });
    const off = await placeRx(rxForm(), token);
    await server.call('PUT', '/__test/config', { json: { prescription_order_status: true } });
    expectContract(off, 403);
    expect(errorCodes(off.body)).toEqual(['prescription_order']);
  });

  it('an address outside the store zone: 403 coordinates', async () => {
    const res = await placeRx(rxForm({ latitude: '23.95', longitude: '90.1' }), await s.token());
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['coordinates']);
  });

  it('the same Idempotency-Key twice places one order and replays its answer', async () => {
    const token = await s.token();
    const first = await placeRx(rxForm({ order_note: 'once' }), token, 'rx-once-1');
    const again = await placeRx(rxForm({ order_note: 'once' }), token, 'rx-once-1');
    expectContract(again, 200);
    expect((again.body as { order_id: number }).order_id).toBe((first.body as { order_id: number }).order_id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('the store sets the price: the order is confirmed with the medicine added to its total; it can be cancelled while pending', async () => {
    const token = await s.token();
    const a = (await placeRx(rxForm(), token)).body as { order_id: number; total_ammount: number };
    const priced = await server.call('POST', `/store-desk/order/${a.order_id}/price`, { json: { order_amount: 120 } });
    expect(priced.status, priced.text).toBe(200);
    const track = (await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: a.order_id } }))
      .body as { order_amount: number; order_status: string };
    expect(track).toMatchObject({
      order_status: 'confirmed',
      order_amount: Math.round((a.total_ammount + 120) * 100) / 100,
    });
    const b = (await placeRx(rxForm(), token)).body as { order_id: number };
    const cancel = await server.call('PUT', '/api/v1/customer/order/cancel', {
      token,
      json: { order_id: b.order_id, reason: 'Changed my mind' },
    });
    expect(cancel.status, cancel.text).toBe(200);
  });
});

const mh = () => ({ moduleId: String(s.moduleOf('pharmacy')), zoneId: '[2]' });

/** An offline-payment order from HealthPlus's first item, as a buy-now take-away (its own lines, no cart). */
async function offlineOrder(token: string) {
  const items = await server.call('GET', '/api/v1/items/latest', {
    headers: mh(),
    query: { store_id: 10, category_id: 0, limit: 20, offset: 1 },
  });
  const item = (
    items.body as {
      products: Array<{ id: number; price: number; variations?: unknown[]; is_prescription_required?: number }>;
    }
  ).products.find((i) => !(i.variations ?? []).length && !i.is_prescription_required)!;
  await server.call('POST', '/api/v1/customer/cart/add', {
    headers: mh(),
    token,
    json: {
      item_id: item.id,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  const res = await server.call('POST', '/api/v1/customer/order/place', {
    headers: mh(),
    token,
    json: { order_amount: item.price, payment_method: 'offline_payment', order_type: 'take_away', store_id: 10 },
  });
  expect(res.status, res.text).toBe(200);
  return (res.body as { order_id: number }).order_id;
}

const BANK = {
  method_id: 1,
  account_holder_name: 'Demo Customer',
  transaction_id: 'TX-1001',
  customer_note: 'Paid from my salary account',
};

describe('offline payment with proof (platform-api-turn4 §5.3–§5.5)', () => {
  it('the proof is saved and order/track shows it waiting for verification; a correction keeps the method', async () => {
    const token = await s.token();
    const id = await offlineOrder(token);
    const sent = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token,
      json: { order_id: id, ...BANK },
    });
    expectContract(sent, 200);
    expect(sent.body).toEqual({ payment: 'success' });
    const fix = await server.op('put', '/api/v1/customer/order/offline-payment-update', {
      token,
      json: { order_id: id, method_id: 2, account_holder_name: 'Demo C', transaction_id: 'TX-1002' },
    });
    expectContract(fix, 200);
    const track = await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: id } });
    expectContract(track, 200);
    expect((track.body as { offline_payment: unknown }).offline_payment).toMatchObject({
      input: [
        { user_input: 'account_holder_name', user_data: 'Demo C' },
        { user_input: 'transaction_id', user_data: 'TX-1002' },
      ],
      data: {
        status: 'pending',
        method_id: 1,
        method_name: 'Bank Transfer',
        customer_note: 'Paid from my salary account',
        admin_note: null,
      },
    });
  });

  it('a missing required method field: 403 with that field as code; an inactive method: 403 method_id', async () => {
    const token = await s.token();
    const id = await offlineOrder(token);
    const res = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token,
      json: { order_id: id, method_id: 1, account_holder_name: 'Demo' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['transaction_id']);
    const cheque = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token,
      json: { order_id: id, method_id: 3, cheque_number: '1' },
    });
    expectContract(cheque, 403);
    expect(errorCodes(cheque.body)).toEqual(['method_id']);
    const noProof = await server.op('put', '/api/v1/customer/order/offline-payment-update', {
      token,
      json: { order_id: id, transaction_id: 'x' },
    });
    expectContract(noProof, 404);
  });

  it("a stranger's order, and a verified (paid) order, are refused with 403 order", async () => {
    const token = await s.token();
    const id = await offlineOrder(token);
    const stranger = await freshCustomer(server, 'offline');
    const theirs = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token: stranger.token,
      json: { order_id: id, ...BANK },
    });
    expectContract(theirs, 403);
    expect(errorCodes(theirs.body)).toEqual(['order']);
    await server.op('put', '/api/v1/customer/order/offline-payment', { token, json: { order_id: id, ...BANK } });
    const verified = await server.call('POST', `/store-desk/order/${id}/offline-payment`, {
      json: { status: 'verified' },
    });
    expect(verified.status, verified.text).toBe(200);
    const again = await server.op('put', '/api/v1/customer/order/offline-payment-update', {
      token,
      json: { order_id: id, ...BANK },
    });
    expectContract(again, 403);
    expect(errorCodes(again.body)).toEqual(['order']);
    const track = (await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: id } })).body as {
      payment_status: string;
    };
    expect(track.payment_status).toBe('paid');
  });

  it('denied with the business note, then switched to another method: pending again', async () => {
    const token = await s.token();
    const id = await offlineOrder(token);
    await server.op('put', '/api/v1/customer/order/offline-payment', { token, json: { order_id: id, ...BANK } });
    await server.call('POST', `/store-desk/order/${id}/offline-payment`, {
      json: { status: 'denied', admin_note: 'No such transfer' },
    });
    const denied = (await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: id } }))
      .body as { offline_payment: { data: { status: string; admin_note: string } } };
    expect(denied.offline_payment.data).toMatchObject({ status: 'denied', admin_note: 'No such transfer' });
    const bkash = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token,
      json: { order_id: id, method_id: 2, sender_number: '+8801700000001', transaction_id: 'BK-9' },
    });
    expectContract(bkash, 200);
    const now = (await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: id } })).body as {
      offline_payment: { data: { status: string; method_name: string } };
    };
    expect(now.offline_payment.data).toMatchObject({ status: 'pending', method_name: 'bKash Send Money' });
  });

  it('offline payment switched off: 403 offline_payment_status', async () => {
    const token = await s.token();
    const id = await offlineOrder(token);
    await server.call('PUT', '/__test/config', { json: { offline_payment_status: 0 } });
    const res = await server.op('put', '/api/v1/customer/order/offline-payment', {
      token,
      json: { order_id: id, ...BANK },
    });
    await server.call('PUT', '/__test/config', { json: { offline_payment_status: 1 } });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['offline_payment_status']);
  });
});
