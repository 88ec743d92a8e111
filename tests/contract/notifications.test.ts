// @vitest-environment node
/** Contract: support chat (receiver_type admin), notifications and the push token (turn4 §4.4, §4.5, §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, freshCustomer, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
let token: string;

beforeAll(async () => {
  // The order-state hook is a test hook; the server reads the switch when it starts.
  const before = process.env.STOREFRONT_TEST_HOOKS;
  process.env.STOREFRONT_TEST_HOOKS = '1';
  server = await startServer({ clockAt: '13:00' });
  if (before === undefined) delete process.env.STOREFRONT_TEST_HOOKS;
  else process.env.STOREFRONT_TEST_HOOKS = before;
  s = await session(server);
  token = await s.token();
});
afterAll(async () => server?.close());

async function placeOrder(t: string): Promise<number> {
  const headers = { moduleId: String(s.moduleOf('food')), zoneId: s.zoneId };
  const add = await server.call('POST', '/api/v1/customer/cart/add', {
    headers,
    token: t,
    json: {
      item_id: 1,
      model: 'Item',
      price: 250,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(add.status, add.text).toBe(200);
  const placed = await server.call('POST', '/api/v1/customer/order/place', {
    headers,
    token: t,
    json: {
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 1.5,
      address: 'House 5, Road 2, Dhanmondi',
      latitude: 23.7465,
      longitude: 90.385,
    },
  });
  expect(placed.status, placed.text).toBe(200);
  return (placed.body as { order_id: number }).order_id;
}

describe('support chat (receiver_type admin)', () => {
  it('turn4 §6.2 Support chat: the first message to admin opens the one support conversation, receiver null, id 0', async () => {
    const form = new FormData();
    form.append('message', 'Where is my refund?');
    form.append('receiver_type', 'admin');
    form.append('order_id', '100001');
    const res = await server.op('post', '/api/v1/customer/message/send', { token, form });
    expectContract(res, 200);
    const body = res.body as {
      conversation: { receiver_type: string; receiver_id: number; receiver: unknown };
      messages: { order_id: number | null }[];
    };
    expect(body.conversation).toMatchObject({ receiver_type: 'admin', receiver_id: 0, receiver: null });
    expect(body.messages[0]!.order_id).toBe(100001);
  });

  it('turn4 §6.4 Support chat: details by admin_id and the list with type=admin answer the same conversation', async () => {
    const details = await server.op('get', '/api/v1/customer/message/details', {
      token,
      query: { admin_id: 0, offset: 1, limit: 10 },
    });
    expectContract(details, 200);
    const conv = (details.body as { conversation: { id: number } }).conversation;
    const list = await server.op('get', '/api/v1/customer/message/list', {
      token,
      query: { type: 'admin', limit: 10, offset: 1 },
    });
    expectContract(list, 200);
    expect((list.body as { conversations: { id: number }[] }).conversations.map((c) => c.id)).toEqual([conv.id]);
  });

  it('turn4 §6.4 Support chat: a customer who never wrote has an empty support thread', async () => {
    const stranger = await freshCustomer(server, 'support');
    const res = await server.op('get', '/api/v1/customer/message/details', {
      token: stranger.token,
      query: { admin_id: 0 },
    });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ total_size: 0, conversation: null, messages: [] });
  });

  it('turn4 §6.2 Support chat: an unknown receiver type, an empty message and a negative admin id are 403 with errors', async () => {
    const bad = new FormData();
    bad.append('message', 'hi');
    bad.append('receiver_type', 'boss');
    expectContract(await server.op('post', '/api/v1/customer/message/send', { token, form: bad }), 403);
    const empty = new FormData();
    empty.append('receiver_type', 'admin');
    expectContract(await server.op('post', '/api/v1/customer/message/send', { token, form: empty }), 403);
    expectContract(await server.op('get', '/api/v1/customer/message/details', { token, query: { admin_id: -1 } }), 403);
  });

  it('turn4 §6.2 Support chat: 401 without a token', async () => {
    const form = new FormData();
    form.append('message', 'hi');
    form.append('receiver_type', 'admin');
    expectContract(await server.op('post', '/api/v1/customer/message/send', { form }), 401);
  });
});

describe('push token and notifications', () => {
  it("turn4 §4.5 Push config: the business's Firebase web config is null by default (push off), and comes through config when set", async () => {
    const off = await server.op('get', '/api/v1/config');
    expectContract(off, 200);
    expect((off.body as { fcm_credentials: unknown }).fcm_credentials).toBeNull();
    const keys = {
      apiKey: 'test-api-key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo-push',
      storageBucket: null,
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
      measurementId: null,
    };
    const on = await startServer({ config: { fcm_credentials: keys } });
    try {
      const res = await on.op('get', '/api/v1/config');
      expectContract(res, 200);
      expect((res.body as { fcm_credentials: unknown }).fcm_credentials).toEqual(keys);
    } finally {
      await on.close();
    }
  });

  it('turn4 §4.5 Push token: PUT stores it (also POST with _method=put); a missing or too long token is 403', async () => {
    expectContract(
      await server.op('put', '/api/v1/customer/cm-firebase-token', {
        token,
        json: { cm_firebase_token: 'device-token-1' },
      }),
      200,
    );
    const spoofed = await server.call('POST', '/api/v1/customer/cm-firebase-token', {
      token,
      json: { cm_firebase_token: 'device-token-2', _method: 'put' },
    });
    expect(spoofed.status, spoofed.text).toBe(200);
    expectContract(await server.op('put', '/api/v1/customer/cm-firebase-token', { token, json: {} }), 403);
    expectContract(
      await server.op('put', '/api/v1/customer/cm-firebase-token', {
        token,
        json: { cm_firebase_token: 'x'.repeat(256) },
      }),
      403,
    );
    expectContract(
      await server.op('put', '/api/v1/customer/cm-firebase-token', { json: { cm_firebase_token: 'a' } }),
      401,
    );
  });

  it('turn4 §4.4 Notifications: an order moving to picked up and delivered is listed newest first, and pushed to the device token', async () => {
    const orderId = await placeOrder(token);
    for (const status of ['picked_up', 'delivered']) {
      const moved = await server.call('POST', '/__test/order-state', { json: { order_id: orderId, status } });
      expect(moved.status, moved.text).toBe(200);
    }
    const res = await server.op('get', '/api/v1/customer/notifications', { token, headers: { zoneId: s.zoneId } });
    expectContract(res, 200);
    const mine = (res.body as { data: { order_id: number; type: string; description: string } }[]).filter(
      (n) => n.data.order_id === orderId,
    );
    expect(mine.map((n) => n.data.description).slice(0, 2)).toEqual([
      'Your order is delivered. Enjoy!',
      'Your order is on the way.',
    ]);
    expect(mine[0]!.data.type).toBe('order_status');
    const outbox = await server.call('GET', '/outbox/push');
    expect(outbox.text).toContain('device-token-2');
    expect(outbox.text).toContain(`Order #${orderId}`);
  });

  it("turn4 §4.4 Notifications: another customer's orders are not listed", async () => {
    const stranger = await freshCustomer(server, 'notes');
    const res = await server.op('get', '/api/v1/customer/notifications', {
      token: stranger.token,
      headers: { zoneId: s.zoneId },
    });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
  });

  it('turn4 §4.4 Notifications: a missing or unreadable zoneId is 403 "Zone id is required!"; no token is 401', async () => {
    const missing = await server.op('get', '/api/v1/customer/notifications', { token, headers: { zoneId: undefined } });
    expectContract(missing, 403);
    expect(missing.text).toContain('Zone id is required!');
    expectContract(
      await server.op('get', '/api/v1/customer/notifications', { token, headers: { zoneId: 'abc' } }),
      403,
    );
    expectContract(await server.op('get', '/api/v1/customer/notifications', { headers: { zoneId: s.zoneId } }), 401);
  });
});
