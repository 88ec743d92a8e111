// @vitest-environment node
/**
 * Contract: orders as the platform's own web client (2.3.1) sends and reads them (platform-api-turn4 §5.1, §5.5;
 * tests/tools/platform-client/orders-every-way.mjs drives the client itself). Its prescription form appends the
 * guest contact fields even for a signed-in customer, so they arrive as the words "undefined"; its order details
 * render `{order.cutlery && …}`, so the platform's boolean cast of `cutlery` is what keeps a "0" off the page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';

// A fresh database and a sign-in (scrypt) per file: leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: Server;
let s: Session;

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

beforeAll(async () => {
  server = await startServer({ clockAt: '13:00' });
  s = await session(server);
});
afterAll(async () => server?.close());

/** The multipart body the web client's OrderApi.prescriptionPlaceOrder builds for a signed-in customer. */
function webClientPrescriptionForm(): FormData {
  const form = new FormData();
  const fields = {
    store_id: '10',
    distance: '4.182',
    address: 'Dhanmondi, Dhaka',
    longitude: '90.360587',
    latitude: '23.757989',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('order_attachment[]', new File([PNG], 'prescription.png', { type: 'image/png' }));
  for (const [k, v] of Object.entries({
    order_note: '',
    guest_id: 'null',
    contact_person_number: 'undefined',
    contact_person_name: 'undefined',
    dm_tips: '0',
  }))
    form.append(k, v);
  return form;
}

describe('orders as the platform web client sends and reads them', () => {
  it('turn4 §5.1 Prescription order from the web client: its "undefined" contact fields read as absent, so the order carries the account\'s name and phone', async () => {
    const token = await s.token();
    const headers = { moduleId: String(s.moduleOf('pharmacy')), zoneId: '[2,1]' };
    const placed = await server.op('post', '/api/v1/customer/order/prescription/place', {
      headers,
      token,
      form: webClientPrescriptionForm(),
    });
    expectContract(placed, 200);
    const id = (placed.body as { order_id: number }).order_id;
    const details = await server.op('get', '/api/v1/customer/order/details', { token, query: { order_id: id } });
    expectContract(details, 200);
    const address = (details.body as { delivery_address: Record<string, unknown> }).delivery_address;
    expect([address.contact_person_name, address.contact_person_number]).toEqual(['Demo Customer', '+8801700000001']);
  });

  it('turn4 §5.5 Order details and track: cutlery is a boolean as the platform casts it (the web client drew "0" beside the payment)', async () => {
    const token = await s.token();
    const list = await server.op('get', '/api/v1/customer/order/list', { token, query: { limit: 10, offset: 1 } });
    expectContract(list, 200);
    const orders = (list.body as { orders: Array<{ id: number; cutlery: unknown }> }).orders;
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(typeof o.cutlery, `order ${o.id}`).toBe('boolean');
    const track = await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: orders[0]!.id } });
    expectContract(track, 200);
    expect((track.body as { cutlery: unknown }).cutlery).toBe(false);
  });
});
