/**
 * The order, wallet top-up and point-transfer edge (src/app/orderFlows.ts, through the machines it provides)
 * against the reference server: more §10 cancel and refund, api §3.4 wallet and loyalty points.
 * Order-again (counted in the edge today) is being rewritten into states: it is left to its machine's tests.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createOrderFlows } from '../../../src/app/orderFlows';
import { createCartFlows } from '../../../src/app/cartFlows';
import { lazyActor } from '../../../src/flows/lazyActor';
import { ApiError } from '../../../src/api/errors';
import { saveToken, storage } from '../../../src/api/scope';
import { STORAGE_KEYS } from '../../../src/api/storage';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';
import { orderableItem, placeOrder, trackOrder, type OrderableItem } from './orders';

let server: EdgeServer;
let item: OrderableItem;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
  item = await orderableItem(server);
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food', { signedIn: true }));

function orderFlows() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cart = lazyActor(() => Promise.resolve(createCartFlows(queryClient, () => {})));
  return createOrderFlows(queryClient, cart, () => {});
}

/** A 1×1 PNG's first bytes: the server checks an upload's signature, not only its name. */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

const errorsOf = (body: unknown) =>
  ((body as { errors?: { code: string; message: string }[] }).errors ?? []).map((e) => e.code);

describe('more §10 Cancel an order (cancelOrder)', () => {
  it('more §10 a pending cash order is cancelled with the reason: the server says canceled, the actor answers its message and no refund', async () => {
    const orderId = await placeOrder(server, item);
    const answer = await runProvided<{ message?: string; refund: unknown }>(orderFlows().orderLogic, 'cancelOrder', {
      orderId,
      reason: 'Ordered by mistake',
    });
    const sent = server.to('/api/v1/customer/order/cancel', 'PUT').at(-1)!;
    expect(sent.status).toBe(200);
    expect(answer.message).toBe((sent.body as { message: string }).message);
    expect(answer.refund).toBeNull();
    expect((await trackOrder(server, orderId)).order_status).toBe('canceled');
  });

  it('more §10 a guest cancels its own order: the edge adds the guest id, the server cancels it', async () => {
    await server.useScope('food');
    const guest = await server.call('POST', '/api/v1/auth/guest/request');
    const guestId = String((guest.body as { guest_id: number }).guest_id);
    storage.setItem(STORAGE_KEYS.guestId, guestId);
    const orderId = await placeOrder(server, item, { guestId });
    await runProvided(orderFlows().orderLogic, 'cancelOrder', { orderId, reason: 'Ordered by mistake' });
    const sent = server.to('/api/v1/customer/order/cancel', 'PUT').at(-1)!;
    expect(sent.status).toBe(200);
    const tracked = await server.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=%2B8801711111111`,
    );
    expect((tracked.body as { order_status: string }).order_status).toBe('canceled');
  });

  it('more §10 a wallet-paid order cancelled twice (a retried tap): the actor answers its refund to the wallet, and the wallet is refunded once', async () => {
    const orderId = await placeOrder(server, item, { payment_method: 'wallet' });
    const flows = orderFlows();
    const first = await runProvided<{ refund: { amount: number; toWallet: boolean } | null }>(
      flows.orderLogic,
      'cancelOrder',
      { orderId, reason: 'Ordered by mistake' },
    );
    const total = Number((await trackOrder(server, orderId)).order_amount);
    expect(first.refund).toEqual({ amount: total, toWallet: true });
    const refunds = async () => {
      const res = await server.call('GET', '/api/v1/customer/wallet/transactions?limit=50&offset=1', {
        token: await server.token(),
      });
      return (
        res.body as { data: { reference?: string | null; transaction_type: string; credit: number }[] }
      ).data.filter((t) => String(t.reference) === String(orderId) && t.credit > 0);
    };
    expect((await refunds()).map((t) => t.credit)).toEqual([total]);
    // The platform answers a second cancel of a cancelled order 200 again (its OrderController::cancel_order).
    await runProvided(flows.orderLogic, 'cancelOrder', { orderId, reason: 'Ordered by mistake' });
    expect(
      server
        .to('/api/v1/customer/order/cancel', 'PUT')
        .slice(-2)
        .map((e) => e.status),
    ).toEqual([200, 200]);
    expect((await refunds()).map((t) => t.credit)).toEqual([total]);
  });

  it('more §10 switch to cash on delivery: the server records cash_on_delivery for a digitally paid order', async () => {
    const orderId = await placeOrder(server, item, { payment_method: 'digital_payment' });
    await runProvided(orderFlows().orderLogic, 'switchToCashOnDelivery', { orderId });
    expect(server.to('/api/v1/customer/order/payment-method', 'PUT').at(-1)?.status).toBe(200);
    expect((await trackOrder(server, orderId)).payment_method).toBe('cash_on_delivery');
  });
});

describe('more §10 Refund request (requestRefund)', () => {
  it('more §10 a delivered order: the reason, note and image go as multipart with refund_method wallet; the server answers 200', async () => {
    const orders = await server.call('GET', '/api/v1/customer/order/list?limit=50&offset=1', {
      token: await server.token(),
    });
    const delivered = (orders.body as { orders: { id: number; order_status: string }[] }).orders.find(
      (o) => o.order_status === 'delivered',
    );
    if (!delivered) return expect.fail('the demo customer has no delivered order');
    const image = new File([PNG], 'damaged.png', { type: 'image/png' });
    const answer = await runProvided<{ message?: string }>(orderFlows().orderLogic, 'requestRefund', {
      orderId: delivered.id,
      draft: { reason: 'Item damaged', note: '  The box was open  ', images: [image] },
    });
    const sent = server.to('/api/v1/customer/order/refund-request', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(answer.message).toBe((sent.body as { message: string }).message);
    const again = await failureOf(orderFlows().orderLogic, 'requestRefund', {
      orderId: delivered.id,
      draft: { reason: 'Item damaged', note: '', images: [] },
    });
    expect(again).toBeInstanceOf(ApiError);
    expect(server.to('/api/v1/customer/order/refund-request', 'POST').at(-1)!.status).toBe(403);
  });

  it('more §10 a refund for a pending order: 403 with errors, the actor fails with the server’s message', async () => {
    const orderId = await placeOrder(server, item);
    const error = await failureOf(orderFlows().orderLogic, 'requestRefund', {
      orderId,
      draft: { reason: 'Item damaged', note: '', images: [] },
    });
    const sent = server.to('/api/v1/customer/order/refund-request', 'POST').at(-1)!;
    expect(sent.status).toBe(403);
    expect((error as ApiError).messages).toEqual(
      (sent.body as { errors: { message: string }[] }).errors.map((e) => e.message),
    );
  });
});

describe('api §3.4 Wallet top-up (addFund)', () => {
  it('api §3.4 the top-up goes to the payment page: amount, method, web and the wallet page as callback; the actor answers the redirect link', async () => {
    const answer = await runProvided<{ redirect_link: string }>(orderFlows().walletTopUpLogic, 'addFund', {
      amount: 100,
      method: 'stripe',
    });
    const sent = server.to('/api/v1/customer/wallet/add-fund', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(answer.redirect_link).toBe((sent.body as { redirect_link: string }).redirect_link);
    expect(answer.redirect_link).toMatch(/^https?:\/\//);
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('api §3.4 a top-up whose answer was lost is retried with the same Idempotency-Key and answered the same: one top-up, not two', async () => {
    const flows = orderFlows();
    server.loseNextAnswer('/api/v1/customer/wallet/add-fund');
    await expect(runProvided(flows.walletTopUpLogic, 'addFund', { amount: 250, method: 'paypal' })).rejects.toThrow();
    const retried = await runProvided<{ redirect_link: string }>(flows.walletTopUpLogic, 'addFund', {
      amount: 250,
      method: 'paypal',
    });
    const [lost, retry] = server.to('/api/v1/customer/wallet/add-fund', 'POST').slice(-2);
    expect(retry!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(retried.redirect_link).toBe((lost!.body as { redirect_link: string }).redirect_link);
    const next = await runProvided<{ redirect_link: string }>(flows.walletTopUpLogic, 'addFund', {
      amount: 250,
      method: 'paypal',
    });
    expect(server.to('/api/v1/customer/wallet/add-fund', 'POST').at(-1)!.headers.get('Idempotency-Key')).not.toBe(
      lost!.headers.get('Idempotency-Key'),
    );
    expect(next.redirect_link).not.toBe(retried.redirect_link);
  });

  it('api §3.4 an amount of 0: 403 with errors code amount, the actor fails with them', async () => {
    const error = await failureOf(orderFlows().walletTopUpLogic, 'addFund', { amount: 0, method: 'stripe' });
    expect(server.to('/api/v1/customer/wallet/add-fund', 'POST').at(-1)!.status).toBe(403);
    expect((error as ApiError).hasCode('amount')).toBe(true);
  });

  it('acc §8 without a token: 401, the actor fails and the stored token is gone', async () => {
    saveToken('expired-token');
    const error = await failureOf(orderFlows().walletTopUpLogic, 'addFund', { amount: 100, method: 'stripe' });
    expect(server.to('/api/v1/customer/wallet/add-fund', 'POST').at(-1)!.status).toBe(401);
    expect((error as ApiError).status).toBe(401);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('api §3.4 Loyalty points to the wallet (transferPoints)', () => {
  it('api §3.4 the minimum points convert: the actor answers the server’s message; above the balance it fails with code point', async () => {
    const config = (await server.call('GET', '/api/v1/config')).body as { loyalty_point_minimum_point?: number };
    const min = Math.max(1, Number(config.loyalty_point_minimum_point ?? 1));
    const flows = orderFlows();
    const answer = await runProvided<{ message?: string }>(flows.pointTransferLogic, 'transferPoints', { points: min });
    const sent = server.to('/api/v1/customer/loyalty-point/point-transfer', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(answer.message).toBe((sent.body as { message: string }).message);
    const error = await failureOf(flows.pointTransferLogic, 'transferPoints', { points: 10_000_000 });
    const refused = server.to('/api/v1/customer/loyalty-point/point-transfer', 'POST').at(-1)!;
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)).toEqual(['point']);
    expect((error as ApiError).hasCode('point')).toBe(true);
  });
});
