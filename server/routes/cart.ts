// customer/cart list, add, update (POST), remove-item, remove (platform-api §3.5; core §4 "Adding to the
// cart"). Token-or-guest; the cart is partitioned by owner AND the moduleId header (0 when absent).
// A UNIQUE index on (owner, module, item, variation) makes an identical second add fail with
// 403 cart_item "Item already exists" even when two adds race: better-sqlite3 runs each insert atomically.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Item } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { moduleOf, ownerOf, readerOf, type Owner } from '../request/access.ts';
import { int, present, validate } from '../http/validate.ts';
import { unitPrice } from '../services/pricing.ts';
import { CartLines, checkVariation, findCartItem, ITEM_TYPES, parseVariation, tracksStock, type CartRow } from '../services/cart.ts';
import { isoStamp } from '../catalog/time.ts';
import { RentalCarts } from '../services/rental-records.ts';

function intList(field: string, v: unknown): number[] {
  let val = v;
  if (val === undefined || val === null || val === '') return [];
  if (typeof val === 'string') {
    try {
      val = JSON.parse(val);
    } catch {
      fail(403, field, `The ${field.replace(/_/g, ' ')} must be an array.`);
    }
  }
  if (!Array.isArray(val) || val.length > 50) fail(403, field, `The ${field.replace(/_/g, ' ')} must be an array.`);
  if (!val.every((x) => Number.isSafeInteger(Number(x)) && Number(x) >= 0 && String(x).trim() !== '')) fail(403, field, `The ${field.replace(/_/g, ' ')} must contain integers.`);
  return val.map(Number);
}

