// A payment method the business has switched off is refused by order/place, for a store's order and a parcel
// alike (server/services/order-placement.ts checkPaymentMethod), in the platform's words and codes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ORDER_PAYMENT_METHODS } from '../../src/domain/payment.ts';
import { PAYMENT_METHODS } from '../../server/services/order-placement.ts';
import { FOOD, PARCEL, firstError, makeApp, parcelOrderBody, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = makeApp({ config: { digital_payment: false, offline_payment_status: 0 } });
  token = await t.login();
});
afterAll(() => t.dispose());

const DIGITAL_OFF = { code: 'digital_payment', message: 'Digital payment for the order not available at this time' };
const OFFLINE_OFF = {
  code: 'offline_payment_status',
  message: 'Offline payment for the order not available at this time',
};

async function storeOrder(paymentMethod: string) {
  await t.call('POST', '/api/v1/customer/cart/add', {
    token,
    headers: FOOD,
    json: { item_id: 5, model: 'Item', price: 120, quantity: 1 },
  });
  return t.call('POST', '/api/v1/customer/order/place', {
    token,
    headers: FOOD,
    json: { order_amount: 120, payment_method: paymentMethod, order_type: 'take_away', store_id: 1 },
  });
}

const parcel = (paymentMethod: string) =>
  t.call('POST', '/api/v1/customer/order/place', {
    token,
    headers: PARCEL,
    json: parcelOrderBody({ payment_method: paymentMethod }),
  });

describe('platform-api §3.7 order/place: a payment method the business switched off', () => {
  it('api §3.7 a store order by digital or offline payment is refused with the platform’s message; cash on delivery still places it', async () => {
    const digital = await storeOrder('digital_payment');
    expect(digital.status).toBe(403);
    expect(firstError(digital.body)).toEqual(DIGITAL_OFF);
    const offline = await storeOrder('offline_payment');
    expect(offline.status).toBe(403);
    expect(firstError(offline.body)).toEqual(OFFLINE_OFF);
    expect((await storeOrder('cash_on_delivery')).status).toBe(200);
  });

  it('api §3.7 a parcel by digital or offline payment is refused with the same message as a store order; cash on delivery still places it', async () => {
    const digital = await parcel('digital_payment');
    expect(digital.status).toBe(403);
    expect(firstError(digital.body)).toEqual(DIGITAL_OFF);
    const offline = await parcel('offline_payment');
    expect(offline.status).toBe(403);
    expect(firstError(offline.body)).toEqual(OFFLINE_OFF);
    expect((await parcel('cash_on_delivery')).status).toBe(200);
  });
});

describe('platform-api §3.7 order/place: one list of the methods it takes', () => {
  it("api §3.7 the contract's payment_method enum, the server's validation list and the storefront's vocabulary name the same methods", () => {
    const contract = parse(readFileSync(new URL('../../openapi/storefront.yaml', import.meta.url), 'utf8'));
    const named: string[] = contract.components.schemas.PlaceOrderRequest.properties.payment_method.enum;
    expect([...named].sort()).toEqual([...ORDER_PAYMENT_METHODS].sort());
    expect(PAYMENT_METHODS).toEqual(ORDER_PAYMENT_METHODS);
  });
});
