// Order pricing and storage. Prices follow the accounts spec §9: item discounts, the store discount
// (valid now, min_purchase, capped), coupons, tax (added, or included when tax_included), the delivery
// fee (per km within min/max; self-delivery stores use their own figures; free by store or by the admin
// threshold; zones may use a fixed charge; the zone's increased fee, percent or amount, is added), service
// charge and tips. Where the spec is silent the rules are the platform's (services/pricing.ts lineDiscounts).
import type { Catalog, Coupon, Store, Zone } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';
import { isStoreOpen, storeDiscount } from '../format/store.ts';
import { formatItem } from '../format/item.ts';
import { pivot } from '../format/zone.ts';
import { clock, isoStamp } from '../catalog/time.ts';
import { fail } from '../http/errors.ts';
import { url } from '../http/respond.ts';
import { courierView, type CourierRating } from './courier.ts';
import {
  cents,
  couponDiscountCents,
  couponFreesDelivery,
  deliveryFeeCents,
  freeDeliveryBy,
  digitsOf,
  fromCents,
  includedShareCents,
  lineDiscounts,
  shareCents,
  type LineDiscount,
  type PricedLine,
} from './pricing.ts';

export type { PricedLine } from './pricing.ts';

export { couponDiscountCents, couponFreesDelivery, deliveryFeeCents, freeDeliveryBy, increasedFeeCents } from './pricing.ts';

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
 * The order's money, from the server's own catalogue (acc §9 and, where it is silent, the platform's
 * OrderController place; the storefront's bill, src/domain/bill.ts, shows the same figures): every amount
 * in minor units of the config's digit_after_decimal_point, rounded where it is made.
 *   subtotal   Σ price × quantity + add-ons
 *   discounts  per line (lineDiscounts); a store percent discount is capped at its max_discount (when
 *              above 0); a store amount discount (no platform equivalent) comes off the purchase instead
 *   coupon     on the purchase after every discount; tax on what is left; then delivery, charges, tip
 */
export function priceOrder(cat: Catalog, cfg: Config, now: Date, o: OrderInput) {
  const d = digitsOf(cfg);
  const c = (x: number) => cents(x, d);
  const subtotal = o.lines.reduce((a, l) => a + c(l.unitPrice) * l.quantity + l.addOns.reduce((s, x) => s + c(x.price) * x.quantity, 0), 0);
  const perLine = lineDiscounts(cat, o.store, now, o.lines, d);
  const sum = (type: LineDiscount['type']) => perLine.reduce((a, x) => a + (x.type === type ? x.off : 0), 0);
  const itemsDiscount = sum('discount_on_product');
  const flash = sum('flash_sale');
  const flashAdmin = perLine.reduce((a, x) => a + x.admin, 0);
  const sd = storeDiscount(o.store, now);
  let storeDisc = sum('store_discount');
  if (storeDisc > 0 && sd && sd.max_discount > 0) storeDisc = Math.min(storeDisc, c(sd.max_discount));
  const purchase = subtotal - itemsDiscount - flash;
  if (sd && sd.discount_type === 'amount' && sd.discount > 0 && purchase > 0 && purchase >= c(sd.min_purchase)) storeDisc = Math.min(c(sd.discount), purchase);
  storeDisc = Math.min(storeDisc, purchase);
  const afterStore = purchase - storeDisc;
  const couponAmount = o.coupon ? couponDiscountCents(o.coupon, purchase, afterStore, d) : 0;
  const taxable = afterStore - couponAmount;
  const rate = o.store.tax;
  const included = !!cfg.tax_included;
  const tax = rate > 0 ? (included ? includedShareCents(taxable, rate) : shareCents(taxable, rate)) : 0;
  const couponBy = o.coupon && couponFreesDelivery(o.coupon, purchase, d) ? o.coupon.created_by || 'admin' : null;
  const freeBy = o.orderType === 'take_away' ? null : freeDeliveryBy(cfg, o.store, taxable, couponBy, d);
  const delivery = o.orderType === 'take_away' || freeBy ? 0 : deliveryFeeCents(cfg, o.store, o.zone, o.km, d);
  const additional = cfg.additional_charge_status ? c(cfg.additional_charge) : 0;
  const packaging = o.extraPackaging && o.store.extra_packaging_status ? c(o.store.extra_packaging_amount) : 0;
  // A tip goes to the delivery man: none on take-away or when tips are switched off.
  const tips = o.orderType !== 'take_away' && (cfg.dm_tips_status == null || cfg.dm_tips_status === true || Number(cfg.dm_tips_status) === 1) ? Math.max(0, c(o.dmTips)) : 0;
  const total = taxable + (included ? 0 : tax) + delivery + additional + packaging + tips;
  const m = (x: number) => fromCents(x, d);
  return {
    digits: d,
    perLine,
    subtotal: m(subtotal),
    itemsDiscount: m(itemsDiscount),
    storeDisc: m(storeDisc),
    flashAdmin: m(flashAdmin),
    flashStore: m(flash - flashAdmin),
    couponAmount: m(couponAmount),
    tax: m(tax),
    delivery: m(delivery),
    additional: m(additional),
    packaging: m(packaging),
    tips: m(tips),
    total: m(total),
    freeBy,
  };
}

/** The days a scheduled order may fall on, today first: the slots the storefront offers (src/domain/schedule.ts). */
export const SCHEDULE_DAYS = 2;

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
    const horizon = new Date(now.getFullYear(), now.getMonth(), now.getDate() + SCHEDULE_DAYS);
    if (scheduleAt.getTime() >= horizon.getTime()) return { status: 406, code: 'order_time', message: 'You can schedule an order for today or tomorrow only' };
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
  const d = p.digits;
  if (o.paymentMethod === 'cash_on_delivery' && codLimit > 0 && cents(p.total, d) > cents(codLimit, d)) fail(403, 'order_amount', COD_LIMIT_MESSAGE);
  const partiallyPaid = o.partialWallet !== undefined ? fromCents(Math.max(0, Math.min(cents(o.partialWallet, d), cents(p.total, d))), d) : 0;
  const money = (x: number) => fromCents(cents(x, d), d);
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
    // The platform's columns: store and item discounts together; a flash sale's, split by who bears it.
    store_discount_amount: money(p.storeDisc + p.itemsDiscount),
    flash_admin_discount_amount: p.flashAdmin,
    flash_store_discount_amount: p.flashStore,
    discount_on_product_by: 'vendor',
    tax_status: cfg.tax_included ? 'included' : 'excluded',
    tax_percentage: o.store.tax,
    processing_time: null,
    free_delivery_by: p.freeBy,
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
  db.prepare(
    `INSERT INTO orders (id, owner_id, is_guest, module_id, store_id, order_status, payment_status, payment_method, coupon_code, order_amount, data, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, o.ownerId, o.isGuest ? 1 : 0, o.moduleId, o.store.id, status, paymentStatus, o.paymentMethod, o.coupon?.code ?? null, p.total, JSON.stringify(data), at, at);
  const detail = db.prepare('INSERT INTO order_details (order_id, data) VALUES (?, ?)');
  o.lines.forEach((l, i) => {
    const snap = formatItem(cat, l.item, now);
    const addOnTotal = money(l.addOns.reduce((s, x) => s + x.price * x.quantity, 0));
    // discount_on_item is per unit, as the platform records it (the line's discount ÷ quantity).
    const off = p.perLine[i]!;
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
        discount_on_item: fromCents(Math.round(off.off / l.quantity), d),
        discount_type: off.type,
        quantity: l.quantity,
        tax_amount: money((l.unitPrice * o.store.tax) / 100),
        variant: JSON.stringify(l.variation),
        item_campaign_id: l.campaign ? l.item.id : null,
        total_add_on_price: addOnTotal,
        created_at: at,
        updated_at: at,
        image_full_url: l.item.image_full_url,
        images_full_url: l.item.images_full_url,
      }),
    );
  });
  return { id, total: p.total, created_at: at, partiallyPaid };
}

/** Order object for list/track: stored columns plus store, delivery man, refund and URLs. */
export function orderOut(cat: Catalog, data: Record<string, unknown>, storeView: (s: Store) => unknown, rating?: (deliveryManId: number) => CourierRating) {
  const store = cat.storeById.get(Number(data.store_id));
  return {
    ...data,
    store: store ? storeView(store) : null,
    delivery_man: courierView(data, rating),
    parcel_category: data.parcel_category_id ? (cat.parcelCategories.find((p) => p.id === Number(data.parcel_category_id)) ?? null) : null,
    // A cancelled paid order carries where its money went (services/refunds.ts).
    refund: data.refund ?? null,
    refund_cancellation_note: null,
    refund_customer_note: null,
    module_type: cat.moduleById.get(Number(data.module_id))?.module_type ?? null,
    // Columns the platform's order always has (its web client reads them: "Discount −NaN", "1-5 min" and
    // module.module_type without them); orders stored before they were kept read as the platform's defaults.
    flash_admin_discount_amount: data.flash_admin_discount_amount ?? 0,
    flash_store_discount_amount: data.flash_store_discount_amount ?? 0,
    processing_time: data.processing_time ?? null,
    module: cat.moduleById.get(Number(data.module_id)) ?? null,
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
