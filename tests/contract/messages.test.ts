// @vitest-environment node
/** Contract: customer conversations and reviews after delivery (acc §7 messages list, details, send, search; reviews; issue 18). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, freshCustomer, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
let token: string;
let delivered: number;

const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  token = await s.token();
  const orders = await server.call('GET', '/api/v1/customer/order/list', { token, query: { limit: 10, offset: 1 } });
  delivered = (orders.body as { orders: { id: number; order_status: string }[] }).orders.find(
    (o) => o.order_status === 'delivered',
  )!.id;
});
afterAll(async () => server?.close());

describe('customer/message', () => {
  it('acc §7 messages list: 401 without a token', async () => {
    expectContract(await server.op('get', '/api/v1/customer/message/list'), 401);
  });

  it('acc §7 messages send: text and an image open a conversation with a store; the page matches', async () => {
    const form = new FormData();
    form.append('message', 'Hello store');
    form.append('receiver_type', 'vendor');
    form.append('receiver_id', '1');
    form.append('image[]', new File([PNG], 'a.png', { type: 'image/png' }));
    const res = await server.op('post', '/api/v1/customer/message/send', { token, form });
    expectContract(res, 200);
    expect((res.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('acc §7 messages list, search and details answer the documented shapes', async () => {
    const list = await server.op('get', '/api/v1/customer/message/list', { token, query: { limit: 10, offset: 1 } });
    expectContract(list, 200);
    const id = (list.body as { conversations: { id: number }[] }).conversations[0]!.id;
    expectContract(
      await server.op('get', '/api/v1/customer/message/search-list', {
        token,
        query: { name: 'burger', limit: 20, offset: 1 },
      }),
      200,
    );
    expectContract(
      await server.op('get', '/api/v1/customer/message/details', {
        token,
        query: { conversation_id: id, offset: 1, limit: 10 },
      }),
      200,
    );
    const empty = await server.op('get', '/api/v1/customer/message/details', {
      token,
      query: { vendor_id: 2, offset: 1, limit: 10 },
    });
    expectContract(empty, 200);
    expect((empty.body as { conversation: unknown }).conversation).toBeNull();
  });

  it("acc §7 messages details: another customer's conversation is 403", async () => {
    const list = await server.op('get', '/api/v1/customer/message/list', { token });
    const id = (list.body as { conversations: { id: number }[] }).conversations[0]!.id;
    const stranger = await freshCustomer(server, 'chat');
    expectContract(
      await server.op('get', '/api/v1/customer/message/details', {
        token: stranger.token,
        query: { conversation_id: id },
      }),
      403,
    );
  });

  it('core §5 uploads: four images are refused with "Maximum 3 images can be send at a time."', async () => {
    const form = new FormData();
    form.append('receiver_type', 'vendor');
    form.append('receiver_id', '1');
    for (let i = 0; i < 4; i++) form.append('image[]', new File([PNG], `${i}.png`, { type: 'image/png' }));
    const res = await server.op('post', '/api/v1/customer/message/send', { token, form });
    expectContract(res, 403);
    expect(res.text).toContain('Maximum 3 images can be send at a time.');
  });
});

describe('reviews', () => {
  it('Reviews: item review of a delivered order: 200 message, then 403 the second time', async () => {
    const body = { item_id: 5, order_id: delivered, rating: 4.5, comment: 'Good' };
    expectContract(await server.op('post', '/api/v1/items/reviews/submit', { token, json: body }), 200);
    expectContract(await server.op('post', '/api/v1/items/reviews/submit', { token, json: body }), 403);
    const store = await server.op('get', '/api/v1/stores/reviews', { headers: s.h('food'), query: { store_id: 1 } });
    expectContract(store, 200);
  });

  it('Reviews: courier review: 200, then the courier lists it', async () => {
    expectContract(
      await server.op('post', '/api/v1/delivery-man/reviews/submit', {
        token,
        json: { delivery_man_id: 1, order_id: delivered, rating: 5, comment: 'Quick' },
      }),
      200,
    );
    const list = await server.op('get', '/api/v1/delivery-man/reviews/{delivery_man_id}', {
      token,
      params: { delivery_man_id: 1 },
    });
    expectContract(list, 200);
    expectContract(
      await server.op('get', '/api/v1/delivery-man/reviews/{delivery_man_id}', {
        token,
        params: { delivery_man_id: 99 },
      }),
      404,
    );
  });
});
