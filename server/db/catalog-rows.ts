// The catalogue tables as stored: one JSON `data` column per row (seed/ writes them, catalog/catalog.ts
// holds them in memory).
import type { DB } from './open.ts';

/** Every row of a catalogue table, in id order. */
export function readRows<T>(db: DB, table: string): T[] {
  return (db.prepare(`SELECT data FROM ${table} ORDER BY id`).all() as Array<{ data: string }>).map(
    (r) => JSON.parse(r.data) as T,
  );
}

/** Writes an item's stock and its JSON row back (stock after an order). */
export function itemWriter(db: DB): (item: { id: number; stock: number }) => void {
  const stmt = db.prepare<[number, string, number]>('UPDATE items SET stock = ?, data = ? WHERE id = ?');
  return (item) => void stmt.run(item.stock, JSON.stringify(item), item.id);
}
