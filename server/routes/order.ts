// customer/order place, list, running-orders, details, track, cancel, payment-method, and the public
// reason lists (platform-api §3.7, more §10). Order items come from the server cart (owner + moduleId
// header); the posted `cart` is used only with is_buy_now=1. The answer spells `total_ammount` (sic).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { deliveryAddressOf } from '../handlers/order-address.ts';
import { ApiError, fail } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { moduleOf, ownerOf, requireUser, type Owner } from '../request/access.ts';
import { checkImage, storeImage } from '../services/uploads.ts';
import { paginate } from '../http/paging.ts';
import { int, num, present, str, truthy, validate } from '../http/validate.ts';
import { CartLines, MAX_LINE_QUANTITY, checkOrderLines, checkVariation, findCartItem, parseVariation, tracksStock } from '../services/cart.ts';
import { checkCoupon } from '../services/coupons.ts';
import { unitDiscount, unitPrice } from '../services/pricing.ts';
import { COD_LIMIT_MESSAGE, insertOrder, orderLines, orderOut, orderTimeRefusal, type PricedLine } from '../services/orders.ts';
import { paidOn, refundOnCancel } from '../services/refunds.ts';
import { pivot } from '../format/zone.ts';
import { OrderRecords, type OrderRow } from '../services/order-records.ts';
import { walletEntry } from '../services/wallet.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { isoStamp } from '../catalog/time.ts';
import { normalizePhone } from '../http/people.ts';
import { placeParcelOrder } from '../handlers/parcel-order.ts';
import { drivingKm } from '../catalog/geo.ts';

const PAST = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed'];


