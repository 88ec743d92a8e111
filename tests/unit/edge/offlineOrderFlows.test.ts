/**
 * The edge of offline payment with proof and of the prescription order (src/app/offlineOrderFlows.ts) against
 * the reference server (platform-api-turn4 §5.1–§5.5): what the provided actors send and hand back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createOfflinePaymentLogic, createPrescriptionLogic } from '../../../src/app/offlineOrderFlows';
import { ApiError } from '../../../src/api/errors';
import { orderKeys } from '../../../src/api/queries/orders';
import { saveLocation } from '../../../src/api/scope';
import type { DeliveryAddress } from '../../../src/domain/address';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
/** HealthPlus Pharmacy (store 10, open all day, zone 2) takes prescriptions (server/README.md). */
const HEALTHPLUS = 10;
const address: DeliveryAddress = {
  id: 0,
  address_type: 'home',
  address: 'Science Lab, Dhaka',
  latitude: '23.7385',
  longitude: '90.3839',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
};

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.useScope('pharmacy', { signedIn: true });
  saveLocation({ address: address.address, lat: 23.7385, lng: 90.3839, zoneId: '[2]' });
});

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const rxImage = (name = 'rx.png') => ({
  id: name,
  name,
  type: 'image/png',
  size: PNG.length,
  file: new File([PNG], name, { type: 'image/png' }),
});
const trackOf = async (orderId: number) =>
  (await server.call('GET', `/api/v1/customer/order/track?order_id=${orderId}`, { token: await server.token() }))
    .body as Record<string, unknown>;

