// What an order takes from the catalogue and a cancel gives back, written in the order's own transaction:
// items and their variations, item campaigns (their own stock), and the running flash sale's `sold`.
// Also when the order's lines may be bought: each item's daily window (and a campaign's dates) at the
// order's time, now or the scheduled time.
import type { Catalog, FlashSale, Item } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';
import { flashEntry } from '../format/item.ts';
import { inDateWindow, isAvailable } from '../catalog/time.ts';

export interface StockLine {
  item: Item;
  campaign: boolean;
  quantity: number;
  variation: unknown[];
}

/**
 * core §4 "An item is purchasable only when the current time is inside its available window": checked
 * at the order's time (a scheduled order at its slot), and an item campaign within its dates too.
 */
export function checkLinesAvailable(lines: readonly StockLine[], at: Date, scheduled: boolean): void {
  for (const l of lines) {
    const it = l.item as Item & { available_date_starts?: string | null; available_date_ends?: string | null };
    const inWindow = isAvailable(it.available_time_starts, it.available_time_ends, at);
    const inDates = !l.campaign || inDateWindow(at, it.available_date_starts ?? null, it.available_date_ends ?? null);
    if (!inWindow || !inDates)
      fail(
        403,
        'cart_item',
        scheduled ? `${it.name} is not available at the scheduled time` : `${it.name} is not available now`,
      );
  }
}

/** Writes changed catalogue rows: items, item campaigns and flash sales. Made once per app. */
export class StockWriter {
  private readonly campaignStmt;
  private readonly saleStmt;
  constructor(
    db: DB,
    private readonly catalog: Catalog,
  ) {
    this.campaignStmt = db.prepare('UPDATE item_campaigns SET data = ? WHERE id = ?');
    this.saleStmt = db.prepare('UPDATE flash_sales SET data = ? WHERE id = ?');
  }

  /**
   * Takes the lines from stock where the module tracks it (campaign items from their own), and counts them
   * as sold in the running flash sale that priced them. Call it after checkOrderLines, in the same transaction.
   */
  take(lines: readonly StockLine[], stockTracked: boolean, now: Date): void {
    for (const l of lines) {
      // Read before any change: the sale that priced this line (flashEntry needs stock left).
      const sale = l.campaign ? null : flashEntry(this.catalog, l.item.id, now);
      if (sale) this.sell(sale.sale, sale.entry, l.quantity);
      if (stockTracked) this.move(l, -l.quantity);
    }
  }

  /** A cancelled order's lines go back to stock (the flash sale keeps its count, as on the platform). */
  giveBack(
    lines: ReadonlyArray<{
      item_id: number | null;
      item_campaign_id?: number | null;
      quantity: number;
      variation: Array<{ type?: string }>;
    }>,
    tracked: (it: Item) => boolean,
  ): void {
    for (const l of lines) {
      const campaign = !l.item_id && !!l.item_campaign_id;
      const it = campaign
        ? this.catalog.campaignItemById.get(l.item_campaign_id!)
        : l.item_id
          ? this.catalog.itemById.get(l.item_id)
          : undefined;
      if (!it || !tracked(it)) continue;
      this.move({ item: it, campaign, quantity: l.quantity, variation: l.variation }, l.quantity);
    }
  }

  private move(l: StockLine, by: number): void {
    const vType = (l.variation[0] as { type?: string } | undefined)?.type;
    const v = vType ? l.item.variations.find((x) => x.type === vType) : undefined;
    if (v) v.stock += by;
    l.item.stock += by;
    if (!l.campaign) return this.catalog.saveItem(l.item);
    this.campaignStmt.run(JSON.stringify(l.item), l.item.id);
    this.catalog.version++;
  }

  private sell(sale: FlashSale, entry: FlashSale['entries'][number], quantity: number): void {
    entry.sold = Math.min(entry.stock, entry.sold + quantity);
    entry.available_stock = entry.stock - entry.sold;
    this.saleStmt.run(JSON.stringify(sale), sale.id);
    this.catalog.version++;
  }
}
