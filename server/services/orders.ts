// Order pricing and storage. Prices follow the accounts spec §9: item discounts, the store discount
// (valid now, min_purchase, capped), coupons, tax (added, or included when tax_included), the delivery
// fee (per km within min/max; self-delivery stores use their own figures; free by store or by the admin
// threshold; zones may use a fixed charge; an increased-fee percent is added), service charge and tips.
import type { Catalog, Coupon, Item, Store, Zone } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';
import { isStoreOpen, storeDiscount } from '../format/store.ts';
import { formatItem } from '../format/item.ts';
import { pivot } from '../format/zone.ts';
import { clock, isoStamp } from '../catalog/time.ts';
import { fail } from '../http/errors.ts';
import { url } from '../http/respond.ts';
import { cents, discountOf, fromCents, includedShareCents, lineDiscountCents, shareCents } from './pricing.ts';

export interface PricedLine {
  item: Item;
  campaign: boolean;
  quantity: number;
  unitPrice: number; // price of the chosen variation (what the cart stores), from the catalogue
  unitDiscount: number; // item or flash-sale discount on one unit (services/pricing.ts)
  variation: unknown[];
  addOns: Array<{ id: number; name: string; price: number; quantity: number }>;
}

const r2 = (n: number) => fromCents(cents(n));

/**
 * acc §9 Coupons: nothing below min_purchase (read against the purchase: the items after their own
 * discounts); free_delivery gives no money; percent of `base` (the purchase after the store discount)
 * capped at max_discount unless 0; never more than `base`. In cents.
 */
export function couponDiscountCents(c: Coupon, purchaseCents: number, baseCents: number): number {
  if (c.coupon_type === 'free_delivery' || purchaseCents < cents(c.min_purchase) || baseCents <= 0) return 0;
  let d = c.discount_type === 'percent' ? shareCents(baseCents, Math.min(c.discount, 100)) : cents(c.discount);
  if (c.discount_type === 'percent' && c.max_discount > 0) d = Math.min(d, cents(c.max_discount));
  return Math.max(0, Math.min(d, baseCents));
}

/** A free_delivery coupon frees the delivery once the purchase reaches its min_purchase. */
export function couponFreesDelivery(c: Coupon | null, purchaseCents: number): boolean {
  return !!c && c.coupon_type === 'free_delivery' && purchaseCents >= cents(c.min_purchase);
}

/**
 * acc §9 Delivery fee in cents, before free-delivery rules: a self-delivery store uses its own per-km
 * charge within its minimum and maximum; otherwise the zone's figures for the module (a fixed charge, or
 * per km within minimum and maximum, a maximum of 0 meaning none; the config's when there is no zone).
 * The zone's increased fee (a percent of that fee) is added, rounded on its own.
 */
export function deliveryFeeCents(cfg: Config, store: Store, zone: Zone | undefined, km: number): number {
  let fee: number;
  if (store.self_delivery_system) {
    fee = Math.max(store.minimum_shipping_charge, km * store.per_km_shipping_charge);
    if (store.maximum_shipping_charge) fee = Math.min(fee, store.maximum_shipping_charge);
  } else {
    const p = zone ? pivot(zone, store.module_id) : { delivery_charge_type: 'distance', fixed_shipping_charge: 0, per_km_shipping_charge: cfg.per_km_shipping_charge, minimum_shipping_charge: cfg.minimum_shipping_charge, maximum_shipping_charge: 0 };
    fee = p.delivery_charge_type === 'fixed' ? p.fixed_shipping_charge : Math.max(p.minimum_shipping_charge, km * p.per_km_shipping_charge);
    if (p.delivery_charge_type !== 'fixed' && p.maximum_shipping_charge) fee = Math.min(fee, p.maximum_shipping_charge);
  }
  const base = cents(fee);
  return zone?.increased_delivery_fee_status ? base + shareCents(base, zone.increased_delivery_fee) : base;
}

/** Free delivery: take-away, a free_delivery coupon, the store's own, or the admin's (all stores, or from an order amount). */
export function deliveryIsFree(cfg: Config, store: Store, orderType: string, purchaseCents: number, freeByCoupon: boolean): boolean {
  if (orderType === 'take_away' || freeByCoupon || store.free_delivery) return true;
  const admin = cfg.admin_free_delivery;
  if (!admin?.status) return false;
  return admin.type === 'free_delivery_to_all_store' || (admin.type === 'free_delivery_by_order_amount' && admin.free_delivery_over > 0 && purchaseCents >= cents(admin.free_delivery_over));
}

export interface OrderInput {
  ownerId: number;
  isGuest: boolean;
  store: Store;
  zone: Zone | undefined;
  moduleId: number;
  lines: PricedLine[];
  coupon: Coupon | null;
  orderType: string;
  paymentMethod: string;
  km: number;
  dmTips: number;
  /** The customer asked for the store's extra packaging (charged at the store's own amount). */
  extraPackaging?: boolean;
  /** Partial payment: the wallet balance offered; the order records min(balance, total) as paid from it. */
  partialWallet?: number;
  address: Record<string, unknown> | null;
  scheduleAt: string | null;
  note: string | null;
  extra: Record<string, unknown>;
}

