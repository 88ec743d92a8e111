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
import { CartLines, findCartItem, ITEM_TYPES, tracksStock, type StoredLine } from '../services/cart.ts';
import { checkVariation, parseVariation } from '../services/variations.ts';
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
  if (!val.every((x) => Number.isSafeInteger(Number(x)) && Number(x) >= 0 && String(x).trim() !== ''))
    fail(403, field, `The ${field.replace(/_/g, ' ')} must contain integers.`);
  return val.map(Number);
}

/** Shared checks of add and update: quantity limits, stock, variation and add-ons; the line to store, priced from the catalogue. */
function checkLine(
  deps: Deps,
  it: Item,
  moduleType: string,
  body: Record<string, unknown>,
  quantity: number,
): StoredLine {
  const v = checkVariation(it, moduleType, parseVariation(body.variation));
  if (it.maximum_cart_quantity && quantity > it.maximum_cart_quantity)
    fail(403, 'cart_item_limit', 'Maximum cart quantity exceeded');
  if (tracksStock(deps.config(), moduleType)) {
    const stock = v.stock ?? it.stock;
    if (stock <= 0)
      fail(
        403,
        'cart_item',
        it.variations.length
          ? 'This variation is out of stock. Choose another variation to proceed further.'
          : 'Item is out of stock',
      );
    if (quantity > stock) fail(403, 'cart_item', `Only ${stock} items are available in stock`);
  }
  const addOnIds = intList('add_on_ids', body.add_on_ids);
  const addOnQtys = intList('add_on_qtys', body.add_on_qtys);
  if (addOnIds.some((id) => !it.add_on_ids.includes(id)) || new Set(addOnIds).size !== addOnIds.length)
    fail(403, 'add_on_ids', 'The selected add on ids is invalid.');
  if (addOnQtys.length !== addOnIds.length)
    fail(403, 'add_on_qtys', 'The add on qtys must have one quantity per add-on.');
  // the price comes from the catalogue; the posted price is ignored
  return {
    variation: v.variation,
    key: v.key,
    addOnIds,
    addOnQtys,
    price: unitPrice(it, moduleType, v.variation),
    quantity,
  };
}

const listFor = (c: Context, deps: Deps, lines: CartLines, owner: Owner, moduleId: number) =>
  send(c, lines.list(owner.id, owner.isGuest, moduleId, deps.now()));

async function addLine(c: Context, deps: Deps, lines: CartLines) {
  const { catalog } = deps;
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
  const line = checkLine(deps, it, moduleType, body, int(body.quantity));
  const item = { id: it.id, type: ITEM_TYPES[body.model as 'Item' | 'ItemCampaign'] };
  if (!lines.add(owner.id, owner.isGuest, mod?.id ?? 0, item, line, isoStamp(deps.now())))
    fail(403, 'cart_item', 'Item already exists');
  return listFor(c, deps, lines, owner, mod?.id ?? 0);
}

async function updateLine(c: Context, deps: Deps, lines: CartLines) {
  const body = await readBody(c);
  const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
  const mod = moduleOf(c, deps, 'optional');
  validate(body, {
    cart_id: 'required|integer|min:1',
    price: 'required|numeric|min:0|max:100000000',
    quantity: 'required|integer|min:1|max:10000',
  });
  const row = lines.line(int(body.cart_id), owner.id, owner.isGuest);
  if (!row) fail(403, 'cart_id', 'The selected cart id is invalid.');
  const it = lines.itemOf(row);
  if (!it) fail(403, 'cart_id', 'The selected cart id is invalid.');
  const moduleType = deps.catalog.moduleById.get(it.module_id)!.module_type;
  // Omitted variation / add-ons keep what the line has.
  const merged = {
    ...body,
    variation: present(body.variation) || Array.isArray(body.variation) ? body.variation : JSON.parse(row.variation),
    add_on_ids: body.add_on_ids ?? JSON.parse(row.add_on_ids),
    add_on_qtys: body.add_on_qtys ?? JSON.parse(row.add_on_qtys),
  };
  const line = checkLine(deps, it, moduleType, merged, int(body.quantity));
  if (!lines.rewrite(row.id, line, isoStamp(deps.now()))) fail(403, 'cart_item', 'Item already exists');
  return listFor(c, deps, lines, owner, mod?.id ?? row.module_id);
}

export function registerCart(r: Routes, deps: Deps): void {
  const lines = new CartLines(deps.db, deps.catalog);

  r.get('/customer/cart/list', (c) => {
    const owner = readerOf(c, deps, c.req.query());
    const mod = moduleOf(c, deps, 'optional');
    return owner ? listFor(c, deps, lines, owner, mod?.id ?? 0) : send(c, []); // unknown guest: nothing, as the platform
  });

  r.post('/customer/cart/add', (c) => addLine(c, deps, lines));
  r.post('/customer/cart/update', (c) => updateLine(c, deps, lines));

  r.delete('/customer/cart/remove-item', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'optional');
    validate(q, { cart_id: 'required|integer|min:1' });
    if (!lines.removeLine(int(q.cart_id), owner.id, owner.isGuest))
      fail(403, 'cart_id', 'The selected cart id is invalid.');
    return listFor(c, deps, lines, owner, mod?.id ?? 0);
  });

  // Clears the cart of this module. With vehicle_id (+ pickup_time, quantity, rental_type) it removes
  // one rental line instead, as the storefront spec describes (core §7).
  r.delete('/customer/cart/remove', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'optional');
    validate(q, {
      vehicle_id: 'integer|min:1',
      quantity: 'integer|min:1',
      rental_type: 'in:hourly,distance_wise',
      pickup_time: 'string|max:50',
    });
    if (present(q.vehicle_id)) {
      new RentalCarts(deps.db).removeVehicle(owner, mod?.id ?? 0, int(q.vehicle_id));
    } else {
      lines.clear(owner.id, owner.isGuest, mod?.id ?? 0);
    }
    return listFor(c, deps, lines, owner, mod?.id ?? 0);
  });
}
