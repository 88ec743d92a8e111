/**
 * The lines of a bill (acc §9), the same way on every page that shows one: the cart's checkout summary, an
 * order's details, a parcel's and a trip's. Pure: each page turns its own figures into BillFacts, and the
 * bill component (src/ui/Bill.tsx) translates each line's message id. A line shows only when it applies:
 * no zero discount, no zero tax (unless the tax is included and so worth saying), no items for a parcel.
 */
import { freeDeliveryProgress, freeDeliveryThreshold, type FreeDeliveryConfig } from './cartMath';
import { DEFAULT_DIGITS, sumMoney } from './money';
import type { OrderBill, OrderStanding } from './types/order';
import type { TripBill } from './types/rental';
import type { Store } from './types/store';

/** The message id of each line; the order of this list is the order of the bill. */
export const BILL_LINE_IDS = [
  'bill.items',
  'bill.fare',
  'bill.parcelCharge',
  'bill.prescription',
  'bill.itemDiscount',
  'bill.storeDiscount',
  'bill.tripDiscount',
  'bill.coupon',
  'bill.tax',
  'bill.taxIncluded',
  'bill.delivery',
  'bill.tip',
  'bill.additional',
  'bill.packaging',
  'bill.total',
  'bill.walletPaid',
  'bill.dueOnDelivery',
  'bill.due',
] as const;
export type BillLineId = (typeof BILL_LINE_IDS)[number];

export interface BillLineRow {
  id: BillLineId;
  /** Always positive; `sign` says how it counts toward the total. */
  amount: number;
  /** plus / minus: added or taken off; base: the starting amount; included: part of the prices already;
   *  total: the sum; info: said after the total (not part of the sum). */
  sign: 'base' | 'plus' | 'minus' | 'included' | 'total' | 'info';
  /** Delivery that costs nothing because a free-delivery rule applies (says "Free", not 0). */
  free?: boolean;
  /** A name the platform gives the line itself (the admin's additional charge name). */
  name?: string | null;
}

export interface BillFacts {
  /** What the bill starts from: the items' subtotal, a trip's fare, or a parcel's delivery charge. */
  base: { id: 'bill.items' | 'bill.fare' | 'bill.parcelCharge' | 'bill.prescription'; amount: number } | null;
  itemDiscount?: number;
  storeDiscount?: number;
  tripDiscount?: number;
  coupon?: number;
  tax?: { amount: number; included: boolean };
  /** null: no delivery on this bill (take-away, a trip, a parcel whose charge is the base). */
  delivery?: { fee: number; free: boolean } | null;
  tip?: number;
  additional?: { amount: number; name?: string | null };
  packaging?: number;
  total: number;
  walletPaid?: number;
  /** A partial payment: what is still to pay after the wallet's part, in cash on delivery or by the other method. */
  due?: { amount: number; onDelivery: boolean };
}

const pos = (n: number | undefined | null): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** The lines that apply, in the bill's order, ending with the total (and what the wallet paid of it). */
export function billLines(f: BillFacts): BillLineRow[] {
  const rows: BillLineRow[] = [];
  const add = (id: BillLineId, amount: number, sign: BillLineRow['sign'], extra: Partial<BillLineRow> = {}) =>
    rows.push({ id, amount, sign, ...extra });
  if (f.base) add(f.base.id, Math.max(0, f.base.amount), 'base');
  if (pos(f.itemDiscount)) add('bill.itemDiscount', pos(f.itemDiscount), 'minus');
  if (pos(f.storeDiscount)) add('bill.storeDiscount', pos(f.storeDiscount), 'minus');
  if (pos(f.tripDiscount)) add('bill.tripDiscount', pos(f.tripDiscount), 'minus');
  if (pos(f.coupon)) add('bill.coupon', pos(f.coupon), 'minus');
  if (f.tax && pos(f.tax.amount))
    add(f.tax.included ? 'bill.taxIncluded' : 'bill.tax', pos(f.tax.amount), f.tax.included ? 'included' : 'plus');
  if (f.delivery)
    add('bill.delivery', pos(f.delivery.fee), 'plus', f.delivery.free || !pos(f.delivery.fee) ? { free: true } : {});
  if (pos(f.tip)) add('bill.tip', pos(f.tip), 'plus');
  if (f.additional && pos(f.additional.amount))
    add('bill.additional', pos(f.additional.amount), 'plus', { name: f.additional.name ?? null });
  if (pos(f.packaging)) add('bill.packaging', pos(f.packaging), 'plus');
  add('bill.total', f.total, 'total');
  if (pos(f.walletPaid)) add('bill.walletPaid', pos(f.walletPaid), 'info');
  if (f.due && pos(f.due.amount)) add(f.due.onDelivery ? 'bill.dueOnDelivery' : 'bill.due', pos(f.due.amount), 'info');
  return rows;
}