/**
 * The order's money, from the server's own catalogue (acc §9; the storefront's bill, src/domain/bill.ts,
 * shows the same figures): every amount in cents, rounded where it is made.
 */
export function priceOrder(cat: Catalog, cfg: Config, now: Date, o: OrderInput) {
  const lineCents = (l: PricedLine) => cents(l.unitPrice) * l.quantity + l.addOns.reduce((s, x) => s + cents(x.price) * x.quantity, 0);
  const subtotal = o.lines.reduce((a, l) => a + lineCents(l), 0);
  const itemsDiscount = o.lines.reduce((a, l) => a + lineDiscountCents(l.unitPrice, l.quantity, discountOf(cat, l.item, l.campaign, now)), 0);
  const purchase = subtotal - itemsDiscount;
  const sd = storeDiscount(o.store, now);
  let storeDisc = 0;
  if (sd && sd.discount > 0 && purchase > 0 && purchase >= cents(sd.min_purchase)) {
    storeDisc = sd.discount_type === 'amount' ? cents(sd.discount) : shareCents(purchase, Math.min(sd.discount, 100));
    if (sd.discount_type !== 'amount' && sd.max_discount > 0) storeDisc = Math.min(storeDisc, cents(sd.max_discount));
    storeDisc = Math.min(storeDisc, purchase);
  }
  const afterStore = purchase - storeDisc;
  const couponAmount = o.coupon ? couponDiscountCents(o.coupon, purchase, afterStore) : 0;
  const taxable = afterStore - couponAmount;
  const rate = o.store.tax;
  const included = !!cfg.tax_included;
  const tax = rate > 0 ? (included ? includedShareCents(taxable, rate) : shareCents(taxable, rate)) : 0;
  const delivery = o.orderType === 'take_away' || deliveryIsFree(cfg, o.store, o.orderType, purchase, couponFreesDelivery(o.coupon, purchase)) ? 0 : deliveryFeeCents(cfg, o.store, o.zone, o.km);
  const additional = cfg.additional_charge_status ? cents(cfg.additional_charge) : 0;
  const packaging = o.extraPackaging && o.store.extra_packaging_status ? cents(o.store.extra_packaging_amount) : 0;
  // A tip goes to the delivery man: none on take-away or when tips are switched off.
  const tips = o.orderType !== 'take_away' && (cfg.dm_tips_status == null || cfg.dm_tips_status === true || Number(cfg.dm_tips_status) === 1) ? Math.max(0, cents(o.dmTips)) : 0;
  const total = taxable + (included ? 0 : tax) + delivery + additional + packaging + tips;
  const m = fromCents;
  return { subtotal: m(subtotal), itemsDiscount: m(itemsDiscount), storeDisc: m(storeDisc), couponAmount: m(couponAmount), tax: m(tax), delivery: m(delivery), additional: m(additional), packaging: m(packaging), tips: m(tips), total: m(total) };
}

/**
 * When an order may be placed (api §3.7, 406 code order_time): now, the store must be active and open
 * (a row for today with opening < now < closing, more §8.8); a scheduled time must not be in the past (a
 * minute of grace for the trip), the config and the store must take scheduled orders (403 schedule_at),
 * and it must fall in one of that day's rows (opening ≤ time < closing: a slot may start at the opening).
 */
export function orderTimeRefusal(cfg: Config, store: Store, now: Date, scheduleAt: Date | null): { status: number; code: string; message: string } | null {
  if (scheduleAt) {
    if (scheduleAt.getTime() < now.getTime() - 60_000) return { status: 406, code: 'order_time', message: 'You can not schedule an order in the past' };
    if (!cfg.schedule_order || !store.schedule_order) return { status: 403, code: 'schedule_at', message: 'Schedule order is not available' };
  }
  if (!store.active) return { status: 406, code: 'order_time', message: 'Store is closed now' };
  if (!scheduleAt) return isStoreOpen(store, now) ? null : { status: 406, code: 'order_time', message: 'Store is closed now' };
  const { day, time } = clock(scheduleAt);
  return store.schedules.some((r) => r.day === day && r.opening_time <= time && time < r.closing_time) ? null : { status: 406, code: 'order_time', message: 'Store is closed at the scheduled time' };
}

/** The platform's cash-on-delivery limit: the zone's maximum_cod_order_amount for the module (0: none). */
export const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method.';

