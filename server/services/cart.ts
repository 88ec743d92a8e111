// Cart lines: the identity of a line (item + variation; the variation checked in variations.ts) and the
// response shape (platform-api §5.8). The platform stores the JSON columns double-encoded; the API returns arrays.
import type { Catalog, Item } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';
import { formatItem } from '../format/item.ts';
import type { Config } from '../catalog/settings.ts';
import type { FoodChoice } from './variations.ts';

export const ITEM_TYPES = { Item: 'App\\Models\\Item', ItemCampaign: 'App\\Models\\ItemCampaign' } as const;

export interface CartRow {
  id: number;
  owner_id: number;
  is_guest: number;
  module_id: number;
  item_id: number;
  item_type: string;
  variation: string;
  variation_key: string;
  add_on_ids: string;
  add_on_qtys: string;
  price: number;
  quantity: number;
  created_at: string;
  updated_at: string;
}

/** Whether the module keeps stock (module_config.<type>.stock): grocery, pharmacy, ecommerce, not food. */
export function tracksStock(cfg: Config, moduleType: string): boolean {
  return (cfg.module_config as Record<string, { stock?: boolean } | undefined>)[moduleType]?.stock === true;
}

export function findCartItem(cat: Catalog, model: string, id: number): Item | undefined {
  return model === 'ItemCampaign' || model === ITEM_TYPES.ItemCampaign
    ? cat.campaignItemById.get(id)
    : cat.itemById.get(id);
}

/** A checked line as the cart stores it: the chosen variation, add-ons, catalogue unit price and quantity. */
export interface StoredLine {
  variation: unknown[];
  key: string;
  addOnIds: number[];
  addOnQtys: number[];
  price: number;
  quantity: number;
}

// A UNIQUE index on (owner, module, item, variation) refuses an identical second line, even when two adds race.
const duplicate = (e: unknown) => e instanceof Error && /UNIQUE constraint failed/.test(e.message);

export class CartLines {
  private readonly listStmt;
  private readonly clearStmt;
  private readonly insertStmt;
  private readonly lineStmt;
  constructor(
    private readonly db: DB,
    private readonly cat: Catalog,
  ) {
    this.listStmt = db.prepare('SELECT * FROM carts WHERE owner_id = ? AND is_guest = ? AND module_id = ? ORDER BY id');
    this.clearStmt = db.prepare('DELETE FROM carts WHERE owner_id = ? AND is_guest = ? AND module_id = ?');
    this.insertStmt =
      db.prepare(`INSERT INTO carts (owner_id, is_guest, module_id, item_id, item_type, variation, variation_key, add_on_ids, add_on_qtys, price, quantity, created_at, updated_at)
    VALUES (@owner_id, @is_guest, @module_id, @item_id, @item_type, @variation, @variation_key, @add_on_ids, @add_on_qtys, @price, @quantity, @at, @at)`);
    this.lineStmt = db.prepare('SELECT * FROM carts WHERE id = ? AND owner_id = ? AND is_guest = ?');
  }

  /** Stores a new line; false when the owner's cart of this module already has the item with this variation. */
  add(
    ownerId: number,
    isGuest: boolean,
    moduleId: number,
    item: { id: number; type: string },
    line: StoredLine,
    at: string,
  ): boolean {
    return this.refusingDuplicates(() =>
      this.insertStmt.run({
        owner_id: ownerId,
        is_guest: isGuest ? 1 : 0,
        module_id: moduleId,
        item_id: item.id,
        item_type: item.type,
        variation: JSON.stringify(line.variation),
        variation_key: line.key,
        add_on_ids: JSON.stringify(line.addOnIds),
        add_on_qtys: JSON.stringify(line.addOnQtys),
        price: line.price,
        quantity: line.quantity,
        at,
      }),
    );
  }

  /** One of the owner's lines, if it is theirs. */
  line(id: number, ownerId: number, isGuest: boolean): CartRow | undefined {
    return this.lineStmt.get(id, ownerId, isGuest ? 1 : 0) as CartRow | undefined;
  }

  /** Rewrites a line; false when it would then duplicate another line of the cart. */
  rewrite(id: number, line: StoredLine, at: string): boolean {
    return this.refusingDuplicates(() =>
      this.db
        .prepare(
          'UPDATE carts SET variation = ?, variation_key = ?, add_on_ids = ?, add_on_qtys = ?, price = ?, quantity = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          JSON.stringify(line.variation),
          line.key,
          JSON.stringify(line.addOnIds),
          JSON.stringify(line.addOnQtys),
          line.price,
          line.quantity,
          at,
          id,
        ),
    );
  }