/** An offline-payment take-away of HealthPlus's first simple item, placed straight on the server. */
async function offlineOrder(): Promise<number> {
  const headers = { moduleId: String(server.modules.pharmacy!.id), zoneId: '[2]' };
  const token = await server.token();
  const items = await server.call(
    'GET',
    `/api/v1/items/latest?store_id=${HEALTHPLUS}&category_id=0&limit=20&offset=1`,
    { headers },
  );
  const item = (
    items.body as {
      products: { id: number; price: number; variations?: unknown[]; is_prescription_required?: number }[];
    }
  ).products.find((i) => !(i.variations ?? []).length && !i.is_prescription_required)!;
  await server.call('POST', '/api/v1/customer/cart/add', {
    headers,
    token,
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
  const placed = await server.call('POST', '/api/v1/customer/order/place', {
    headers,
    token,
    json: {
      order_amount: item.price,
      payment_method: 'offline_payment',
      order_type: 'take_away',
      store_id: HEALTHPLUS,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return (placed.body as { order_id: number }).order_id;
}

describe('turn4 §5.3 Offline payment proof (sendProof)', () => {
  it('turn4 §5.3 the proof is sent with the method and the trimmed note; order/track shows it waiting; a correction goes to offline-payment-update', async () => {
    const orderId = await offlineOrder();
    const logic = createOfflinePaymentLogic(queryClient());
    const sent = await runProvided(logic, 'sendProof', {
      orderId,
      mode: 'send',
      methodId: 1,
      values: { account_holder_name: 'Demo Customer', transaction_id: 'TX-1001' },
      note: '  Paid from my salary account ',
    });
    expect(sent).toEqual({ payment: 'success' });
    const tracked = await trackOf(orderId);
    expect(JSON.stringify(tracked.offline_payment)).toContain('TX-1001');
    expect(JSON.stringify(tracked.offline_payment)).toContain('Paid from my salary account');
    await runProvided(logic, 'sendProof', {
      orderId,
      mode: 'update',
      methodId: 1,
      values: { account_holder_name: 'Demo C', transaction_id: 'TX-1002' },
      note: '',
    });
    expect(server.to('/api/v1/customer/order/offline-payment-update', 'PUT').at(-1)?.status).toBe(200);
    expect(JSON.stringify((await trackOf(orderId)).offline_payment)).toContain('TX-1002');
  });

  it("turn4 §5.3 after the proof is sent, the order as tracked (a guest's too, with the phone) and the orders list are asked for again", () => {
    const client = queryClient();
    const tracked = orderKeys.track(41, '+8801700000009');
    for (const key of [tracked, orderKeys.page('running', 1), orderKeys.track(42)]) client.setQueryData(key, {});
    const refresh = createOfflinePaymentLogic(client).implementations.actions.refreshOrder as (args: {
      context: { orderId: number };
    }) => void;
    refresh({ context: { orderId: 41 } });
    expect(
      [tracked, orderKeys.page('running', 1), orderKeys.track(42)].map(
        (key) => client.getQueryState(key)?.isInvalidated,
      ),
    ).toEqual([true, true, false]);
  });

  it('turn4 §5.3 a method field left out: 403 with errors naming it, the actor fails with the server’s words', async () => {
    const orderId = await offlineOrder();
    const error = await failureOf(createOfflinePaymentLogic(queryClient()), 'sendProof', {
      orderId,
      mode: 'send',
      methodId: 1,
      values: { account_holder_name: 'Demo' },
      note: '',
    });
    const answer = server.to('/api/v1/customer/order/offline-payment', 'PUT').at(-1)!;
    expect(answer.status).toBe(403);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(
      (answer.body as { errors: { message: string }[] }).errors.map((e) => e.message),
    );
  });
});

describe('turn4 §5.1 Prescription order (placePrescription)', () => {
  it('turn4 §5.1 the images, note, tip and address go as multipart; the actor answers the order id the server placed', async () => {
    const logic = createPrescriptionLogic(queryClient(), () => {});
    const placed = await runProvided<{ order_id: number }>(logic, 'placePrescription', {
      storeId: HEALTHPLUS,
      draft: { images: [rxImage()], note: ' Twice a day ', tip: 10 },
      address,
    });
    const sent = server.to('/api/v1/customer/order/prescription/place', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(placed.order_id).toBe(Number((sent.body as { order_id: number | string }).order_id));
    const tracked = await trackOf(placed.order_id);
    expect([tracked.prescription_order, tracked.order_note, tracked.dm_tips]).toEqual([1, 'Twice a day', 10]);
    expect(tracked.order_attachment_full_url).toHaveLength(1);
  });

  it('turn4 §5.1 a Place order whose answer was lost, tapped again: the same Idempotency-Key, the same order, one order on the server', async () => {
    const logic = createPrescriptionLogic(queryClient(), () => {});
    const input = { storeId: HEALTHPLUS, draft: { images: [rxImage('retry.png')], note: 'Retried', tip: 0 }, address };
    const ordersBefore = await countOrders();
    server.loseNextAnswer('/api/v1/customer/order/prescription/place');
    await expect(runProvided(logic, 'placePrescription', input)).rejects.toThrow();
    const retried = await runProvided<{ order_id: number }>(logic, 'placePrescription', input);
    const [lost, retry] = server.to('/api/v1/customer/order/prescription/place', 'POST').slice(-2);
    expect(retry!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(retried.order_id).toBe(Number((lost!.body as { order_id: number }).order_id));
    expect(await countOrders()).toBe(ordersBefore + 1);
  });

  it('turn4 §5.1 a file that is not an image: 403 code order_attachment, the actor fails with it and no order is placed', async () => {
    const ordersBefore = await countOrders();
    const pdf = {
      id: 'rx.pdf',
      name: 'rx.pdf',
      type: 'application/pdf',
      size: 12,
      file: new File(['not an image'], 'rx.pdf', { type: 'application/pdf' }),
    };
    const error = await failureOf(
      createPrescriptionLogic(queryClient(), () => {}),
      'placePrescription',
      { storeId: HEALTHPLUS, draft: { images: [pdf], note: '', tip: 0 }, address },
    );
    expect(server.to('/api/v1/customer/order/prescription/place', 'POST').at(-1)!.status).toBe(403);
    expect((error as ApiError).hasCode('order_attachment')).toBe(true);
    expect(await countOrders()).toBe(ordersBefore);
  });
});

async function countOrders(): Promise<number> {
  const res = await server.call('GET', '/api/v1/customer/order/running-orders?limit=100&offset=1', {
    token: await server.token(),
  });
  return (
    (res.body as { total_size?: number; orders: unknown[] }).total_size ??
    (res.body as { orders: unknown[] }).orders.length
  );
}
