// Every order the server stores is inserted by insertOrder: a store's (from the cart or bought now), a
// prescription (a store order with no lines, its price set by the store later) and a parcel (no store, no
// lines). One id sequence, one document of the platform's order columns, one cash-on-delivery limit, and the
// money always the server's own: a store order priced from the catalogue (order-price.ts), a parcel from its
// distance, category and zone (parcel-fee.ts); the total a client posts is never stored. The writes that go
// with a placed order (wallet, stock, cart, payment reference) are in order-placement.ts.
import type { Catalog, Coupon, ParcelCategory, Zone } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';
import { formatItem } from '../format/item.ts';
import { pivot } from '../format/zone.ts';
import { isoStamp } from '../catalog/time.ts';
import { fail } from '../http/errors.ts';
import { priceOrder, type PricingInput } from './order-price.ts';
import { priceParcel } from './parcel-fee.ts';
import { cents, fromCents, type LineDiscount } from './pricing.ts';

export type { PricedLine } from './pricing.ts';
export {
  couponDiscountCents,
  couponFreesDelivery,
  deliveryFeeCents,
  freeDeliveryBy,
  increasedFeeCents,
} from './pricing.ts';
export { priceOrder } from './order-price.ts';
export { orderLines, orderOut } from './order-view.ts';

/** What every order has: who places it, its module, type and payment, where it goes, when, and its note. */
interface OrderBase {
  ownerId: number;
  isGuest: boolean;
  moduleId: number;
  orderType: string;
  paymentMethod: string;
  /** Partial payment: the wallet balance offered; the order records min(balance, total) as paid from it. */
  partialWallet?: number;
  address: Record<string, unknown> | null;
  scheduleAt: string | null;
  note: string | null;
  /** The columns of its own kind (attachments, instructions, a parcel's receiver), stored as given. */
  extra: Record<string, unknown>;
}

/** A store's order (a prescription is one with no lines): priced from the catalogue. */
export interface OrderInput extends OrderBase, PricingInput {}

/** A parcel: no store and no lines; priced from its distance, its category and the sender's zone. */
export interface ParcelOrderInput extends OrderBase {
  category: ParcelCategory;
  zone: Zone;
  km: number;
  dmTips: number;
}

export type AnyOrderInput = OrderInput | ParcelOrderInput;

const isParcel = (o: AnyOrderInput): o is ParcelOrderInput => 'category' in o;

/** The platform's cash-on-delivery limit: the zone's maximum_cod_order_amount for the module (0: none). */
export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method.';

/** An order's money as its document stores it, in minor units of `digits` where it was made. */
interface Charges {
  digits: number;
  total: number;
  coupon: Coupon | null;
  couponAmount: number;
  tax: number;
  delivery: number;
  storeDiscount: number;
  km: number;
  tips: number;
  additional: number;
  packaging: number;
  codLimit: number;
  perLine: LineDiscount[];
  /** A store order's own columns: who bears a flash sale, how tax was counted, who made delivery free. */
  pricing: Record<string, unknown>;
}

function storeCharges(cat: Catalog, cfg: Config, now: Date, o: OrderInput): Charges {
  const p = priceOrder(cat, cfg, now, o);
  const d = p.digits;
  return {
    digits: d,
    total: p.total,
    coupon: o.coupon,
    couponAmount: p.couponAmount,
    tax: p.tax,
    delivery: p.delivery,
    // The platform's column holds the store and item discounts together.
    storeDiscount: fromCents(cents(p.storeDisc + p.itemsDiscount, d), d),
    km: o.km,
    tips: p.tips,
    additional: p.additional,
    packaging: p.packaging,
    perLine: p.perLine,
    codLimit: o.zone ? pivot(o.zone, o.store.module_id).maximum_cod_order_amount : 0,
    pricing: {
      // A flash sale's discount, split by who bears it.
      flash_admin_discount_amount: p.flashAdmin,
      flash_store_discount_amount: p.flashStore,
      discount_on_product_by: 'vendor',
      tax_status: cfg.tax_included ? 'included' : 'excluded',
      tax_percentage: o.store.tax,
      processing_time: null,
      free_delivery_by: p.freeBy,
    },
  };
}

function parcelCharges(cfg: Config, o: ParcelOrderInput): Charges {
  const p = priceParcel(cfg, o.category, o.zone, o.km, o.dmTips);
  const none = { coupon: null, couponAmount: 0, tax: 0, storeDiscount: 0, packaging: 0, perLine: [], pricing: {} };
  const codLimit = pivot(o.zone, o.category.module_id, 'parcel').maximum_cod_order_amount;
  // Parcel fees are made to two digits (parcel-fee.ts r2).
  return {
    ...none,
    digits: 2,
    total: p.total,
    delivery: p.delivery,
    km: o.km,
    tips: p.tips,
    additional: p.additional,
    codLimit,
  };
}

