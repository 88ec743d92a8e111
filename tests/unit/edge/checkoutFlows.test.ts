/**
 * The checkout's edge (src/app/checkoutFlows.ts: Place Order, the coupon, the facts the checkout gathers,
 * and /order-placed's switch to cash) against the reference server: core §6 checkout, api §3.7, api §5.7.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createCheckoutFlows } from '../../../src/app/checkoutFlows';
import { ApiError } from '../../../src/api/errors';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, providedMachine, runProvided } from './provided';
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

function checkout(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const flows = createCheckoutFlows(queryClient);
  const logic = flows.createLogic({ showPlaced: () => {}, leaveTo: () => {}, buyNow: false, draftKey: 'edge:cart:1' });
  return { flows, logic, facts: providedMachine(logic, 'checkoutFacts') };
}

const foodHeaders = () => ({ zoneId: server.zoneId, moduleId: String(server.modules.food!.id) });

async function itemInCart() {
  await server.call('DELETE', '/api/v1/customer/cart/remove', { headers: foodHeaders(), token: await server.token() });
  const add = await server.call('POST', '/api/v1/customer/cart/add', {
    headers: foodHeaders(),
    token: await server.token(),
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
  expect(add.status).toBe(200);
}

async function orderCount(): Promise<number> {
  const res = await server.call('GET', '/api/v1/customer/order/running-orders?limit=100&offset=1', {
    headers: foodHeaders(),
    token: await server.token(),
  });
  return Number((res.body as { total_size: number }).total_size);
}

const takeAway = (intent: string) => ({
  body: {
    order_amount: item.price,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    store_id: item.store_id,
  },
  prescriptions: [],
  saveAddress: null,
  intent,
});

describe('core §6 Place order (placeOrder)', () => {
  it('core §6 Place order: the order is placed and the actor answers its id and the server’s total', async () => {
    await itemInCart();
    const placed = await runProvided<{ orderId: number; total: number }>(checkout().logic, 'placeOrder', takeAway('a'));
    const sent = server.to('/api/v1/customer/order/place', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(placed.orderId).toBe((sent.body as { order_id: number }).order_id);
    expect(placed.total).toBe(Number((sent.body as { total_ammount: number }).total_ammount));
    expect((await trackOrder(server, placed.orderId)).order_type).toBe('take_away');
  });

  it('core §6 Place order: a retried placement with the same key makes one order', async () => {
    await itemInCart();
    const before = await orderCount();
    const { logic } = checkout();
    server.loseNextAnswer('/api/v1/customer/order/place');
    await expect(runProvided(logic, 'placeOrder', takeAway('b'))).rejects.toBeDefined();
    const placed = await runProvided<{ orderId: number }>(logic, 'placeOrder', takeAway('b'));
    const [lost, retry] = server.to('/api/v1/customer/order/place', 'POST').slice(-2);
    expect(retry!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(placed.orderId).toBe((lost!.body as { order_id: number }).order_id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('core §6 Place order: an empty cart is refused with the server’s words and no order', async () => {
    await server.call('DELETE', '/api/v1/customer/cart/remove', {
      headers: foodHeaders(),
      token: await server.token(),
    });
    const before = await orderCount();
    const error = await failureOf(checkout().logic, 'placeOrder', takeAway('c'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages[0]).toBe(
      (server.to('/api/v1/customer/order/place', 'POST').at(-1)!.body as { errors: { message: string }[] }).errors[0]!
        .message,
    );
    expect(await orderCount()).toBe(before);
  });
});

describe('api §5.7 Coupon (applyCoupon)', () => {
  it('api §5.7 a store’s coupon is applied: the actor answers its discount; an expired one is refused with the server’s words', async () => {
    const { logic } = checkout();
    const coupon = await runProvided<{ code: string; discount: number }>(logic, 'applyCoupon', {
      code: 'BURGER20',
      storeId: 1,
    });
    expect([coupon.code, Number(coupon.discount)]).toEqual(['BURGER20', 20]);
    const error = (await failureOf(logic, 'applyCoupon', { code: 'OLD2020', storeId: 1 })) as ApiError;
    const refused = server.to('/api/v1/coupon/apply').at(-1)!;
    expect(refused.status).toBe(407);
    expect(error.messages[0]).toBe((refused.body as { errors: { message: string }[] }).errors[0]!.message);
  });
});

describe('core §6 The facts the checkout gathers (zoneFacts, distanceFacts, tipFacts, couponFacts)', () => {
  it('core §6 the delivery address’s zone answers its delivery figures; a point in no zone answers none', async () => {
    const { facts } = checkout();
    const zones = await runProvided<{ id: number }[]>(facts, 'zoneFacts', {
      lat: String(server.lat),
      lng: String(server.lng),
    });
    expect(zones.length).toBeGreaterThan(0);
    expect(JSON.parse(server.zoneId)).toContain(zones[0]!.id);
    expect(await runProvided(facts, 'zoneFacts', { lat: '-60', lng: '-30' })).toEqual([]);
  });

  it('core §6 the distance from the store answers the server’s figure, asked once for the same two points', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { facts } = checkout(queryClient);
    const points = { from: { lat: '23.75', lng: '90.37' }, to: { lat: String(server.lat), lng: String(server.lng) } };
    const answer = await runProvided(facts, 'distanceFacts', points);
    expect(answer).toEqual(server.to('/api/v1/config/distance-api').at(-1)!.body);
    const asked = server.to('/api/v1/config/distance-api').length;
    await runProvided(checkout(queryClient).facts, 'distanceFacts', points);
    expect(server.to('/api/v1/config/distance-api').length).toBe(asked);
  });

  it('core §6 the most given tip is the server’s figure; a guest is offered no coupons and none are asked', async () => {
    const { facts } = checkout();
    const tip = await runProvided<number | null>(facts, 'tipFacts');
    const most = server.to('/api/v1/most-tips').at(-1)!.body as { most_tips_amount?: number };
    expect(tip).toBe(Number(most.most_tips_amount) || null);
    const coupons = await runProvided<{ code: string }[]>(facts, 'couponFacts', { signedIn: true });
    expect(coupons.map((c) => c.code)).toEqual(
      (server.to('/api/v1/coupon/list').at(-1)!.body as { code: string }[]).map((c) => c.code),
    );
    expect(coupons.length).toBeGreaterThan(0);
    const asked = server.to('/api/v1/coupon/list').length;
    expect(await runProvided(checkout().facts, 'couponFacts', { signedIn: false })).toEqual([]);
    expect(server.to('/api/v1/coupon/list').length).toBe(asked);
  });
});

describe('api §3.7 Order placed: pay on delivery instead (switchToCod)', () => {
  it('api §3.7 a digital order whose payment failed is switched to cash on delivery on the server', async () => {
    const orderId = await placeOrder(server, item, { payment_method: 'digital_payment' });
    const logic = checkout().flows.orderResultLogic({ orderId, contactNumber: null, paymentReference: null });
    await runProvided(logic, 'switchToCod', { orderId });
    expect(server.to('/api/v1/customer/order/payment-method', 'PUT').at(-1)!.status).toBe(200);
    expect((await trackOrder(server, orderId)).payment_method).toBe('cash_on_delivery');
  });

  it('api §3.7 an order of someone else’s is refused with the server’s words', async () => {
    const error = (await failureOf(
      checkout().flows.orderResultLogic({ orderId: 999999, contactNumber: null, paymentReference: null }),
      'switchToCod',
      { orderId: 999999 },
    )) as ApiError;
    const refused = server.to('/api/v1/customer/order/payment-method', 'PUT').at(-1)!;
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(error.messages[0]).toBe((refused.body as { errors: { message: string }[] }).errors[0]!.message);
  });
});