/**
 * acc §9 partial payment: the wallet pays what it holds (never more than the total) and the rest is still due
 * by the other method. null when the wallet pays nothing. The server splits the same way (its payments rows).
 */
export function walletSplit(
  total: number,
  walletPaid: number | null | undefined,
  digits = DEFAULT_DIGITS,
): { walletPaid: number; due: number } | null {
  const paid = Math.min(pos(walletPaid), pos(total));
  if (!paid) return null;
  return { walletPaid: paid, due: Math.max(0, sumMoney([total, -paid], digits)) };
}

/** What the lines add up to (base − minus + plus; included tax and info lines do not count). */
export function billLinesSum(rows: readonly BillLineRow[], digits = DEFAULT_DIGITS): number {
  return sumMoney(
    rows
      .filter((r) => r.sign === 'base' || r.sign === 'plus' || r.sign === 'minus')
      .map((r) => (r.sign === 'minus' ? -r.amount : r.free ? 0 : r.amount)),
    digits,
  );
}

/** A trip's bill: the fare is worked back from the total, so the lines always sum to what is charged. */
export function tripBillFacts(t: TripBill, digits = DEFAULT_DIGITS): BillFacts {
  const discount = pos(t.discount_on_trip);
  const coupon = pos(t.coupon_discount_amount);
  const tax = pos(t.tax_amount);
  const additional = pos(t.additional_charge);
  const fare = sumMoney([t.trip_amount, discount, coupon, -tax, -additional], digits);
  return {
    base: { id: 'bill.fare', amount: fare },
    tripDiscount: discount,
    coupon,
    tax: { amount: tax, included: false },
    additional: { amount: additional },
    total: t.trip_amount,
  };
}

/**
 * What the store priced a prescription-only order's medicine at (it has no items): its own record where the
 * server keeps one, else the total less what the server priced at placing (delivery, tip, charges, tax) plus
 * what was taken off. Nothing until the store has set it (then the total is those charges alone).
 */
function prescriptionPrice(o: OrderBill, delivery: { fee: number; free: boolean } | null, taxIncluded: boolean) {
  if (typeof o.prescription_price === 'number') return pos(o.prescription_price);
  const charges = [
    delivery && !delivery.free ? delivery.fee : 0,
    pos(o.dm_tips),
    pos(o.additional_charge),
    pos(o.extra_packaging_amount),
    taxIncluded || o.tax_status === 'included' ? 0 : pos(o.total_tax_amount),
  ];
  const off = [pos(o.coupon_discount_amount), pos(o.store_discount_amount)];
  return pos(sumMoney([o.order_amount, ...charges.map((x) => -x), ...off]));
}

/** Until the store has priced it, a prescription has no line of its own (the bill is its charges so far). */
const prescriptionBase = (amount: number): BillFacts['base'] =>
  amount > 0 ? { id: 'bill.prescription', amount } : null;