/** Inserts one order, any kind, with its lines; refuses (403 order_amount) cash above the zone's limit. */
export function insertOrder(
  db: DB,
  cat: Catalog,
  cfg: Config,
  now: Date,
  o: AnyOrderInput,
  status = 'pending',
  paymentStatus = 'unpaid',
) {
  const ch = isParcel(o) ? parcelCharges(cfg, o) : storeCharges(cat, cfg, now, o);
  const d = ch.digits;
  // The limit is on everything collected at the door, the tip included.
  if (o.paymentMethod === 'cash_on_delivery' && ch.codLimit > 0 && cents(ch.total, d) > cents(ch.codLimit, d))
    fail(403, 'order_amount', COD_LIMIT_MESSAGE);
  const partiallyPaid =
    o.partialWallet !== undefined
      ? fromCents(Math.max(0, Math.min(cents(o.partialWallet, d), cents(ch.total, d))), d)
      : 0;
  const at = isoStamp(now);
  const max = (db.prepare('SELECT MAX(id) AS m FROM orders').get() as { m: number | null }).m;
  // Order ids start above 100000, as the platform's do.
  const id = Math.max(100000, max ?? 0) + 1;
  const place = isParcel(o)
    ? { storeId: null, zoneId: o.zone.id }
    : { storeId: o.store.id, zoneId: o.zone?.id ?? o.store.zone_id };
  const data = orderDocument(o, ch, { id, status, paymentStatus, partiallyPaid, at, ...place });
  db.prepare(
    `INSERT INTO orders (id, owner_id, is_guest, module_id, store_id, order_status, payment_status, payment_method, coupon_code, order_amount, data, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    o.ownerId,
    o.isGuest ? 1 : 0,
    o.moduleId,
    place.storeId,
    status,
    paymentStatus,
    o.paymentMethod,
    ch.coupon?.code ?? null,
    ch.total,
    JSON.stringify(data),
    at,
    at,
  );
  if (!isParcel(o)) insertLines(db, cat, now, id, o, ch);
  return { id, total: ch.total, created_at: at, partiallyPaid };
}

type Stamp = {
  id: number;
  status: string;
  paymentStatus: string;
  partiallyPaid: number;
  at: string;
  storeId: number | null;
  zoneId: number;
};

/** The stored order: the platform's order columns, then the columns of its kind. */
function orderDocument(o: AnyOrderInput, ch: Charges, s: Stamp) {
  return {
    id: s.id,
    user_id: o.ownerId,
    order_amount: ch.total,
    coupon_discount_amount: ch.couponAmount,
    coupon_discount_title: ch.coupon?.title ?? null,
    payment_status: s.paymentStatus,
    order_status: s.status,
    total_tax_amount: ch.tax,
    payment_method: o.paymentMethod,
    transaction_reference: null,
    delivery_address_id: null,
    delivery_man_id: null,
    coupon_code: ch.coupon?.code ?? null,
    order_note: o.note,
    order_type: o.orderType,
    checked: 0,
    store_id: s.storeId,
    delivery_charge: ch.delivery,
    schedule_at: o.scheduleAt ?? s.at,
    callback: null,
    otp: String(1000 + (s.id % 9000)),
    pending: s.at,
    accepted: null,
    confirmed: null,
    processing: null,
    handover: null,
    picked_up: null,
    delivered: s.status === 'delivered' ? s.at : null,
    canceled: s.status === 'canceled' ? s.at : null,
    refund_requested: null,
    refunded: null,
    failed: null,
    scheduled: o.scheduleAt ? 1 : 0,
    store_discount_amount: ch.storeDiscount,
    ...ch.pricing,
    original_delivery_charge: ch.delivery,
    zone_id: s.zoneId,
    module_id: o.moduleId,
    distance: ch.km,
    dm_tips: ch.tips,
    cancellation_reason: null,
    canceled_by: null,
    is_guest: o.isGuest,
    additional_charge: ch.additional,
    extra_packaging_amount: ch.packaging,
    partially_paid_amount: s.partiallyPaid,
    delivery_address: o.address,
    created_at: s.at,
    updated_at: s.at,
    ...o.extra,
  };
}

/** The order's lines, each with the item as it was sold (the line id is the row id; readers merge it in). */
function insertLines(db: DB, cat: Catalog, now: Date, id: number, o: OrderInput, ch: Charges) {
  const d = ch.digits;
  const money = (x: number) => fromCents(cents(x, d), d);
  const at = isoStamp(now);
  const detail = db.prepare('INSERT INTO order_details (order_id, data) VALUES (?, ?)');
  o.lines.forEach((l, i) => {
    const snap = formatItem(cat, l.item, now);
    // discount_on_item is per unit, as the platform records it (the line's discount ÷ quantity).
    const off = ch.perLine[i]!;
    const line = {
      item_id: l.campaign ? null : l.item.id,
      order_id: id,
      price: l.unitPrice,
      item_details: { ...snap, module: undefined },
      variation: l.variation,
      add_ons: l.addOns,
      discount_on_item: fromCents(Math.round(off.off / l.quantity), d),
      discount_type: off.type,
      quantity: l.quantity,
      tax_amount: money((l.unitPrice * o.store.tax) / 100),
      variant: JSON.stringify(l.variation),
      item_campaign_id: l.campaign ? l.item.id : null,
      total_add_on_price: money(l.addOns.reduce((s, x) => s + x.price * x.quantity, 0)),
      created_at: at,
      updated_at: at,
      image_full_url: l.item.image_full_url,
      images_full_url: l.item.images_full_url,
    };
    detail.run(id, JSON.stringify(line));
  });
}
