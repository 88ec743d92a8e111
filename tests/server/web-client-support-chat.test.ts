// @vitest-environment node
/**
 * The platform's web client (2.3.1) opens support chat as its inbox does (platform-api-turn4 §6): it reads the
 * thread with `?admin_id=0?&offset=1&limit=10` (a stray `?` after the value) and sends with `conversation_id=0`
 * and `receiver_type=admin` (its "admin" channel id written as 0). The platform reads both; both were refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

process.env.STOREFRONT_REPLY_DELAY_MS = '30';

let t: TestApp;
let demo: string;

beforeAll(async () => {
  t = makeApp();
  demo = await t.login();
});
afterAll(() => t.dispose());

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe('support chat as the platform web client calls it', () => {
  it('turn4 §6.4 Support chat details: the web client\'s "admin_id=0?" opens the (empty) support thread, not 403', async () => {
    const r = await t.call('GET', '/api/v1/customer/message/details?admin_id=0?&offset=1&limit=10', { token: demo });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ total_size: 0, messages: [], conversation: null });
  });

  it('turn4 §6.2 Support chat send: conversation_id 0 with receiver_type admin reaches support, and the agent answers', async () => {
    const sent = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ conversation_id: '0', message: 'Where is my order?', receiver_type: 'admin' }),
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.conversation).toMatchObject({ receiver_type: 'admin', receiver_id: 0 });
    expect(sent.body.messages[0]).toMatchObject({ message: 'Where is my order?' });
    let thread: any;
    for (let i = 0; i < 100 && !(thread?.messages?.length > 1); i++) {
      await new Promise((r) => setTimeout(r, 20));
      thread = (await t.call('GET', '/api/v1/customer/message/details?admin_id=0?&offset=1&limit=10', { token: demo }))
        .body;
    }
    expect(thread.conversation.id).toBe(sent.body.conversation.id);
    expect(thread.messages[0].message).toMatch(/customer support/);
  });

  it('turn4 §6.2 Support chat send: receiver_id 0 with receiver_type admin is the same support thread', async () => {
    const first = await t.call('GET', '/api/v1/customer/message/details?admin_id=0', { token: demo });
    const sent = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ receiver_id: '0', message: 'And a second question', receiver_type: 'admin' }),
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.conversation.id).toBe(first.body.conversation.id);
  });

  it('turn4 §6.2 Chat send: conversation_id 0 to a store still needs the store (403 receiver_id), never 500', async () => {
    const r = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ conversation_id: '0', message: 'hi', receiver_type: 'vendor' }),
    });
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('receiver_id');
    const bad = await t.call('POST', '/api/v1/customer/message/send', {
      token: demo,
      form: form({ conversation_id: '-1', message: 'hi', receiver_type: 'admin' }),
    });
    expect(bad.status).toBe(403);
  });
});