  /** Whether the owner had such a line. */
  removeLine(id: number, ownerId: number, isGuest: boolean): boolean {
    return (
      this.db
        .prepare('DELETE FROM carts WHERE id = ? AND owner_id = ? AND is_guest = ?')
        .run(id, ownerId, isGuest ? 1 : 0).changes > 0
    );
  }

  private refusingDuplicates(write: () => unknown): boolean {
    try {
      write();
      return true;
    } catch (e) {
      if (duplicate(e)) return false;
      throw e;
    }
  }

  /** Empties the owner's cart of one module. */
  clear(ownerId: number, isGuest: boolean, moduleId: number): void {
    this.clearStmt.run(ownerId, isGuest ? 1 : 0, moduleId);
  }

  rows(ownerId: number, isGuest: boolean, moduleId: number): CartRow[] {
    return this.listStmt.all(ownerId, isGuest ? 1 : 0, moduleId) as CartRow[];
  }

  itemOf(row: CartRow): Item | undefined {
    return findCartItem(this.cat, row.item_type, row.item_id);
  }

  /** The response list: every line with its item, add-ons (isChecked, quantity) and chosen food values. */
  list(ownerId: number, isGuest: boolean, moduleId: number, now: Date) {
    return this.rows(ownerId, isGuest, moduleId).flatMap((row) => {
      const it = this.itemOf(row);
      return it ? [this.format(row, it, now)] : [];
    });
  }

  format(row: CartRow, it: Item, now: Date) {
    const addOnIds = JSON.parse(row.add_on_ids) as number[];
    const addOnQtys = JSON.parse(row.add_on_qtys) as number[];
    const variation = JSON.parse(row.variation) as unknown[];
    const base = formatItem(this.cat, it, now);
    const chosen = new Map(
      (variation as FoodChoice[]).filter((v) => v && v.values).map((v) => [v.name, v.values.label]),
    );
    return {
      id: row.id,
      user_id: row.owner_id,
      module_id: row.module_id || null,
      item_id: row.item_id,
      is_guest: row.is_guest === 1,
      add_on_ids: addOnIds,
      add_on_qtys: addOnQtys,
      item_type: row.item_type,
      price: row.price,
      quantity: row.quantity,
      variation,
      created_at: row.created_at,
      updated_at: row.updated_at,
      item: {
        ...base,
        addons: base.add_ons.map((a) => {
          const i = addOnIds.indexOf(a!.id);
          return { ...a!, isChecked: i >= 0, quantity: i >= 0 ? (addOnQtys[i] ?? 1) : 0 };
        }),
        food_variations: Array.isArray(base.food_variations)
          ? base.food_variations.map((g) => ({
              ...g,
              values: g.values.map((v) => ({ ...v, isSelected: chosen.get(g.name)?.includes(v.label) ?? false })),
            }))
          : base.food_variations,
      },
    };
  }
}

/** The cart's bound on one line's quantity (routes/cart.ts validates quantity max:10000). */
export const MAX_LINE_QUANTITY = 10000;

/** What checkOrderLines needs of an order line (services/orders.ts PricedLine has it). */
export type OrderLineQty = { item: Item; campaign: boolean; quantity: number; variation: unknown[] };

/** Limits across the lines, as the cart would hold them: one item's lines together stay within its
 *  maximum_cart_quantity, and within the stock of each variation when the module tracks stock. */
export function checkOrderLines(lines: readonly OrderLineQty[], stockTracked: boolean): void {
  const perItem = new Map<Item, number>();
  const perStock = new Map<string, { line: OrderLineQty; quantity: number; stock: number }>();
  for (const l of lines) {
    const n = (perItem.get(l.item) ?? 0) + l.quantity;
    perItem.set(l.item, n);
    if (l.item.maximum_cart_quantity && n > l.item.maximum_cart_quantity)
      fail(403, 'cart_item_limit', 'Maximum cart quantity exceeded');
    const vType = (l.variation[0] as { type?: string } | undefined)?.type;
    const key = `${l.campaign ? 'campaign' : 'item'}:${l.item.id}:${vType ?? ''}`;
    const stock = vType ? (l.item.variations.find((v) => v.type === vType)?.stock ?? 0) : l.item.stock;
    perStock.set(key, { line: l, quantity: (perStock.get(key)?.quantity ?? 0) + l.quantity, stock });
  }
  if (stockTracked)
    for (const { line, quantity, stock } of perStock.values())
      if (quantity > stock) fail(403, 'cart_item', `${line.item.name} is out of stock`);
}
