// @vitest-environment node
/**
 * Contract: a guest's proof of an offline payment (platform-api-turn4 §5.3–§5.4): customer/order/offline-payment
 * and offline-payment-update with the guest id that placed the order and the contact phone it was placed with
 * (`contact_number` in the query, as order/track asks a guest). Refused: a wrong phone, another guest's order,
 * a paid order; the platform's own client, which sends the guest id alone, still gets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer({ clockAt: '13:00', testHooks: true } as Parameters<typeof startServer>[0]);
  s = await session(server);
});
afterAll(async () => server?.close());

const PHONE = '+8801722334455';
const BANK = {
  method_id: 1,
  account_holder_name: 'Guest Payer',
  transaction_id: 'TX-G1',
  customer_note: 'Sent from the bank app',
};
const mh = () => ({ moduleId: String(s.moduleOf('pharmacy')), zoneId: '[2]' });

const newGuest = async () =>
  ((await server.call('POST', '/api/v1/auth/guest/request')).body as { guest_id: number }).guest_id;

/** A guest's take-away order from HealthPlus (store 10), paid offline, placed with PHONE. */
async function guestOfflineOrder(guest: number) {
  const items = await server.call('GET', '/api/v1/items/latest', {
    headers: mh(),
    query: { store_id: 10, category_id: 0, limit: 20, offset: 1 },
  });
  const item = (
    items.body as {
      products: Array<{ id: number; price: number; variations?: unknown[]; is_prescription_required?: number }>;
    }
  ).products.find((i) => !(i.variations ?? []).length && !i.is_prescription_required)!;
  const added = await server.call('POST', '/api/v1/customer/cart/add', {
    headers: mh(),
    json: {
      guest_id: guest,
      item_id: item.id,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(added.status, added.text).toBe(200);
  const contact = { contact_person_name: 'Guest Payer', contact_person_number: PHONE };
  const res = await server.call('POST', '/api/v1/customer/order/place', {
    headers: mh(),
    json: {
      guest_id: guest,
      ...contact,
      order_amount: item.price,
      payment_method: 'offline_payment',
      order_type: 'take_away',
      store_id: 10,
    },
  });
  expect(res.status, res.text).toBe(200);
  return (res.body as { order_id: number }).order_id;
}

const sendProof = (guest: number, json: Record<string, unknown>, contact?: string, path = 'offline-payment') =>
  server.op('put', `/api/v1/customer/order/${path}` as '/api/v1/customer/order/offline-payment', {
    query: { guest_id: guest, ...(contact !== undefined ? { contact_number: contact } : {}) },
    json: { ...json, guest_id: guest },
  });

const proofOf = async (guest: number, id: number) =>
  (
    (
      await server.call('GET', '/api/v1/customer/order/track', {
        query: { order_id: id, guest_id: guest, contact_number: PHONE },
      })
    ).body as {
      offline_payment: { data: Record<string, unknown> } | null;
    }
  ).offline_payment;

describe("a guest's offline payment proof (platform-api-turn4 §5.3–§5.4)", () => {
  it('turn4 §5.3 a guest sends the details with its guest id and phone, then corrects them: waiting for verification', async () => {
    const guest = await newGuest();
    const id = await guestOfflineOrder(guest);
    const sent = await sendProof(guest, { order_id: id, ...BANK }, PHONE);
    expectContract(sent, 200);
    expect(sent.body).toEqual({ payment: 'success' });
    // The phone in its local form (no +) is the same phone.
    const fix = await sendProof(
      guest,
      { order_id: id, account_holder_name: 'Guest P', transaction_id: 'TX-G2' },
      PHONE.slice(1),
      'offline-payment-update',
    );
    expectContract(fix, 200);
    expect(await proofOf(guest, id)).toMatchObject({
      data: { status: 'pending', method_name: 'Bank Transfer', customer_note: 'Sent from the bank app' },
    });
  });

  it('turn4 §5.3 the platform client sends the guest id alone: still its own order, accepted', async () => {
    const guest = await newGuest();
    const id = await guestOfflineOrder(guest);
    const sent = await sendProof(guest, { order_id: id, ...BANK });
    expectContract(sent, 200);
  });

  it('turn4 §5.3 a wrong phone, or a phone over 20 characters, is refused and nothing is saved', async () => {
    const guest = await newGuest();
    const id = await guestOfflineOrder(guest);
    const wrong = await sendProof(guest, { order_id: id, ...BANK }, '+8801700000000');
    expectContract(wrong, 403);
    expect(errorCodes(wrong.body)).toEqual(['order']);
    const long = await sendProof(guest, { order_id: id, ...BANK }, '+88017223344550000000000');
    expectContract(long, 403);
    expect(errorCodes(long.body)).toEqual(['contact_number']);
    expect(await proofOf(guest, id)).toBeNull();
  });

  it("turn4 §5.3 another guest's order is refused, even with the right phone; with no guest id at all it is 401", async () => {
    const owner = await newGuest();
    const id = await guestOfflineOrder(owner);
    const other = await newGuest();
    const theirs = await sendProof(other, { order_id: id, ...BANK }, PHONE);
    expectContract(theirs, 403);
    expect(errorCodes(theirs.body)).toEqual(['order']);
    const fix = await sendProof(other, { order_id: id, transaction_id: 'TX-X' }, PHONE, 'offline-payment-update');
    expectContract(fix, 403);
    const nobody = await server.op('put', '/api/v1/customer/order/offline-payment', {
      json: { order_id: id, ...BANK },
    });
    expectContract(nobody, 401);
    expect(await proofOf(owner, id)).toBeNull();
  });

  it('turn4 §5.3 once the business verifies it the order is paid: neither a new proof nor a correction is taken', async () => {
    const guest = await newGuest();
    const id = await guestOfflineOrder(guest);
    expectContract(await sendProof(guest, { order_id: id, ...BANK }, PHONE), 200);
    const verified = await server.call('POST', `/store-desk/order/${id}/offline-payment`, {
      json: { status: 'verified' },
    });
    expect(verified.status, verified.text).toBe(200);
    const again = await sendProof(guest, { order_id: id, ...BANK }, PHONE);
    expectContract(again, 403);
    expect(errorCodes(again.body)).toEqual(['order']);
    const fix = await sendProof(guest, { order_id: id, transaction_id: 'TX-G3' }, PHONE, 'offline-payment-update');
    expectContract(fix, 403);
    expect(await proofOf(guest, id)).toMatchObject({ data: { status: 'verified' } });
  });
});