export function registerCart(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const lines = new CartLines(db, catalog);
  const insert = db.prepare(`INSERT INTO carts (owner_id, is_guest, module_id, item_id, item_type, variation, variation_key, add_on_ids, add_on_qtys, price, quantity, created_at, updated_at)
    VALUES (@owner_id, @is_guest, @module_id, @item_id, @item_type, @variation, @variation_key, @add_on_ids, @add_on_qtys, @price, @quantity, @at, @at)`);
  const byIdForOwner = db.prepare('SELECT * FROM carts WHERE id = ? AND owner_id = ? AND is_guest = ?');

  const listFor = (c: Context, owner: Owner, moduleId: number) => send(c, lines.list(owner.id, owner.isGuest, moduleId, deps.now()));

  /** Shared checks of add and update: quantity limits, stock, variation and add-ons. */
  function checkLine(it: Item, moduleType: string, body: Record<string, unknown>, quantity: number) {
    const v = checkVariation(it, moduleType, parseVariation(body.variation));
    if (it.maximum_cart_quantity && quantity > it.maximum_cart_quantity) fail(403, 'cart_item_limit', 'Maximum cart quantity exceeded');
    if (tracksStock(deps.config(), moduleType)) {
      const stock = v.stock ?? it.stock;
      if (stock <= 0) fail(403, 'cart_item', it.variations.length ? 'This variation is out of stock. Choose another variation to proceed further.' : 'Item is out of stock');
      if (quantity > stock) fail(403, 'cart_item', `Only ${stock} items are available in stock`);
    }
    const addOnIds = intList('add_on_ids', body.add_on_ids);
    const addOnQtys = intList('add_on_qtys', body.add_on_qtys);
    if (addOnIds.some((id) => !it.add_on_ids.includes(id)) || new Set(addOnIds).size !== addOnIds.length) fail(403, 'add_on_ids', 'The selected add on ids is invalid.');
    if (addOnQtys.length !== addOnIds.length) fail(403, 'add_on_qtys', 'The add on qtys must have one quantity per add-on.');
    return { ...v, addOnIds, addOnQtys };
  }

  const unique = (e: unknown) => e instanceof Error && /UNIQUE constraint failed/.test(e.message);

  r.get('/customer/cart/list', (c) => {
    const owner = readerOf(c, deps, c.req.query());
    const mod = moduleOf(c, deps, 'optional');
    return owner ? listFor(c, owner, mod?.id ?? 0) : send(c, []); // unknown guest: nothing, as the platform
  });

  r.post('/customer/cart/add', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'optional');
    validate(body, {
      item_id: 'required|integer|min:1',
      model: 'required|in:Item,ItemCampaign',
      price: 'required|numeric|min:0|max:100000000',
      quantity: 'required|integer|min:1|max:10000',
    });
    const it = findCartItem(catalog, String(body.model), int(body.item_id));
    if (!it || it.status !== 1) fail(403, 'item_id', 'The selected item id is invalid.');
    if (mod && it.module_id !== mod.id) fail(403, 'item_id', 'The item does not belong to the selected module.');
    const moduleType = catalog.moduleById.get(it.module_id)!.module_type;
    const quantity = int(body.quantity);
    const v = checkLine(it, moduleType, body, quantity);
    try {
      insert.run({
        owner_id: owner.id,
        is_guest: owner.isGuest ? 1 : 0,
        module_id: mod?.id ?? 0,
        item_id: it.id,
        item_type: ITEM_TYPES[body.model as 'Item' | 'ItemCampaign'],
        variation: JSON.stringify(v.variation),
        variation_key: v.key,
        add_on_ids: JSON.stringify(v.addOnIds),
        add_on_qtys: JSON.stringify(v.addOnQtys),
        price: unitPrice(it, moduleType, v.variation), // from the catalogue; the posted price is ignored
        quantity,
        at: isoStamp(deps.now()),
      });
    } catch (e) {
      if (unique(e)) fail(403, 'cart_item', 'Item already exists');
      throw e;
    }
    return listFor(c, owner, mod?.id ?? 0);
  });

  r.post('/customer/cart/update', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'optional');
    validate(body, { cart_id: 'required|integer|min:1', price: 'required|numeric|min:0|max:100000000', quantity: 'required|integer|min:1|max:10000' });
    const row = byIdForOwner.get(int(body.cart_id), owner.id, owner.isGuest ? 1 : 0) as CartRow | undefined;
    if (!row) fail(403, 'cart_id', 'The selected cart id is invalid.');
    const it = lines.itemOf(row);
    if (!it) fail(403, 'cart_id', 'The selected cart id is invalid.');
    const moduleType = catalog.moduleById.get(it.module_id)!.module_type;
    const quantity = int(body.quantity);
    // Omitted variation / add-ons keep what the line has.
    const merged = {
      ...body,
      variation: present(body.variation) || Array.isArray(body.variation) ? body.variation : JSON.parse(row.variation),
      add_on_ids: body.add_on_ids ?? JSON.parse(row.add_on_ids),
      add_on_qtys: body.add_on_qtys ?? JSON.parse(row.add_on_qtys),
    };
    const v = checkLine(it, moduleType, merged, quantity);
    try {
      db.prepare('UPDATE carts SET variation = ?, variation_key = ?, add_on_ids = ?, add_on_qtys = ?, price = ?, quantity = ?, updated_at = ? WHERE id = ?').run(
        JSON.stringify(v.variation),
        v.key,
        JSON.stringify(v.addOnIds),
        JSON.stringify(v.addOnQtys),
        unitPrice(it, moduleType, v.variation),
        quantity,
        isoStamp(deps.now()),
        row.id,
      );
    } catch (e) {
      if (unique(e)) fail(403, 'cart_item', 'Item already exists');
      throw e;
    }
    return listFor(c, owner, mod?.id ?? row.module_id);
  });

  r.delete('/customer/cart/remove-item', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'optional');
    validate(q, { cart_id: 'required|integer|min:1' });
    const info = db.prepare('DELETE FROM carts WHERE id = ? AND owner_id = ? AND is_guest = ?').run(int(q.cart_id), owner.id, owner.isGuest ? 1 : 0);
    if (!info.changes) fail(403, 'cart_id', 'The selected cart id is invalid.');
    return listFor(c, owner, mod?.id ?? 0);
  });

  // Clears the cart of this module. With vehicle_id (+ pickup_time, quantity, rental_type) it removes
  // one rental line instead, as the storefront spec describes (core §7).
  r.delete('/customer/cart/remove', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'optional');
    validate(q, { vehicle_id: 'integer|min:1', quantity: 'integer|min:1', rental_type: 'in:hourly,distance_wise', pickup_time: 'string|max:50' });
    if (present(q.vehicle_id)) {
      new RentalCarts(deps.db).removeVehicle(owner, mod?.id ?? 0, int(q.vehicle_id));
    } else {
      db.prepare('DELETE FROM carts WHERE owner_id = ? AND is_guest = ? AND module_id = ?').run(owner.id, owner.isGuest ? 1 : 0, mod?.id ?? 0);
    }
    return listFor(c, owner, mod?.id ?? 0);
  });
}
