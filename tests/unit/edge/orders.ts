/**
 * Orders for the edge's tests, placed straight on the server (not through the edge under test): a food item
 * orderable at the server's 13:00 from an open store, into the cart, then order/place as the platform client does.
 */
import type { EdgeServer } from './edgeServer';

export interface OrderableItem {
  id: number;
  price: number;
  store_id: number;
}

type ItemRow = OrderableItem & {
  food_variations?: unknown;
  variations?: unknown[];
  stock?: number | null;
  available_time_starts?: string;
  available_time_ends?: string;
};

const orderableAtLunch = (i: ItemRow) =>
  (i.food_variations === '' || (Array.isArray(i.food_variations) && i.food_variations.length === 0)) &&
  (i.variations ?? []).length === 0 &&
  (i.stock ?? 10) > 3 &&
  String(i.available_time_starts ?? '00:00:00') <= '13:00:00' &&
  '13:00:00' <= String(i.available_time_ends ?? '23:59:59');

export async function orderableItem(server: EdgeServer): Promise<OrderableItem> {
  const headers = { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) };
  const stores = await server.call('GET', '/api/v1/stores/latest?limit=50&offset=1', { headers });
  const open = (stores.body as { stores: { id: number; open?: number; active?: boolean }[] }).stores.filter(
    (st) => st.open === 1 && st.active !== false,
  );
  for (const store of open) {
    const res = await server.call('GET', `/api/v1/items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`, {
      headers,
    });
    const found = (res.body as { products: ItemRow[] }).products.find(orderableAtLunch);
    if (found) return { id: found.id, price: found.price, store_id: found.store_id };
  }
  throw new Error('no open food store with a simple item in the demo data at 13:00');
}

/** A take-away order of one item for the demo customer (or a guest): its id. */
/** One of the item in the customer's (or the guest's) food cart, straight on the server; its answer as sent. */
export async function putInCart(server: EdgeServer, item: OrderableItem, owner: { token?: string; guestId?: string }) {
  return server.call('POST', '/api/v1/customer/cart/add', {
    headers: { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) },
    token: owner.token,
    json: {
      item_id: item.id,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      ...(owner.guestId ? { guest_id: owner.guestId } : {}),
    },
  });
}

export async function placeOrder(
  server: EdgeServer,
  item: OrderableItem,
  opts: { payment_method?: string; guestId?: string } = {},
): Promise<number> {
  const headers = { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) };
  const token = opts.guestId ? undefined : await server.token();
  const add = await putInCart(server, item, { token, guestId: opts.guestId });
  if (add.status !== 200) throw new Error(`cart/add ${add.status} ${JSON.stringify(add.body)}`);
  const contact = opts.guestId
    ? {
        contact_person_name: 'Guest Person',
        contact_person_number: '+8801711111111',
        contact_person_email: 'guest.person@example.com',
      }
    : {};
  const placed = await server.call('POST', '/api/v1/customer/order/place', {
    headers,
    token,
    json: {
      order_amount: item.price,
      payment_method: opts.payment_method ?? 'cash_on_delivery',
      order_type: 'take_away',
      store_id: item.store_id,
      ...(opts.guestId ? { guest_id: opts.guestId } : {}),
      ...contact,
    },
  });
  if (placed.status !== 200) throw new Error(`order/place ${placed.status} ${JSON.stringify(placed.body)}`);
  return (placed.body as { order_id: number }).order_id;
}

/** The order as order/track answers it to its owner. */
export async function trackOrder(server: EdgeServer, orderId: number): Promise<Record<string, unknown>> {
  const res = await server.call('GET', `/api/v1/customer/order/track?order_id=${orderId}`, {
    token: await server.token(),
  });
  return res.body as Record<string, unknown>;
}
