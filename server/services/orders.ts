// Order pricing and storage. Prices follow the accounts spec §9: item discounts, the store discount
// (valid now, min_purchase, capped), coupons, tax (added, or included when tax_included), the delivery
// fee (per km within min/max; self-delivery stores use their own figures; free by store or by the admin
// threshold; zones may use a fixed charge; an increased-fee percent is added), service charge and tips.
import type { Catalog, Coupon, Item, Store, Zone } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';
import { storeDiscount } from '../format/store.ts';
import { formatItem } from '../format/item.ts';
import { pivot } from '../format/zone.ts';
import { isoStamp } from '../catalog/time.ts';

export interface PricedLine {
  item: Item;
  campaign: boolean;
  quantity: number;
  unitPrice: number; // price of the chosen variation (what the cart stores), from the catalogue
  unitDiscount: number; // item or flash-sale discount on one unit (services/pricing.ts)
  variation: unknown[];
  addOns: Array<{ id: number; name: string; price: number; quantity: number }>;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

export function couponDiscount(c: Coupon, amount: number): number {
  if (c.coupon_type === 'free_delivery' || amount < c.min_purchase) return 0;
  let d = c.discount_type === 'percent' ? (amount * c.discount) / 100 : c.discount;
  if (c.discount_type === 'percent' && c.max_discount > 0) d = Math.min(d, c.max_discount);
  return r2(Math.min(d, amount));
}

export function deliveryFee(cfg: Config, store: Store, zone: Zone | undefined, km: number, subtotal: number, orderType: string, freeByCoupon: boolean): number {
  if (orderType === 'take_away' || freeByCoupon || store.free_delivery) return 0;
  const admin = cfg.admin_free_delivery;
  if (admin?.status && (admin.type === 'free_delivery_to_all_store' || (admin.type === 'free_delivery_by_order_amount' && subtotal >= admin.free_delivery_over))) return 0;
  let fee: number;
  if (store.self_delivery_system) {
    fee = Math.max(store.minimum_shipping_charge, km * store.per_km_shipping_charge);
    if (store.maximum_shipping_charge) fee = Math.min(fee, store.maximum_shipping_charge);
  } else {
    const p = zone ? pivot(zone, store.module_id) : { delivery_charge_type: 'distance', fixed_shipping_charge: 0, per_km_shipping_charge: cfg.per_km_shipping_charge, minimum_shipping_charge: cfg.minimum_shipping_charge, maximum_shipping_charge: 0 };
    fee = p.delivery_charge_type === 'fixed' ? p.fixed_shipping_charge : Math.max(p.minimum_shipping_charge, km * p.per_km_shipping_charge);
    if (p.delivery_charge_type !== 'fixed' && p.maximum_shipping_charge) fee = Math.min(fee, p.maximum_shipping_charge);
  }
  if (zone?.increased_delivery_fee_status) fee += (fee * zone.increased_delivery_fee) / 100;
  return r2(fee);
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
  address: Record<string, unknown> | null;
  scheduleAt: string | null;
  note: string | null;
  extra: Record<string, unknown>;
}

export function priceOrder(cfg: Config, now: Date, o: OrderInput) {
  const subtotal = r2(o.lines.reduce((a, l) => a + l.unitPrice * l.quantity + l.addOns.reduce((s, x) => s + x.price * x.quantity, 0), 0));
  const itemsDiscount = r2(o.lines.reduce((a, l) => a + l.unitDiscount * l.quantity, 0));
  const sd = storeDiscount(o.store, now);
  let storeDisc = 0;
  if (sd && subtotal - itemsDiscount >= sd.min_purchase) {
    storeDisc = sd.discount_type === 'percent' ? ((subtotal - itemsDiscount) * sd.discount) / 100 : sd.discount;
    if (sd.max_discount > 0) storeDisc = Math.min(storeDisc, sd.max_discount);
  }
  storeDisc = r2(storeDisc);
  const afterDiscounts = r2(subtotal - itemsDiscount - storeDisc);
  const couponAmount = o.coupon ? couponDiscount(o.coupon, afterDiscounts) : 0;
  const taxable = Math.max(0, afterDiscounts - couponAmount);
  const rate = o.store.tax;
  const tax = r2(cfg.tax_included ? (taxable * rate) / (100 + rate) : (taxable * rate) / 100);
  const delivery = deliveryFee(cfg, o.store, o.zone, o.km, subtotal, o.orderType, o.coupon?.coupon_type === 'free_delivery');
  const additional = cfg.additional_charge_status ? cfg.additional_charge : 0;
  const total = r2(taxable + (cfg.tax_included ? 0 : tax) + delivery + additional + o.dmTips);
  return { subtotal, itemsDiscount, storeDisc, couponAmount, tax, delivery, additional, total };
}

export function insertOrder(db: DB, cat: Catalog, cfg: Config, now: Date, o: OrderInput, status = 'pending', paymentStatus = 'unpaid') {
  const p = priceOrder(cfg, now, o);
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
    dm_tips: o.dmTips,
    cancellation_reason: null,
    canceled_by: null,
    is_guest: o.isGuest,
    additional_charge: p.additional,
    extra_packaging_amount: 0,
    partially_paid_amount: 0,
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
  return { id, total: p.total, created_at: at };
}

/** Order object for list/track: stored columns plus store, delivery man, refund and URLs. */
export function orderOut(cat: Catalog, data: Record<string, unknown>, storeView: (s: Store) => unknown) {
  const store = cat.storeById.get(Number(data.store_id));
  return {
    ...data,
    store: store ? storeView(store) : null,
    delivery_man: null,
    parcel_category: null,
    refund: null,
    refund_cancellation_note: null,
    refund_customer_note: null,
    module_type: cat.moduleById.get(Number(data.module_id))?.module_type ?? null,
    order_attachment_full_url: [],
    order_proof_full_url: [],
  };
}

export function orderLines(db: DB, orderId: number) {
  return (db.prepare('SELECT id, data FROM order_details WHERE order_id = ? ORDER BY id').all(orderId) as Array<{ id: number; data: string }>).map((r) => ({
    id: r.id,
    ...(JSON.parse(r.data) as Record<string, unknown>),
  }));
}