export function insertOrder(db: DB, cat: Catalog, cfg: Config, now: Date, o: OrderInput, status = 'pending', paymentStatus = 'unpaid') {
  const p = priceOrder(cat, cfg, now, o);
  const codLimit = o.zone ? pivot(o.zone, o.store.module_id).maximum_cod_order_amount : 0;
  if (o.paymentMethod === 'cash_on_delivery' && codLimit > 0 && cents(p.total) > cents(codLimit)) fail(403, 'order_amount', COD_LIMIT_MESSAGE);
  const partiallyPaid = o.partialWallet !== undefined ? fromCents(Math.max(0, Math.min(cents(o.partialWallet), cents(p.total)))) : 0;
  const at = isoStamp(now);
  const max = (db.prepare('SELECT MAX(id) AS m FROM orders').get() as { m: number | null }).m;
  const id = Math.max(100000, max ?? 0) + 1;
  const data = {
    id,
    user_id: o.ownerId,
    order_amount: p.total,
    coupon_discount_amount: p.couponAmount,
    coupon_discount_title: o.coupon?.title ?? null,
    payment_status: paymentStatus,
    order_status: status,
    total_tax_amount: p.tax,
    payment_method: o.paymentMethod,
    transaction_reference: null,
    delivery_address_id: null,
    delivery_man_id: null,
    coupon_code: o.coupon?.code ?? null,
    order_note: o.note,
    order_type: o.orderType,
    checked: 0,
    store_id: o.store.id,
    delivery_charge: p.delivery,
    schedule_at: o.scheduleAt ?? at,
    callback: null,
    otp: String(1000 + (id % 9000)),
    pending: at,
    accepted: null,
    confirmed: null,
    processing: null,
    handover: null,
    picked_up: null,
    delivered: status === 'delivered' ? at : null,
    canceled: status === 'canceled' ? at : null,
    refund_requested: null,
    refunded: null,
    failed: null,
    scheduled: o.scheduleAt ? 1 : 0,
    store_discount_amount: r2(p.storeDisc + p.itemsDiscount),
    original_delivery_charge: p.delivery,
    zone_id: o.zone?.id ?? o.store.zone_id,
    module_id: o.moduleId,
    distance: o.km,
    dm_tips: p.tips,
    cancellation_reason: null,
    canceled_by: null,
    is_guest: o.isGuest,
    additional_charge: p.additional,
    extra_packaging_amount: p.packaging,
    partially_paid_amount: partiallyPaid,
    delivery_address: o.address,
    created_at: at,
    updated_at: at,
    ...o.extra,
  };
  db
    .prepare(`INSERT INTO orders (id, owner_id, is_guest, module_id, store_id, order_status, payment_status, payment_method, coupon_code, order_amount, data, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(id, o.ownerId, o.isGuest ? 1 : 0, o.moduleId, o.store.id, status, paymentStatus, o.paymentMethod, o.coupon?.code ?? null, p.total, JSON.stringify(data), at, at);
  const detail = db.prepare('INSERT INTO order_details (order_id, data) VALUES (?, ?)');
  for (const l of o.lines) {
    const snap = formatItem(cat, l.item, now);
    const addOnTotal = l.addOns.reduce((s, x) => s + x.price * x.quantity, 0);
    // The line id is the row id; readers merge it in (see orderLines).
    detail.run(
      id,
      JSON.stringify({
        item_id: l.campaign ? null : l.item.id,
        order_id: id,
        price: l.unitPrice,
        item_details: { ...snap, module: undefined },
        variation: l.variation,
        add_ons: l.addOns,
        discount_on_item: r2(l.unitDiscount),
        discount_type: 'discount_on_product',
        quantity: l.quantity,
        tax_amount: r2((l.unitPrice * o.store.tax) / 100),
        variant: JSON.stringify(l.variation),
        item_campaign_id: l.campaign ? l.item.id : null,
        total_add_on_price: addOnTotal,
        created_at: at,
        updated_at: at,
        image_full_url: l.item.image_full_url,
        images_full_url: l.item.images_full_url,
      }),
    );
  }
  return { id, total: p.total, created_at: at, partiallyPaid };
}

/** Order object for list/track: stored columns plus store, delivery man, refund and URLs. */
export function orderOut(cat: Catalog, data: Record<string, unknown>, storeView: (s: Store) => unknown) {
  const store = cat.storeById.get(Number(data.store_id));
  return {
    ...data,
    store: store ? storeView(store) : null,
    delivery_man: null,
    parcel_category: data.parcel_category_id ? (cat.parcelCategories.find((p) => p.id === Number(data.parcel_category_id)) ?? null) : null,
    // A cancelled paid order carries where its money went (services/refunds.ts).
    refund: data.refund ?? null,
    refund_cancellation_note: null,
    refund_customer_note: null,
    module_type: cat.moduleById.get(Number(data.module_id))?.module_type ?? null,
    order_attachment_full_url: Array.isArray(data.order_attachment) ? data.order_attachment.map((name) => url(`/storage/profile/${encodeURIComponent(String(name))}`)) : [],
    order_proof_full_url: [],
  };
}

export function orderLines(db: DB, orderId: number) {
  return (db.prepare('SELECT id, data FROM order_details WHERE order_id = ? ORDER BY id').all(orderId) as Array<{ id: number; data: string }>).map((r) => ({
    id: r.id,
    ...(JSON.parse(r.data) as Record<string, unknown>),
  }));
}
