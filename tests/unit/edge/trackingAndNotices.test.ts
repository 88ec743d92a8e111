/**
 * Live tracking, the order page's refresh, the chat's poll, the review reminder and push registration
 * (src/app/trackingFlows.ts, orderFlows.ts, chatFlows.ts, notificationFlows.ts) against the reference
 * server: more §10 tracking, acc §7 chat, turn4 §4.5 push and §4.6 the review reminder.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createTrackingLogic } from '../../../src/app/trackingFlows';
import { createOrderFlows } from '../../../src/app/orderFlows';
import { createCartFlows } from '../../../src/app/cartFlows';
import { createChatLogic } from '../../../src/app/chatFlows';
import { createPush, createReviewReminderLogic } from '../../../src/app/notificationFlows';
import type { PushMessaging } from '../../../src/app/pushMessaging';
import { lazyActor } from '../../../src/flows/lazyActor';
import { ApiError } from '../../../src/api/errors';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';
import { orderableItem, placeOrder, type OrderableItem } from './orders';

let server: EdgeServer;
let item: OrderableItem;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
  item = await orderableItem(server);
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food', { signedIn: true }));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function cancelOnServer(orderId: number) {
  const res = await server.call('PUT', '/api/v1/customer/order/cancel', {
    token: await server.token(),
    json: { order_id: orderId, reason: 'Changed my mind' },
  });
  expect(res.status).toBe(200);
}

describe('more §10 Live tracking (pollOrder) and the order page (refreshOrder)', () => {
  it('more §10 each poll shows the order’s status as the server has it, with when it was read', async () => {
    const orderId = await placeOrder(server, item);
    const polled = await runProvided<{ order: { order_status: string }; at: number }>(
      createTrackingLogic(client()),
      'pollOrder',
      { orderId, contact: null },
    );
    expect(polled.order.order_status).toBe('pending');
    expect(polled.at).toBeGreaterThan(Date.now() - 60_000);
    await cancelOnServer(orderId);
    const later = await runProvided<{ order: { order_status: string } }>(createTrackingLogic(client()), 'pollOrder', {
      orderId,
      contact: null,
    });
    expect(later.order.order_status).toBe('canceled');
  });

  it('more §10 a guest’s order is tracked with its contact number; a wrong number is refused', async () => {
    await server.useScope('food');
    const guest = await server.call('POST', '/api/v1/auth/guest/request');
    const guestId = String((guest.body as { guest_id: number }).guest_id);
    const orderId = await placeOrder(server, item, { guestId });
    const polled = await runProvided<{ order: { order_status: string } }>(createTrackingLogic(client()), 'pollOrder', {
      orderId,
      contact: '+8801711111111',
    });
    expect(polled.order.order_status).toBe('pending');
    const error = await failureOf(createTrackingLogic(client()), 'pollOrder', { orderId, contact: '+8801799999999' });
    expect(error).toBeInstanceOf(ApiError);
    expect(server.to('/api/v1/customer/order/track').at(-1)!.status).toBeGreaterThanOrEqual(400);
  });

  it('more §10 the order page refreshed shows the server’s latest status, not the one it had read', async () => {
    const orderId = await placeOrder(server, item);
    const queryClient = client();
    const cart = lazyActor(() => Promise.resolve(createCartFlows(queryClient, () => {})));
    const { orderLogic } = createOrderFlows(queryClient, cart, () => {});
    expect((await runProvided<{ order_status: string }>(orderLogic, 'refreshOrder', { orderId })).order_status).toBe(
      'pending',
    );
    await cancelOnServer(orderId);
    expect((await runProvided<{ order_status: string }>(orderLogic, 'refreshOrder', { orderId })).order_status).toBe(
      'canceled',
    );
  });
});

describe('acc §7 Chat (pollThread)', () => {
  it('acc §7 a reply arriving while the chat is open shows on the next poll', async () => {
    const target = { kind: 'vendor' as const, id: item.store_id };
    const queryClient = client();
    const open = createChatLogic(queryClient);
    const before = await runProvided<{ newestId: number | null }>(open, 'pollThread', { target });
    const sent = await runProvided<{ newestId: number }>(createChatLogic(client()), 'sendMessage', {
      entry: { localId: 'p1', text: 'Still open?', images: [], status: 'sending' },
      target,
      partner: 'vendor',
      receiverId: null,
      orderId: null,
    });
    expect(sent.newestId).not.toBe(before.newestId);
    expect(await runProvided(open, 'pollThread', { target })).toEqual({ newestId: sent.newestId });
  });
});

describe('turn4 §4.6 Review reminder (fetchReminder, cancelReminder)', () => {
  it('turn4 §4.6 the home’s card names the delivered order to rate; dismissed, that order is not asked about again', async () => {
    const logic = createReviewReminderLogic();
    const first = await runProvided<{ orderId: number | null; images: string[] }>(logic, 'fetchReminder');
    const answer = server.to('/api/v1/customer/review-reminder').at(-1)!.body as { order_id: number };
    expect(first.orderId).toBe(answer.order_id);
    expect(first.orderId).not.toBeNull();
    await runProvided(logic, 'cancelReminder', { orderId: first.orderId });
    expect(server.to('/api/v1/customer/review-reminder-cancel').at(-1)!.status).toBe(200);
    const next = await runProvided<{ orderId: number | null }>(logic, 'fetchReminder');
    expect(next.orderId).not.toBe(first.orderId);
  });
});

describe('turn4 §4.5 Push notifications (requestPermission, registerToken)', () => {
  const credentials = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a' } as never;
  const messaging = (token: string, answer: 'granted' | 'denied' = 'granted'): PushMessaging => ({
    permission: () => 'default',
    requestPermission: async () => answer,
    token: async () => token,
  });

  it('turn4 §4.5 the browser’s answer to the prompt is the flow’s: allowed or blocked', async () => {
    const allowing = createPush(credentials, true, messaging('t')).logic;
    expect(await runProvided(allowing, 'requestPermission')).toBe('granted');
    const blocking = createPush(credentials, true, messaging('t', 'denied')).logic;
    expect(await runProvided(blocking, 'requestPermission')).toBe('denied');
  });

  it('turn4 §4.5 allowed, the device’s token is registered with the server; an empty token is refused with its words', async () => {
    const push = createPush(credentials, true, messaging('device-token-1')).logic;
    const token = await runProvided(push, 'registerToken');
    expect(token).toBe('device-token-1');
    const sent = server.to('/api/v1/customer/cm-firebase-token', 'PUT').at(-1)!;
    expect(sent.status).toBe(200);
    const emptyToken = createPush(credentials, true, messaging('')).logic;
    const error = (await failureOf(emptyToken, 'registerToken')) as ApiError;
    const refused = server.to('/api/v1/customer/cm-firebase-token', 'PUT').at(-1)!;
    expect(refused.status).toBe(403);
    expect(error.messages[0]).toBe((refused.body as { errors: { message: string }[] }).errors[0]!.message);
  });
});
