// A customer's cancel of an order (customer/order/cancel, routes/order-changes.ts), written in one
// transaction: the lines go back to stock where the module keeps it, what was paid is refunded
// (services/refunds.ts), and the order is marked cancelled with its reason. An order already cancelled is
// left as it is, so a repeated cancel neither gives stock back nor refunds twice.
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../catalog/time.ts';
import { tracksStock } from './cart.ts';
import { OrderRecords, type OrderRow } from './order-records.ts';
import { orderLines } from './order-view.ts';
import { paidOn, refundOnCancel } from './refunds.ts';
import { StockWriter } from './stock.ts';

/** Cancels orders through the stores it writes (made once per app). */
export class OrderCancellation {
  private readonly records: OrderRecords;
  private readonly stock: StockWriter;

  constructor(
    private readonly db: DB,
    private readonly catalog: Catalog,
  ) {
    this.records = new OrderRecords(db);
    this.stock = new StockWriter(db, catalog);
  }

  cancel(cfg: Config, now: Date, o: OrderRow, reason: string): void {
    const { db, catalog, records, stock } = this;
    const at = isoStamp(now);
    records.transaction(() => {
      if (o.order_status !== 'canceled') {
        const lines = orderLines(db, o.id) as unknown as Parameters<StockWriter['giveBack']>[0];
        stock.giveBack(lines, (it) => tracksStock(cfg, catalog.moduleById.get(it.module_id)!.module_type));
        const stored = JSON.parse(o.data) as Record<string, unknown> & {
          order_amount: number;
          partially_paid_amount?: number;
        };
        const refund = refundOnCancel(db, cfg, now, {
          id: o.id,
          ownerId: o.owner_id,
          isGuest: o.is_guest === 1,
          amount: paidOn({ ...stored, payment_status: o.payment_status }),
          type: 'order_refund',
          note: reason,
        });
        if (refund?.refund_status === 'refunded') records.setPaymentStatus(o.id, 'refunded');
        const data = {
          ...stored,
          canceled: at,
          cancellation_reason: reason,
          canceled_by: 'customer',
          ...(refund ? { refund } : {}),
        };
        records.markCanceled(o.id, data, at);
      }
    });
  }
}
