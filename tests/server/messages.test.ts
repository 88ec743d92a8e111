// @vitest-environment node
/** issue 18: customer conversations (customer/message/*): ownership, images, paging and the demo reply. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, secondCustomer, type TestApp } from './helpers.ts';

process.env.STOREFRONT_REPLY_DELAY_MS = '30';

// A 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const png = (name = 'a.png') => new File([PNG], name, { type: 'image/png' });

let t: TestApp;
let demo: string;
let other: string;

beforeAll(async () => {
  t = makeApp();
  demo = await t.login();
  other = await secondCustomer(t);
});
afterAll(() => t.dispose());

function form(fields: Record<string, string>, images: File[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const img of images) f.append('image[]', img);
  return f;
}

const until = async <T>(probe: () => Promise<T | undefined>) => {
  for (let i = 0; i < 100; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
};

describe('customer/message', () => {
  it('Chat: messages need a token (401 Unauthenticated.)', async () => {
    const r = await t.call('GET', '/api/v1/customer/message/list');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('Chat: a new customer has no conversations', async () => {
    const r = await t.call('GET', '/api/v1/customer/message/list?limit=10&offset=1', { token: other });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_size: 0, conversations: [] });
  });

  it('Chat: sending to a store opens a conversation; the list shows the last message; the store answers in demo mode', async () => {
    const sent = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ message: 'Is the burger spicy?', receiver_type: 'vendor', receiver_id: '1' }, [png()]),
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.conversation).toMatchObject({
      receiver_type: 'vendor',
      receiver: { f_name: 'Burger Barn', vendor_id: 1 },
    });
    expect(sent.body.messages[0]).toMatchObject({
      message: 'Is the burger spicy?',
      sender_id: sent.body.conversation.sender_id,
    });
    expect(sent.body.messages[0].file_full_url).toHaveLength(1);
    const img = await t.call('GET', new URL(sent.body.messages[0].file_full_url[0]).pathname);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');

    const id = sent.body.conversation.id;
    const list = await until(async () => {
      const r = await t.call('GET', '/api/v1/customer/message/list?limit=10&offset=1', { token: demo });
      return r.body.conversations[0]?.unread_message_count === 1 ? r.body : undefined;
    });
    expect(list.conversations[0]).toMatchObject({
      id,
      last_message: { message: expect.stringContaining('Thanks for the photos') },
    });
    expect(list.conversations[0].last_message.sender_id).toBe(list.conversations[0].receiver_id);

    // Opening the thread reads it.
    const thread = await t.call('GET', `/api/v1/customer/message/details?conversation_id=${id}&offset=1&limit=10`, {
      token: demo,
    });
    expect(thread.body.messages).toHaveLength(2);
    expect(thread.body.conversation.unread_message_count).toBe(0);
    const again = await t.call('GET', '/api/v1/customer/message/list', { token: demo });
    expect(again.body.conversations[0].unread_message_count).toBe(0);
  });

  it('Chat: another customer cannot read or write into the conversation', async () => {
    const list = await t.call('GET', '/api/v1/customer/message/list', { token: demo });
    const id = list.body.conversations[0].id;
    const read = await t.call('GET', `/api/v1/customer/message/details?conversation_id=${id}`, { token: other });
    expect(read.status).toBe(403);
    const write = await t.call('POST', '/api/v1/customer/message/send', {
      token: other,
      form: form({ message: 'hi', receiver_type: 'vendor', conversation_id: String(id) }),
    });
    expect(write.status).toBe(403);
    const mine = await t.call('GET', `/api/v1/customer/message/details?conversation_id=${id}`, { token: demo });
    expect(mine.body.messages.map((m: { message: string }) => m.message)).not.toContain('hi');
  });

  it('Chat: a courier is reachable only through an order it delivered', async () => {
    const stranger = await t.call('POST', '/api/v1/customer/message/send', {
      token: other,
      form: form({ message: 'where are you?', receiver_type: 'delivery_man', receiver_id: '1' }),
    });
    expect(stranger.status).toBe(403);
    const mine = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ message: 'Thanks for the delivery', receiver_type: 'delivery_man', receiver_id: '1' }),
    });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.conversation.receiver).toMatchObject({ f_name: 'Rahim', deliveryman_id: 1 });
  });

  it('core §5 uploads: at most 3 images, and only JPG, PNG or GIF', async () => {
    const four = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ receiver_type: 'vendor', receiver_id: '2' }, [png(), png(), png(), png()]),
    });
    expect(four.status).toBe(403);
    expect(four.body.errors[0].message).toBe('Maximum 3 images can be send at a time.');
    const webp = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ receiver_type: 'vendor', receiver_id: '2' }, [
        new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'x.webp', { type: 'image/webp' }),
      ]),
    });
    expect(webp.status).toBe(403);
    expect(webp.body.errors[0].message).toBe(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
    const empty = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ receiver_type: 'vendor', receiver_id: '2' }),
    });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe('message');
  });

  it('Chat: search finds conversations by the store or courier name', async () => {
    const hit = await t.call('GET', '/api/v1/customer/message/search-list?name=burger&limit=20&offset=1', {
      token: demo,
    });
    expect(hit.body.conversations.map((c: { receiver: { f_name: string } }) => c.receiver.f_name)).toEqual([
      'Burger Barn',
    ]);
    const none = await t.call('GET', '/api/v1/customer/message/search-list?name=zzz', { token: demo });
    expect(none.body.conversations).toEqual([]);
  });

  it('Chat: details pages the thread newest first', async () => {
    for (let i = 0; i < 11; i++)
      await t.call('POST', '/api/v1/customer/message/send', {
        token: other,
        form: form({ message: `m${i}`, receiver_type: 'vendor', receiver_id: '6' }),
      });
    const p1 = await t.call('GET', '/api/v1/customer/message/details?vendor_id=6&offset=1&limit=10', { token: other });
    expect(p1.body.messages).toHaveLength(10);
    expect(p1.body.messages[0].message).toMatch(/^(m10|Thanks)/);
    const p2 = await t.call('GET', '/api/v1/customer/message/details?vendor_id=6&offset=2&limit=10', { token: other });
    expect(p2.body.messages.at(-1).message).toBe('m0');
    const fresh = await t.call('GET', '/api/v1/customer/message/details?vendor_id=7&offset=1&limit=10', {
      token: other,
    });
    expect(fresh.body).toMatchObject({ conversation: null, messages: [], total_size: 0 });
  });

  it('Chat: the demo reply stays off when demo mode is off', async () => {
    const off = makeApp({ demo: false });
    try {
      const token = await off.login();
      const r = await off.call('POST', '/api/v1/customer/message/send', {
        token,
        form: form({ message: 'hello', receiver_type: 'vendor', receiver_id: '1' }),
      });
      expect(r.status).toBe(200);
      await new Promise((res) => setTimeout(res, 150));
      const thread = await off.call(
        'GET',
        `/api/v1/customer/message/details?conversation_id=${r.body.conversation.id}`,
        { token },
      );
      expect(thread.body.messages).toHaveLength(1);
    } finally {
      off.dispose();
    }
  });
});
