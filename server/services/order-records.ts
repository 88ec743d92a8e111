// Stored orders: the SQL behind customer/order/* (routes/order.ts). Every lookup a caller can reach goes
// through an owner (user or guest id with the guest flag), so one caller never finds another's order.
import type { DB } from '../db/open.ts';

export interface OrderRow {
  id: number;
  owner_id: number;
  is_guest: number;
  order_status: string;
  payment_status: string;
  coupon_code?: string | null;
  data: string;
}

export type OrderOwner = { id: number; isGuest: boolean };

export class OrderRecords {
  private readonly byIdStmt;
  private readonly ownedStmt;
  private readonly listStmt;
  private readonly countLinesStmt;
  private readonly paidStmt;
  private readonly canceledStmt;
  private readonly cashStmt;
  private readonly tipsStmt;
  private readonly refundStmt;

  constructor(private readonly db: DB) {
    this.byIdStmt = db.prepare('SELECT * FROM orders WHERE id = ?');
    this.ownedStmt = db.prepare('SELECT * FROM orders WHERE id = ? AND owner_id = ? AND is_guest = ?');
    this.listStmt = db.prepare('SELECT * FROM orders WHERE owner_id = ? AND is_guest = ? ORDER BY id DESC');
    this.countLinesStmt = db.prepare('SELECT COUNT(*) AS n FROM order_details WHERE order_id = ?');
    this.paidStmt = db.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?");
    this.canceledStmt = db.prepare(
      "UPDATE orders SET order_status = 'canceled', data = ?, updated_at = ? WHERE id = ?",
    );
    // Only a failed or unpaid digital order may switch; the status test sits in the write itself.
    this.cashStmt =
      db.prepare(`UPDATE orders SET payment_method = 'cash_on_delivery', order_status = 'pending', data = ?, updated_at = ? WHERE id = ?
      AND payment_status = 'unpaid' AND (order_status = 'failed' OR (order_status = 'pending' AND payment_method = 'digital_payment'))`);
    this.refundStmt = db.prepare(
      "UPDATE orders SET order_status = 'refund_requested', data = ?, updated_at = ? WHERE id = ?",
    );
    this.tipsStmt = db.prepare(
      "SELECT json_extract(data, '$.dm_tips') AS t, COUNT(*) AS n FROM orders WHERE json_extract(data, '$.dm_tips') > 0 GROUP BY t ORDER BY n DESC LIMIT 1",
    );
  }

  /** Runs `fn` in one database transaction. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** Any order by id (the caller checks ownership, to answer "unknown" and "not yours" differently). */
  byId(id: number): OrderRow | undefined {
    return this.byIdStmt.get(id) as OrderRow | undefined;
  }

  owned(id: number, owner: OrderOwner): OrderRow | undefined {
    return this.ownedStmt.get(id, owner.id, owner.isGuest ? 1 : 0) as OrderRow | undefined;
  }

  /** The owner's orders, newest first. (The platform filters by user id only; the guest flag is checked too.) */
  list(owner: OrderOwner): OrderRow[] {
    return this.listStmt.all(owner.id, owner.isGuest ? 1 : 0) as OrderRow[];
  }

  lineCount(orderId: number): number {
    return (this.countLinesStmt.get(orderId) as { n: number }).n;
  }

  markPaid(id: number): void {
    this.paidStmt.run(id);
  }

  markCanceled(id: number, data: Record<string, unknown>, at: string): void {
    this.canceledStmt.run(JSON.stringify(data), at, id);
  }

  /** False when the order was no longer a failed or unpaid digital one. */
  switchToCashOnDelivery(id: number, data: Record<string, unknown>, at: string): boolean {
    return this.cashStmt.run(JSON.stringify(data), at, id).changes === 1;
  }

  /** The platform's order_payments of a partly paid order: the wallet part (paid) and the rest (unpaid). */
  recordPayments(
    id: number,
    payments: Array<{ order_id: number; amount: number; payment_status: string; payment_method: string }>,
  ): void {
    this.db
      .prepare("UPDATE orders SET data = json_set(data, '$.payments', json(?)) WHERE id = ?")
      .run(JSON.stringify(payments), id);
  }

  setPaymentStatus(id: number, status: string): void {
    this.db.prepare('UPDATE orders SET payment_status = ? WHERE id = ?').run(status, id);
  }

  markRefundRequested(id: number, data: Record<string, unknown>, at: string): void {
    this.refundStmt.run(JSON.stringify(data), at, id);
  }

  /** The stores a signed-in customer has ordered from (visit-again), each once. */
  storesOrderedFrom(userId: number): number[] {
    return (
      this.db.prepare('SELECT DISTINCT store_id FROM orders WHERE owner_id = ? AND is_guest = 0').all(userId) as Array<{
        store_id: number;
      }>
    ).map((r) => r.store_id);
  }

  /** The most frequent delivery-man tip amount, or null. */
  mostTips(): number | null {
    return (this.tipsStmt.get() as { t: number } | undefined)?.t ?? null;
  }
}
