// order/place (platform-api §3.7, acc §9): checks the request against the config, the store, its zone and
// schedule, reads the lines (priced again from the catalogue), then places the order through
// services/order-placement.ts (the order, the wallet debit, the stock and the emptied cart) in one
// synchronous step with its Idempotency-Key answer. A parcel goes to handlers/parcel-order.ts.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Module } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { int, num, present, str, truthy, validate } from '../http/validate.ts';
import { normalizePhone } from '../http/people.ts';
import { moduleOf, ownerOf, type Owner } from '../request/access.ts';
import { checkImage, storeImage } from '../services/uploads.ts';
import { CartLines, checkOrderLines, tracksStock } from '../services/cart.ts';
import { checkCoupon } from '../services/coupons.ts';
import { orderTimeRefusal } from '../services/order-time.ts';
import { deliveryKm } from '../services/order-price.ts';
import { checkPaymentMethod, OrderPlacement, PAYMENT_METHODS } from '../services/order-placement.ts';
import { keepAnswer } from '../request/idempotency.ts';
import { checkLinesAvailable } from '../services/stock.ts';
import { checkMoney } from '../request/money.ts';
import { digitsOf } from '../services/pricing.ts';
import { placedAnswer } from './order-answer.ts';
import { isoStamp } from '../catalog/time.ts';
import { deliveryAddressOf } from './order-address.ts';
import { linesFrom } from './order-lines.ts';
import { placeParcelOrder } from './parcel-order.ts';

type Stores = { carts: CartLines; placement: OrderPlacement };

/** The order/place handler, with the cart it reads and the placement it writes through (made once per app). */
export function orderPlacement(deps: Deps) {
  const stores: Stores = {
    carts: new CartLines(deps.db, deps.catalog),
    placement: new OrderPlacement(deps.db, deps.catalog),
  };
  return (c: Context) => placeOrder(c, deps, stores);
}

