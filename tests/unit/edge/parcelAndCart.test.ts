/**
 * Sending a parcel, changing a cart line from the item's sheet, and the prescription draft on the device
 * (src/app/parcelFlows.ts, catalogFlows.ts, offlineOrderFlows.ts) against the reference server: api §3.7
 * parcel orders, core §4 the cart, turn4 §5.1 the prescription draft.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createParcelLogic } from '../../../src/app/parcelFlows';
import { createItemConfigLogic } from '../../../src/app/catalogFlows';
import { createCartFlows } from '../../../src/app/cartFlows';
import { createPrescriptionLogic } from '../../../src/app/offlineOrderFlows';
import type { ApiError } from '../../../src/api/errors';
import { cartQuery } from '../../../src/api/queries/cart';
import { getScope } from '../../../src/api/scope';
import type { ParcelDraft } from '../../../src/domain/parcel';
import { receiverSample, senderSample } from '../../../machines/parcel/samples';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';
import { orderableItem, putInCart, trackOrder, type OrderableItem } from './orders';

let server: EdgeServer;
let item: OrderableItem;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
  item = await orderableItem(server);
});
afterAll(() => server?.close());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const errorOf = (body: unknown) => (body as { errors: { message: string }[] }).errors[0]!.message;

describe('api §3.7 Send a parcel (placeParcel)', () => {
  beforeEach(() => server.useScope('parcel', { signedIn: true }));

  async function parcelDraft(): Promise<ParcelDraft> {
    const headers = { zoneId: server.zoneId, moduleId: String(server.modules.parcel!.id) };
    const categories = (await server.call('GET', '/api/v1/parcel-category', { headers }))
      .body as ParcelDraft['category'][];
    return {
      category: categories[0]!,
      sender: senderSample,
      receiver: receiverSample,
      instruction: 'Handle with care',
      note: '',
      payer: 'sender',
      payment: 'cash_on_delivery',
    } as ParcelDraft;
  }

  function parcelLogic() {
    const config = server.call('GET', '/api/v1/config');
    return config.then((c) =>
      createParcelLogic(client(), {
        charges: c.body as Record<string, number>,
        guestId: null,
        showPlaced: () => {},
        leaveTo: () => {},
      }),
    );
  }

  it('api §3.7 a parcel is placed: the order is a parcel for its receiver; a retry after a lost answer makes one order', async () => {
    const draft = await parcelDraft();
    const logic = await parcelLogic();
    server.loseNextAnswer('/api/v1/customer/order/place');
    await expect(runProvided(logic, 'placeParcel', draft)).rejects.toBeDefined();
    const placed = await runProvided<{ orderId: number }>(logic, 'placeParcel', draft);
    const [lost, retry] = server.to('/api/v1/customer/order/place', 'POST').slice(-2);
    expect(lost!.status).toBe(200);
    expect(retry!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(placed.orderId).toBe((lost!.body as { order_id: number }).order_id);
    const order = await trackOrder(server, placed.orderId);
    expect(order.order_type).toBe('parcel');
    expect((order.receiver_details as { contact_person_name: string }).contact_person_name).toBe('Rita Receiver');
  });

  it('api §3.7 a sender outside the service area is refused with the server’s words, and no parcel is placed', async () => {
    const draft = await parcelDraft();
    const far = { ...draft, sender: { ...draft.sender, latitude: '-60', longitude: '-30' } };
    const error = (await failureOf(await parcelLogic(), 'placeParcel', far)) as ApiError;
    const refused = server.to('/api/v1/customer/order/place', 'POST').at(-1)!;
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(error.messages[0]).toBe(errorOf(refused.body));
  });
});

describe('core §4 Change a cart line from the item’s sheet (updateCart)', () => {
  beforeEach(() => server.useScope('food', { signedIn: true }));

  it('core §4 the line’s new quantity is the server’s, and the cart the page reads follows at once; a line the cart does not hold is refused', async () => {
    const headers = { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) };
    const token = await server.token();
    await server.call('DELETE', '/api/v1/customer/cart/remove', { headers, token });
    const added = await putInCart(server, item, { token });
    const cartId = (added.body as { id: number }[])[0]!.id;
    const queryClient = client();
    const logic = createItemConfigLogic(
      queryClient,
      createCartFlows(queryClient, () => {}),
    );
    const payload = {
      item_id: item.id,
      model: 'Item',
      price: item.price,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    };
    const lines = await runProvided<{ id: number; quantity: number }[]>(logic, 'updateCart', {
      payload: { ...payload, quantity: 3, cart_id: cartId },
      storeId: item.store_id,
    });
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([[cartId, 3]]);
    expect(queryClient.getQueryData(cartQuery(getScope()).queryKey)).toBe(lines);
    const onServer = (await server.call('GET', '/api/v1/customer/cart/list', { headers, token })).body as {
      quantity: number;
    }[];
    expect(onServer.map((l) => l.quantity)).toEqual([3]);
    const error = (await failureOf(logic, 'updateCart', {
      payload: { ...payload, quantity: 2 },
      storeId: item.store_id,
    })) as ApiError;
    expect(error.messages[0]).toBe(errorOf(server.to('/api/v1/customer/cart/update', 'POST').at(-1)!.body));
  });
});

describe('turn4 §5.1 The prescription draft (loadDraft)', () => {
  it('turn4 §5.1 on a device without IndexedDB (private mode) the form opens empty instead of failing', async () => {
    // jsdom has no IndexedDB: the draft's round trip is the browser's (the e2e prescription spec).
    expect(typeof indexedDB).toBe('undefined');
    const prescription = createPrescriptionLogic(client(), () => {});
    expect(await runProvided(prescription, 'loadDraft', { storeId: 1 })).toBeNull();
  });
});
