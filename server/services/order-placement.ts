// Placing an order: the one insert (orders.ts insertOrder) and the writes that go with it. Run it in the
// caller's transaction together with its Idempotency-Key answer (request/idempotency.ts keepAnswer): a
// refusal at any step rolls every write back, and a retry with the same key is answered from the stored
// answer without writing again. The writes: the wallet debit (the whole total, or a partial payment's wallet
// part), the stock the lines take, the cart they came from emptied and, for a digital payment, the reference
// that opens its payment page. Every amount is the one the insert priced, never one the client posted.
import { ORDER_PAYMENT_METHODS } from '../../src/domain/payment.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../catalog/time.ts';
import { fail } from '../http/errors.ts';
import { CartLines, checkOrderLines } from './cart.ts';
import { OrderRecords } from './order-records.ts';
import { insertOrder, type AnyOrderInput } from './orders.ts';
import { issuePaymentReference } from './payments.ts';
import { StockWriter } from './stock.ts';
import { walletBalance, walletEntry } from './wallet.ts';

/** What a placement writes besides the order. */
export interface PlacementWrites {
  /** The module keeps stock: the lines are checked against it again and taken from it. */
  stockTracked: boolean;
  /** The module of the cart the lines came from, emptied with the order; null when they were bought now. */
  cartModuleId: number | null;
  /** Partial payment: the wallet pays what it holds, the chosen method the rest. */
  partial: boolean;
}

/** A parcel's or a prescription's placement: no stock, no cart, no partial payment. */
export const ORDER_ONLY: PlacementWrites = { stockTracked: false, cartModuleId: null, partial: false };

/** The methods order/place takes (the storefront's vocabulary, src/domain/payment.ts): its validation list. */
export const PAYMENT_METHODS = ORDER_PAYMENT_METHODS;

/** What the accepted methods are checked against: the buyer, the zone the order is served from, and a parcel's payer. */
export interface PaymentChoice {
  method: unknown;
  isGuest: boolean;
  zone: { cash_on_delivery: number } | null | undefined;
  /** A parcel: its receiver can only pay in cash, and offline payment is not offered for parcels. */
  parcel?: { chargePayer: unknown };
}

/**
 * Refuses a method the business has switched off (the config's switches, the zone's cash on delivery, a guest's
 * wallet), for every order order/place takes, parcels included. Digital and offline payment are refused in the
 * platform's own words and codes; it does not check cash on delivery or the wallet switch at placement (its
 * client does not offer them then), so those refusals keep this server's words.
 */
export function checkPaymentMethod(cfg: Config, p: PaymentChoice): void {
  if (p.parcel?.chargePayer === 'receiver' && p.method !== 'cash_on_delivery')
    fail(403, 'payment_method', 'The receiver can only pay by cash on delivery');
  if (p.method === 'cash_on_delivery' && (!cfg.cash_on_delivery || p.zone?.cash_on_delivery === 0))
    fail(403, 'payment_method', 'Cash on delivery is not available');
  if (p.method === 'digital_payment' && !cfg.digital_payment)
    fail(403, 'digital_payment', 'Digital payment for the order not available at this time');
  if (p.method === 'offline_payment' && !cfg.offline_payment_status)
    fail(403, 'offline_payment_status', 'Offline payment for the order not available at this time');
  if (p.method === 'offline_payment' && p.parcel)
    fail(403, 'payment_method', 'Offline payment is not available for parcels');
  if (p.method === 'wallet' && (p.isGuest || !cfg.customer_wallet_status))
    fail(403, 'payment_method', 'Wallet payment is not available');
}

type Inserted = ReturnType<typeof insertOrder>;

/** Places orders through the stores it writes (made once per app). */
export class OrderPlacement {
  private readonly carts: CartLines;
  private readonly stock: StockWriter;
  private readonly records: OrderRecords;

  constructor(
    private readonly db: DB,
    private readonly catalog: Catalog,
  ) {
    this.carts = new CartLines(db, catalog);
    this.stock = new StockWriter(db, catalog);
    this.records = new OrderRecords(db);
  }

  /** Inserts the order and makes its writes; call it inside the transaction that keeps the answer. */
  place(cfg: Config, now: Date, o: AnyOrderInput, writes: PlacementWrites = ORDER_ONLY) {
    const lines = 'lines' in o ? o.lines : [];
    // Checked again in the step that writes: the caller may have awaited (images), and other orders may
    // have taken the stock meanwhile.
    checkOrderLines(lines, writes.stockTracked);
    // Read in this step, with the debit below: the wallet part recorded is the part taken.
    const partialWallet = writes.partial ? walletBalance(this.db, o.ownerId) : undefined;
    const placed = insertOrder(
      this.db,
      this.catalog,
      cfg,
      now,
      { ...o, partialWallet },
      'pending',
      writes.partial ? 'partially_paid' : 'unpaid',
    );
    if (o.paymentMethod === 'wallet') this.payByWallet(now, o.ownerId, placed);
    if (writes.partial) this.payPartly(now, o, placed);
    this.stock.take(lines, writes.stockTracked, now);
    if (writes.cartModuleId !== null) this.carts.clear(o.ownerId, o.isGuest, writes.cartModuleId);
    const digital = o.paymentMethod === 'digital_payment';
    const due = Math.round((placed.total - placed.partiallyPaid) * 100) / 100;
    const reference = () =>
      issuePaymentReference(
        this.db,
        { orderId: placed.id, userId: o.isGuest ? null : o.ownerId, amount: due },
        isoStamp(now),
      );
    return { ...placed, paymentReference: digital ? reference() : null };
  }

  private payByWallet(now: Date, userId: number, o: Inserted): void {
    if (walletBalance(this.db, userId) < o.total) fail(403, 'payment_method', 'Insufficient wallet balance');
    walletEntry(this.db, now, userId, { debit: o.total, type: 'order_place', reference: String(o.id) });
    this.records.markPaid(o.id);
  }

  /** The wallet's part of a partial payment, and the platform's order_payments: the wallet's (paid) and the rest. */
  private payPartly(now: Date, order: AnyOrderInput, o: Inserted): void {
    // As the platform: a partial payment needs some wallet money, and less than the order (else pay by wallet).
    if (!(o.partiallyPaid > 0)) fail(403, 'order_amount', 'Insufficient wallet balance for a partial payment');
    if (o.partiallyPaid >= o.total)
      fail(403, 'order_amount', 'The order amount must be greater than the wallet balance');
    walletEntry(this.db, now, order.ownerId, {
      debit: o.partiallyPaid,
      type: 'partial_payment',
      reference: String(o.id),
    });
    this.records.recordPayments(o.id, [
      { order_id: o.id, amount: o.partiallyPaid, payment_status: 'paid', payment_method: 'wallet' },
      {
        order_id: o.id,
        amount: Math.round((o.total - o.partiallyPaid) * 100) / 100,
        payment_status: 'unpaid',
        payment_method: order.paymentMethod,
      },
    ]);
  }
}