async function placeOrder(c: Context, deps: Deps, stores: Stores): Promise<Response> {
  const body = await readBody(c);
  const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
  const mod = moduleOf(c, deps, 'optional');
  const cfg = deps.config();
  validate(body, {
    order_amount: 'required|numeric|min:0',
    payment_method: `required|in:${PAYMENT_METHODS.join(',')}`,
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
  // The tip is money the server adds: whole minor units; the client's own total only has to be a sane number.
  checkMoney(
    body,
    {
      order_amount: { min: 0, max: 1e9 },
      dm_tips: { min: 0, max: 100000, exact: true },
      extra_packaging_amount: { min: 0, max: 1e6 },
    },
    digitsOf(cfg),
  );
  if (body.order_type === 'parcel') return placeParcelOrder(c, deps, stores.placement, owner, body);
  // Nothing awaits between reading the cart and emptying it unless images were sent: two submits of one
  // cart must not both read it before either has placed its order.
  const plan = planOrder(deps, stores, cfg, owner, mod, body);
  // Prescription images (multipart `order_attachment[]`): JPEG, PNG or GIF, at most 3 (core §5, acc §5).
  const sent = body['order_attachment[]'] ?? body.order_attachment;
  const files = Array.isArray(sent) ? sent : sent !== undefined && sent !== '' ? [sent] : [];
  if (files.length > 3) fail(403, 'order_attachment', 'Maximum 3 images can be send at a time.');
  const attachments: Attachment[] = [];
  for (const f of files) {
    const img = await checkImage('order_attachment', f);
    if (img) attachments.push(img);
  }
  // The order and its Idempotency-Key answer commit together (request/idempotency.ts keepAnswer).
  return deps.db.transaction(() => {
    const placed = writeOrder(deps, stores, owner, body, { ...plan, attachments });
    return keepAnswer(c, send(c, placedAnswer(owner, placed)));
  })();
}

type Plan = ReturnType<typeof planOrder> & { attachments: Attachment[] };
type Attachment = NonNullable<Awaited<ReturnType<typeof checkImage>>>;

/** Every check that comes before the images and the write: the order type, store, time, zone, lines, coupon and payment. */
function planOrder(
  deps: Deps,
  { carts }: Stores,
  cfg: Config,
  owner: Owner,
  mod: Module | null,
  body: Record<string, unknown>,
) {
  const { db, catalog } = deps;
  validate(body, { store_id: 'required' });
  if (body.order_type !== 'take_away')
    validate(body, { distance: 'required', address: 'required', latitude: 'required', longitude: 'required' });
  if (owner.isGuest) {
    if (Number(cfg.guest_checkout_status) !== 1) fail(403, 'is_guest', 'Guest checkout is not available');
    validate(body, { contact_person_name: 'required', contact_person_number: 'required' });
  }
  if (body.order_type === 'take_away' && !cfg.takeaway_status) fail(403, 'order_type', 'Take away is not available');
  if (body.order_type === 'delivery' && !cfg.home_delivery_status)
    fail(403, 'order_type', 'Home delivery is not available');

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
    if (!zs.some((z) => z.id === store.zone_id))
      fail(403, 'coordinates', 'This store does not deliver to your address');
    zone = zs.find((z) => z.id === store.zone_id) ?? zone;
  }

  const moduleId = mod?.id ?? 0;
  const { lines, fromCart } = linesFrom(deps, carts, owner, moduleId, body);
  if (!lines.length) fail(403, 'cart', 'Cart is empty');
  if (lines.some((l) => l.item.store_id !== store.id)) fail(403, 'cart', 'All items must come from the selected store');
  const stockTracked = tracksStock(cfg, catalog.moduleById.get(store.module_id)!.module_type);
  checkOrderLines(lines, stockTracked);
  checkLinesAvailable(lines, scheduleAt ? new Date(Date.parse(scheduleAt)) : now, scheduleAt !== null);

  // A first-order coupon asks about the contact number and the account's phone too, not only this owner.
  const phones = [
    present(body.contact_person_number) ? normalizePhone(body.contact_person_number) : '',
    owner.user?.phone ?? '',
  ];
  const couponFor = (code: string) =>
    checkCoupon(db, catalog, now, {
      code,
      moduleId: store.module_id,
      storeId: store.id,
      ownerId: owner.id,
      isGuest: owner.isGuest,
      zoneIds: zone ? [zone.id] : null,
      phones,
    });
  const coupon = present(body.coupon_code) ? couponFor(str(body.coupon_code)) : null;

  checkPaymentMethod(cfg, { method: body.payment_method, isGuest: owner.isGuest, zone });

  const address = body.order_type === 'take_away' ? null : deliveryAddressOf(body, owner);

  // Partial payment (config partial_payment_status): the wallet pays what it holds, the chosen method the rest.
  const partial =
    truthy(body.partial_payment) &&
    !owner.isGuest &&
    Number(cfg.partial_payment_status) === 1 &&
    body.payment_method !== 'wallet';
  return {
    cfg,
    store,
    zone,
    now,
    scheduleAt,
    moduleId,
    lines,
    fromCart,
    stockTracked,
    coupon,
    couponFor,
    address,
    partial,
  };
}

/** The step that writes, run inside one transaction: it checks the coupon again and places the order. */
function writeOrder(deps: Deps, { placement }: Stores, owner: Owner, body: Record<string, unknown>, plan: Plan) {
  const {
    cfg,
    store,
    zone,
    now,
    scheduleAt,
    moduleId,
    lines,
    fromCart,
    stockTracked,
    coupon,
    address,
    attachments,
    partial,
  } = plan;
  // Checked again in the step that writes: the image checks above await, and other orders may have
  // taken the coupon's last use meanwhile (the placement checks the stock again).
  if (coupon) plan.couponFor(coupon.code);
  const guestContact = () => ({
    contact_person_name: str(body.contact_person_name),
    contact_person_number: normalizePhone(body.contact_person_number),
  });
  const order = {
    ownerId: owner.id,
    isGuest: owner.isGuest,
    store,
    zone,
    moduleId: store.module_id,
    lines,
    coupon,
    orderType: str(body.order_type),
    paymentMethod: str(body.payment_method),
    km:
      body.order_type === 'take_away'
        ? 0
        : deliveryKm(
            store,
            { lat: num(body.latitude), lng: num(body.longitude) },
            present(body.distance) ? num(body.distance) : null,
          ),
    dmTips: present(body.dm_tips) ? num(body.dm_tips) : 0,
    // Asked for by a positive extra_packaging_amount; charged at the store's own amount (services/order-price.ts).
    extraPackaging: present(body.extra_packaging_amount) && Number(body.extra_packaging_amount) > 0,
    address: address ?? (owner.isGuest ? guestContact() : null),
    scheduleAt,
    note: present(body.order_note) ? str(body.order_note) : null,
    extra: {
      delivery_instruction: body.delivery_instruction ?? null,
      unavailable_item_note: body.unavailable_item_note ?? null,
      cutlery: truthy(body.cutlery) ? 1 : 0,
      order_attachment: attachments.map((img) => storeImage(deps.db, img, isoStamp(now))),
    },
  };
  return placement.place(cfg, now, order, { stockTracked, cartModuleId: fromCart ? moduleId : null, partial });
}