export function registerOrder(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const carts = new CartLines(db, catalog);
  const records = new OrderRecords(db);

  /** Cart lines → priced lines, re-checking variations, stock and add-ons against the catalogue. */
  function linesFrom(owner: Owner, moduleId: number, body: Record<string, unknown>): { lines: PricedLine[]; fromCart: boolean } {
    if (truthy(body.is_buy_now)) {
      let raw = body.cart;
      if (typeof raw === 'string') {
        try {
          raw = JSON.parse(raw);
        } catch {
          fail(403, 'cart', 'The cart must be a valid JSON string.');
        }
      }
      if (!Array.isArray(raw) || !raw.length || raw.length > 50) fail(403, 'cart', 'The cart field is required.');
      return {
        fromCart: false,
        lines: raw.map((e: Record<string, unknown>) => {
          // The cart's own bounds (routes/cart.ts): quantity 1..10000, then the item's maximum_cart_quantity.
          if (!e || typeof e !== 'object' || !Number.isSafeInteger(Number(e.item_id)) || !Number.isSafeInteger(Number(e.quantity)) || Number(e.quantity) < 1 || Number(e.quantity) > MAX_LINE_QUANTITY)
            fail(403, 'cart', 'The cart entries need item_id and quantity.');
          const campaign = e.model === 'ItemCampaign';
          const item = findCartItem(catalog, campaign ? 'ItemCampaign' : 'Item', Number(e.item_id));
          if (!item) fail(403, 'cart', 'The selected item id is invalid.');
          if (item.maximum_cart_quantity && Number(e.quantity) > item.maximum_cart_quantity) fail(403, 'cart_item_limit', 'Maximum cart quantity exceeded');
          const v = checkVariation(item, catalog.moduleById.get(item.module_id)!.module_type, parseVariation(e.variation));
          const ids = Array.isArray(e.add_on_ids) ? e.add_on_ids.map(Number) : [];
          const qtys = Array.isArray(e.add_on_qtys) ? e.add_on_qtys.map(Number) : [];
          if (qtys.some((q) => !Number.isSafeInteger(q) || q < 1 || q > MAX_LINE_QUANTITY)) fail(403, 'add_on_qtys', 'The add on qtys must be whole numbers from 1.');
          return priced(item, campaign, Number(e.quantity), v.variation, addOns(item, ids, qtys));
        }),
      };
    }
    const rows = carts.rows(owner.id, owner.isGuest, moduleId);
    return {
      fromCart: true,
      lines: rows.flatMap((row) => {
        const item = carts.itemOf(row);
        if (!item) return [];
        // Priced again from the catalogue: the stored line price is never trusted as the order's price.
        return [priced(item, row.item_type.endsWith('ItemCampaign'), row.quantity, JSON.parse(row.variation), addOns(item, JSON.parse(row.add_on_ids), JSON.parse(row.add_on_qtys)))];
      }),
    };
  }

  function priced(item: PricedLine['item'], campaign: boolean, quantity: number, variation: unknown[], lineAddOns: PricedLine['addOns']): PricedLine {
    const unit = unitPrice(item, catalog.moduleById.get(item.module_id)!.module_type, variation);
    return { item, campaign, quantity, unitPrice: unit, unitDiscount: unitDiscount(catalog, item, campaign, unit, deps.now()), variation, addOns: lineAddOns };
  }

  function addOns(item: PricedLine['item'], ids: number[], qtys: number[]) {
    return ids.flatMap((id, i) => {
      const a = catalog.addOnById.get(id);
      return a && item.add_on_ids.includes(id) ? [{ id: a.id, name: a.name, price: a.price, quantity: Math.max(1, qtys[i] ?? 1) }] : [];
    });
  }

  /**
   * acc §9 The delivery distance is the server's own: the distance service's figure from the store to the
   * address (catalog/geo.ts drivingKm). The platform's clients must send `distance`; a larger one is
   * honoured (a real road may be longer), a smaller one never lowers the fee.
   */
  function deliveryKm(store: { latitude: string | number; longitude: string | number }, body: Record<string, unknown>): number {
    if (body.order_type === 'take_away') return 0;
    const own = drivingKm({ lat: Number(store.latitude), lng: Number(store.longitude) }, { lat: num(body.latitude), lng: num(body.longitude) });
    return Math.max(own, present(body.distance) ? num(body.distance) : 0);
  }

  r.post('/customer/order/place', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'optional');
    const cfg = deps.config();
    validate(body, {
      order_amount: 'required|numeric|min:0',
      payment_method: 'required|in:cash_on_delivery,digital_payment,wallet,offline_payment',
      order_type: 'required|in:take_away,delivery,parcel',
      store_id: 'integer|min:1',
      distance: 'numeric|min:0|max:1000',
      address: 'string|max:255',
      latitude: 'numeric|min:-90|max:90',
      longitude: 'numeric|min:-180|max:180',
      dm_tips: 'numeric|min:0|max:100000',
      coupon_code: 'string|max:100',
      schedule_at: 'string|max:50',
      order_note: 'string|max:1000',
      contact_person_name: 'string|max:100',
      contact_person_number: 'string|max:20',
      contact_person_email: 'email|max:255',
    });
    if (body.order_type === 'parcel') return placeParcelOrder(c, deps, owner, body);
    validate(body, { store_id: 'required' });
    if (body.order_type !== 'take_away') validate(body, { distance: 'required', address: 'required', latitude: 'required', longitude: 'required' });
    if (owner.isGuest) {
      if (Number(cfg.guest_checkout_status) !== 1) fail(403, 'is_guest', 'Guest checkout is not available');
      validate(body, { contact_person_name: 'required', contact_person_number: 'required' });
    }
    if (body.order_type === 'take_away' && !cfg.takeaway_status) fail(403, 'order_type', 'Take away is not available');
    if (body.order_type === 'delivery' && !cfg.home_delivery_status) fail(403, 'order_type', 'Home delivery is not available');

    const store = catalog.storeById.get(int(body.store_id));
    if (!store || store.status !== 1) fail(404, 'store', 'Store not found');
    const now = deps.now();
    let scheduleAt: string | null = null;
    if (present(body.schedule_at)) {
      const t = Date.parse(str(body.schedule_at));
      if (Number.isNaN(t)) fail(403, 'schedule_at', 'The schedule at is not a valid date.');
      scheduleAt = isoStamp(new Date(t));
    }
    const timeRefusal = orderTimeRefusal(cfg, store, now, scheduleAt ? new Date(Date.parse(scheduleAt)) : null);
    if (timeRefusal) fail(timeRefusal.status, timeRefusal.code, timeRefusal.message);

    let zone = catalog.zoneById.get(store.zone_id);
    if (body.order_type !== 'take_away') {
      const zs = catalog.zonesAt(num(body.latitude), num(body.longitude)).filter((z) => z.status === 1);
      if (!zs.length) fail(403, 'coordinates', 'Service not available in this area');
      if (!zs.some((z) => z.id === store.zone_id)) fail(403, 'coordinates', 'This store does not deliver to your address');
      zone = zs.find((z) => z.id === store.zone_id) ?? zone;
    }

    const moduleId = mod?.id ?? 0;
    const { lines, fromCart } = linesFrom(owner, moduleId, body);
    if (!lines.length) fail(403, 'cart', 'Cart is empty');
    if (lines.some((l) => l.item.store_id !== store.id)) fail(403, 'cart', 'All items must come from the selected store');
    const stockTracked = tracksStock(cfg, catalog.moduleById.get(store.module_id)!.module_type);
    checkOrderLines(lines, stockTracked);

    const coupon = present(body.coupon_code)
      ? checkCoupon(db, catalog, now, { code: str(body.coupon_code), moduleId: store.module_id, storeId: store.id, ownerId: owner.id, isGuest: owner.isGuest, zoneIds: zone ? [zone.id] : null })
      : null;

    if (body.payment_method === 'cash_on_delivery' && (!cfg.cash_on_delivery || zone?.cash_on_delivery === 0)) fail(403, 'payment_method', 'Cash on delivery is not available');
    if (body.payment_method === 'digital_payment' && !cfg.digital_payment) fail(403, 'payment_method', 'Digital payment is not available');
    if (body.payment_method === 'offline_payment' && !cfg.offline_payment_status) fail(403, 'payment_method', 'Offline payment is not available');
    if (body.payment_method === 'wallet' && (owner.isGuest || !cfg.customer_wallet_status)) fail(403, 'payment_method', 'Wallet payment is not available');

    const address =
      body.order_type === 'take_away'
        ? null
        : deliveryAddressOf(body, owner);

    // Prescription images (multipart `order_attachment[]`): JPEG, PNG or GIF, at most 3 (core §5, acc §5).
    const sent = body['order_attachment[]'] ?? body.order_attachment;
    const files = Array.isArray(sent) ? sent : sent !== undefined && sent !== '' ? [sent] : [];
    if (files.length > 3) fail(403, 'order_attachment', 'Maximum 3 images can be send at a time.');
    const attachments: NonNullable<Awaited<ReturnType<typeof checkImage>>>[] = [];
    for (const f of files) {
      const img = await checkImage('order_attachment', f);
      if (img) attachments.push(img);
    }
    // Partial payment (config partial_payment_status): the wallet pays what it holds, the chosen method the rest.
    const partial = truthy(body.partial_payment) && !owner.isGuest && Number(cfg.partial_payment_status) === 1 && body.payment_method !== 'wallet';

    const placed = records.transaction(() => {
      // Checked again in the step that writes: the image checks above await, and other orders may have
      // taken the stock or the coupon's last use meanwhile.
      checkOrderLines(lines, stockTracked);
      if (coupon) checkCoupon(db, catalog, now, { code: coupon.code, moduleId: store.module_id, storeId: store.id, ownerId: owner.id, isGuest: owner.isGuest, zoneIds: zone ? [zone.id] : null });
      const o = insertOrder(db, catalog, cfg, now, {
        ownerId: owner.id,
        isGuest: owner.isGuest,
        store,
        zone,
        moduleId: store.module_id,
        lines,
        coupon,
        // Read in this step, with the debit below: the wallet part recorded is the part taken.
        partialWallet: partial ? deps.users.byId(owner.id)!.wallet_balance : undefined,
        orderType: str(body.order_type),
        paymentMethod: str(body.payment_method),
        km: deliveryKm(store, body),
        dmTips: present(body.dm_tips) ? num(body.dm_tips) : 0,
        // Asked for by a positive extra_packaging_amount; charged at the store's own amount (services/orders.ts).
        extraPackaging: present(body.extra_packaging_amount) && Number(body.extra_packaging_amount) > 0,
        address: address ?? (owner.isGuest ? { contact_person_name: str(body.contact_person_name), contact_person_number: normalizePhone(body.contact_person_number) } : null),
        scheduleAt,
        note: present(body.order_note) ? str(body.order_note) : null,
        extra: {
          delivery_instruction: body.delivery_instruction ?? null,
          unavailable_item_note: body.unavailable_item_note ?? null,
          cutlery: truthy(body.cutlery) ? 1 : 0,
          order_attachment: attachments.map((img) => storeImage(db, img, isoStamp(now))),
        },
      }, 'pending', partial ? 'partially_paid' : 'unpaid');
      if (body.payment_method === 'wallet') {
        const u = deps.users.byId(owner.id)!;
        if (u.wallet_balance < o.total) fail(403, 'payment_method', 'Insufficient wallet balance');
        walletEntry(db, now, owner.id, { debit: o.total, type: 'order_place', reference: String(o.id) });
        records.markPaid(o.id);
      }
      if (partial) {
        // As the platform: a partial payment needs some wallet money, and less than the order (else pay by wallet).
        if (!(o.partiallyPaid > 0)) fail(403, 'order_amount', 'Insufficient wallet balance for a partial payment');
        if (o.partiallyPaid >= o.total) fail(403, 'order_amount', 'The order amount must be greater than the wallet balance');
        walletEntry(db, now, owner.id, { debit: o.partiallyPaid, type: 'partial_payment', reference: String(o.id) });
        records.recordPayments(o.id, [
          { order_id: o.id, amount: o.partiallyPaid, payment_status: 'paid', payment_method: 'wallet' },
          { order_id: o.id, amount: Math.round((o.total - o.partiallyPaid) * 100) / 100, payment_status: 'unpaid', payment_method: str(body.payment_method) },
        ]);
      }
      if (stockTracked)
        for (const l of lines) {
          if (l.campaign) continue;
          const vType = (l.variation[0] as { type?: string } | undefined)?.type;
          const v = vType ? l.item.variations.find((x) => x.type === vType) : undefined;
          if (v) v.stock -= l.quantity;
          l.item.stock -= l.quantity;
          catalog.saveItem(l.item);
        }
      if (fromCart) carts.clear(owner.id, owner.isGuest, moduleId);
      return o;
    });

    return send(c, { message: 'Order placed successfully', order_id: placed.id, total_ammount: placed.total, status: 'pending', created_at: placed.created_at, user_id: owner.id });
  });

  function orders(c: Context, owner: Owner, statuses: string[], include: boolean) {
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1|max:1000', offset: 'required|integer|min:1' });
    const rows = records.list(owner);
    const list = rows.filter((o) => statuses.includes(o.order_status) === include);
    const page = paginate(list, q);
    const view = viewOf(c, deps.now());
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      orders: page.rows.map((o) => ({ ...orderData(o), ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, view)), details_count: records.lineCount(o.id) })),
    });
  }

  /** The stored order object with the live status columns. */
  const orderData = (o: OrderRow): Record<string, unknown> => ({ ...(JSON.parse(o.data) as Record<string, unknown>), order_status: o.order_status, payment_status: o.payment_status });

  r.get('/customer/order/list', (c) => orders(c, ownerOf(c, deps, c.req.query()), PAST, true));
  r.get('/customer/order/running-orders', (c) => orders(c, ownerOf(c, deps, c.req.query()), PAST, false));

  /** Finds an order: unknown id → framework 404; someone else's order → 404 code order. (The platform
   *  does not check a guest's orders against guest_id; we do, so guests cannot read other orders.) */
  function findOrder(owner: Owner, id: number): OrderRow {
    const o = records.byId(id);
    if (!o) throw new ApiError(404, { message: `No query results for model [App\\Models\\Order] ${id}` });
    if (o.owner_id !== owner.id || o.is_guest !== (owner.isGuest ? 1 : 0)) fail(404, 'order', 'Not found');
    return o;
  }

  r.get('/customer/order/details', (c) => {
    const q = c.req.query();
    const owner = ownerOf(c, deps, q);
    validate(q, { order_id: 'required|integer|min:1' });
    const o = findOrder(owner, int(q.order_id));
    const lines = orderLines(db, o.id);
    // A parcel order has no lines: the platform answers with the Order object itself.
    if (!lines.length && orderData(o).order_type === 'parcel') return send(c, { ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, viewOf(c, deps.now()))), details_count: 0 });
    if (!lines.length) fail(404, 'order', 'Not found');
    return send(c, lines.map((l, i) => (i === 0 ? { ...l, is_guest: o.is_guest } : l)));
  });

  r.get('/customer/order/track', (c) => {
    const q = c.req.query();
    const owner = ownerOf(c, deps, q);
    validate(q, { order_id: 'required|integer|min:1', contact_number: owner.isGuest ? 'required|string|max:20' : 'string|max:20' });
    const o = records.byId(int(q.order_id));
    const data = o ? orderData(o) : null;
    const addr = data?.delivery_address as { contact_person_number?: string } | null | undefined;
    // A guest's order answers only to that guest id *and* the order's contact number.
    const mine = o && o.owner_id === owner.id && (owner.isGuest ? o.is_guest === 1 && addr?.contact_person_number === normalizePhone(q.contact_number) : o.is_guest === 0);
    if (!o || !data || !mine) fail(404, 'order', 'Not found');
    const store = catalog.storeById.get(Number(data.store_id));
    const [min, max] = (store?.delivery_time.match(/\d+/g) ?? ['30', '40']).map(Number);
    return send(c, {
      ...orderOut(catalog, data, (s) => formatStore(catalog, s, viewOf(c, deps.now()))),
      details_count: orderLines(db, o.id).length,
      payments: Array.isArray(data.payments) ? data.payments : [],
      min_delivery_time: min,
      max_delivery_time: max,
      offline_payment: null,
    });
  });

  async function cancel(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1', reason: 'required|string|max:255' });
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(403, 'order', 'Not found');
    if (!['pending', 'failed', 'canceled'].includes(o.order_status)) fail(403, 'order', 'You can not cancel after confirm');
    const at = isoStamp(deps.now());
    records.transaction(() => {
      if (o.order_status !== 'canceled') {
        for (const l of orderLines(db, o.id) as unknown as Array<{ item_id: number | null; quantity: number; variation: Array<{ type?: string }> }>) {
          const it = l.item_id ? catalog.itemById.get(l.item_id) : undefined;
          if (!it || !tracksStock(deps.config(), catalog.moduleById.get(it.module_id)!.module_type)) continue;
          const v = l.variation[0]?.type ? it.variations.find((x) => x.type === l.variation[0]!.type) : undefined;
          if (v) v.stock += l.quantity;
          it.stock += l.quantity;
          catalog.saveItem(it);
        }
        const stored = JSON.parse(o.data) as Record<string, unknown> & { order_amount: number; partially_paid_amount?: number };
        const refund = refundOnCancel(db, deps.config(), deps.now(), {
          id: o.id, ownerId: o.owner_id, isGuest: o.is_guest === 1, amount: paidOn({ ...stored, payment_status: o.payment_status }), type: 'order_refund', note: str(body.reason),
        });
        if (refund?.refund_status === 'refunded') records.setPaymentStatus(o.id, 'refunded');
        const data = { ...stored, canceled: at, cancellation_reason: str(body.reason), canceled_by: 'customer', ...(refund ? { refund } : {}) };
        records.markCanceled(o.id, data, at);
      }
    });
    return send(c, { message: 'Order canceled successfully' });
  }
  r.put('/customer/order/cancel', cancel);
  r.post('/customer/order/cancel', cancel); // HTML forms / the web client send POST with _method=put

  async function paymentMethod(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1' });
    if (!deps.config().cash_on_delivery) fail(403, 'cod', 'Cash on delivery is not available');
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(404, 'order', 'Not found');
    const stored = JSON.parse(o.data) as Record<string, unknown> & { order_amount: number; zone_id: number; module_id: number };
    // The rules of placing a cash order hold when switching to one: the zone takes cash, up to its limit.
    const zone = catalog.zoneById.get(stored.zone_id);
    if (zone?.cash_on_delivery === 0) fail(403, 'cod', 'Cash on delivery is not available');
    const limit = zone ? pivot(zone, stored.module_id).maximum_cod_order_amount : 0;
    if (limit > 0 && Math.round(stored.order_amount * 100) > Math.round(limit * 100)) fail(403, 'order_amount', COD_LIMIT_MESSAGE);
    // A cancelled or delivered order is never revived (its stock was given back once already).
    const data = { ...stored, payment_method: 'cash_on_delivery', order_status: 'pending' };
    if (!records.switchToCashOnDelivery(o.id, data, isoStamp(deps.now()))) fail(403, 'order', 'Only a failed or unpaid digital payment order can switch to cash on delivery');
    return send(c, { message: 'Payment method updated successfully' });
  }
  r.put('/customer/order/payment-method', paymentMethod);
  r.post('/customer/order/payment-method', paymentMethod);

  const REASONS = ['Changed my mind', 'Ordered by mistake', 'Delivery is taking too long', 'Found a better price'];
  r.get('/customer/order/cancellation-reasons', (c) => {
    const q = c.req.query();
    const rows = REASONS.map((reason, i) => ({ id: i + 1, reason, user_type: 'customer', status: 1, created_at: isoStamp(new Date(Date.UTC(2024, 0, 1))), updated_at: isoStamp(new Date(Date.UTC(2024, 0, 1))) }));
    const page = paginate(rows, q, { limit: 25, offset: 1 });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, data: page.rows });
  });
  r.get('/customer/order/refund-reasons', (c) =>
    send(c, { refund_reasons: ['Item damaged', 'Wrong item delivered', 'Missing items'].map((reason, i) => ({ id: i + 1, reason, status: 1, created_at: null, updated_at: null })) }),
  );
  // Issue 14 (orders helper): the refund request of a delivered, paid order (more §10). Images follow the
  // upload rules of acc §5 (services/uploads.ts); at most 3 are kept.
  r.post('/customer/order/refund-request', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, { order_id: 'required|integer|min:1', customer_reason: 'required|string|max:254', customer_note: 'string|max:1000', refund_method: 'string|max:50' });
    if (!deps.config().refund_active_status) fail(403, 'order', 'Refund is not available');
    const o = records.owned(int(body.order_id), { id: u.id, isGuest: false });
    if (!o) fail(403, 'order', 'Not found');
    if (o.order_status !== 'delivered' || o.payment_status !== 'paid') fail(403, 'order', 'You can request a refund only for a delivered and paid order');
    const raw = body['image[]'] ?? body.image;
    const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).slice(0, 3);
    const images: Array<Awaited<ReturnType<typeof checkImage>>> = [];
    for (const f of files) images.push(await checkImage('image', f));
    const at = isoStamp(deps.now());
    records.transaction(() => {
      const names = images.flatMap((img) => (img ? [storeImage(db, img, at)] : []));
      const data = { ...JSON.parse(o.data), refund_requested: at, refund_customer_note: body.customer_note ?? null, refund_reason: str(body.customer_reason), refund_images: names };
      records.markRefundRequested(o.id, data, at);
    });
    return send(c, { message: 'Refund request placed successfully' });
  });

  r.get('/most-tips', (c) => {
    return send(c, { most_tips_amount: records.mostTips() });
  });
}