/**
 * An order's bill. A parcel has no items: its delivery charge is what the bill starts from; a prescription-only
 * order starts from the price the store set for it. The items' subtotal is at their prices (add-ons included).
 * The discount is the order's own columns, as the platform records them: store_discount_amount already holds
 * every item's discount (the lines' discount_on_item), and the flash-sale amounts are kept beside it; adding
 * the lines' discounts too would count them twice.
 */
export function orderBillFacts(
  o: OrderBill & Partial<OrderStanding>,
  items: { subtotal: number },
  taxIncluded: boolean,
): BillFacts {
  const parcel = o.order_type === 'parcel';
  const delivery =
    o.order_type === 'take_away' || parcel
      ? null
      : { fee: pos(o.delivery_charge), free: Boolean(o.free_delivery_by) || !pos(o.delivery_charge) };
  return {
    base: parcel
      ? { id: 'bill.parcelCharge', amount: pos(o.delivery_charge) }
      : o.prescription_order && items.subtotal === 0
        ? prescriptionBase(prescriptionPrice(o, delivery, taxIncluded))
        : { id: 'bill.items', amount: items.subtotal },
    itemDiscount: parcel
      ? 0
      : pos(o.store_discount_amount) + pos(o.flash_admin_discount_amount) + pos(o.flash_store_discount_amount),
    coupon: pos(o.coupon_discount_amount),
    tax: { amount: pos(o.total_tax_amount), included: taxIncluded || o.tax_status === 'included' },
    delivery,
    tip: pos(o.dm_tips),
    additional: { amount: pos(o.additional_charge) },
    packaging: pos(o.extra_packaging_amount),
    total: o.order_amount,
    walletPaid: pos(o.partially_paid_amount),
    // Still partly unpaid: what the customer owes after the wallet's part (paid in full, nothing is due).
    ...(o.payment_status === 'partially_paid'
      ? {
          due: {
            amount: walletSplit(o.order_amount, o.partially_paid_amount)?.due ?? 0,
            onDelivery: o.payment_method === 'cash_on_delivery',
          },
        }
      : {}),
  };
}

/** The items' subtotal of an order's lines. */
export function orderItemsOf(
  lines: ReadonlyArray<{ price: number; quantity: number; total_add_on_price?: number | null }>,
  digits = DEFAULT_DIGITS,
) {
  return {
    subtotal: sumMoney(
      lines.map((l) => l.price * l.quantity + pos(l.total_add_on_price)),
      digits,
    ),
  };
}

/** What the cart drawer's free-delivery bar may say (core §4, acc §9). */
export type FreeDeliveryNotice =
  { kind: 'none' } | { kind: 'progress'; percent: number; remaining: number; reached: boolean };

/**
 * The bar says how far the subtotal is from the admin's free-delivery amount, and only when that amount is
 * what would make delivery free: nothing while the store is unknown, nothing when the store delivers for
 * free or the admin makes delivery free at every store (acc §9 — "more for free delivery" would mislead).
 */
export function freeDeliveryNotice(
  config:
    | (FreeDeliveryConfig & { admin_free_delivery?: { status?: boolean | number | null; type?: string | null } | null })
    | null
    | undefined,
  store: Pick<Store, 'free_delivery'> | null | undefined,
  subtotal: number,
): FreeDeliveryNotice {
  if (!config || !store) return { kind: 'none' };
  if (store.free_delivery === true || store.free_delivery === 1) return { kind: 'none' };
  const admin = config.admin_free_delivery;
  if (admin && (admin.status === true || admin.status === 1) && admin.type === 'free_delivery_to_all_store')
    return { kind: 'none' };
  const over = freeDeliveryThreshold(config);
  if (over === null) return { kind: 'none' };
  return { kind: 'progress', ...freeDeliveryProgress(subtotal, over) };
}

/**
 * The additional charge's own name (config additional_charge_name), or null when it is the platform's default
 * "Service Charge" (or blank): that one is our label and is translated; an admin's own name is shown as written.
 */
export function ownChargeName(name: string | null | undefined): string | null {
  const n = (name ?? '').trim();
  return n && n.toLowerCase() !== 'service charge' ? n : null;
}
