import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  itemConfigMachine,
  type ItemConfigInput,
  type ItemConfigNotice,
} from '../../machines/catalog/itemConfig.machine';
import { catalog } from '../../machines/catalog';
import { totalPrice } from '../../src/domain/itemConfig';
import type { CartLineChoice } from '../../src/domain/types/cart';
import { coverage, modelPaths } from '../tools/model';

const burger = {
  id: 1,
  store_id: 1,
  price: 250,
  discount: 0,
  discount_type: 'percent',
  module_type: 'food',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: '0' },
        { label: 'Large', optionPrice: '50' },
      ],
    },
    {
      name: 'Toppings',
      type: 'multi',
      min: 1,
      max: 2,
      required: 'off',
      values: [
        { label: 'Pickles', optionPrice: '10' },
        { label: 'Onion Rings', optionPrice: '25' },
        { label: 'Mushrooms', optionPrice: '30' },
      ],
    },
  ],
  add_ons: [{ id: 1, name: 'Extra Cheese', price: 30 }],
};

const chips = {
  id: 104,
  store_id: 7,
  price: 40,
  discount: 0,
  discount_type: 'percent',
  module_type: 'grocery',
  stock: 25,
  maximum_cart_quantity: 3,
  choice_options: [{ name: 'choice_1', title: 'Flavour', options: ['Salted', 'Masala'] }],
  variations: [
    { type: 'Salted', price: 40, stock: 25 },
    { type: 'Masala', price: 45, stock: 0 },
  ],
};

function start(
  input: ItemConfigInput,
  answers: { add?: () => Promise<CartLineChoice[]>; update?: () => Promise<CartLineChoice[]> } = {},
) {
  const notices: ItemConfigNotice[] = [];
  const calls: string[] = [];
  const requests: unknown[] = [];
  const actor = createActor(
    itemConfigMachine.provide({
      actors: {
        updateCart: fromPromise(async ({ input }) => {
          requests.push(input);
          return (answers.update ?? (async () => []))();
        }),
      },
      actions: {
        // The add-to-cart flow's part: it answers the asking actor (here after the fake server).
        requestAdd: ({ self }, params) => {
          requests.push(params);
          (answers.add ?? (async () => []))().then(
            (lines) => self.send({ type: 'item.cart.added', lines }),
            () => self.send({ type: 'item.cart.notAdded' }),
          );
        },
        notify: (_, params) => void notices.push(params),
        closeView: () => void calls.push('closeView'),
        startBuyNow: (_, params) => void calls.push(`buyNow:${params.campaign ? 'campaign' : 'item'}`),
      },
    }),
    { input },
  ).start();
  const emitted: string[] = [];
  actor.on('*', (e) => void emitted.push(e.type));
  return { actor, notices, calls, requests, emitted };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

const ids = (n: ItemConfigNotice[]) => n.map((x) => ('id' in x ? x.id : x.texts.join()));

describe('itemConfig machine', () => {
  it('core §5: a required food group blocks the add with its name', () => {
    const { actor, notices } = start({ item: burger, stockTracked: false });
    actor.send({ type: 'item.cart.submit' });
    expect(notices).toEqual([{ kind: 'error', id: 'variationRequired', values: { name: 'Size' } }]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('core §5: a multi group outside min and max blocks the add with min and max', () => {
    const { actor, notices } = start({ item: burger, stockTracked: false });
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Regular' });
    for (const label of ['Pickles', 'Onion Rings', 'Mushrooms'])
      actor.send({ type: 'item.food.select', group: 'Toppings', label });
    actor.send({ type: 'item.cart.submit' });
    expect(notices).toEqual([{ kind: 'error', id: 'variationRange', values: { name: 'Toppings', min: 1, max: 2 } }]);
  });

  it('core §4: single choice replaces and the same option again deselects; the total moves by the difference times quantity', () => {
    const { actor } = start({ item: burger, stockTracked: false });
    actor.send({ type: 'item.quantity.increment' });
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Regular' });
    const ctx = () => actor.getSnapshot().context;
    const regular = totalPrice(ctx().spec, ctx().selection);
    expect(regular).toBe(500);
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Large' });
    expect(ctx().selection.food.Size).toEqual(['Large']);
    expect(totalPrice(ctx().spec, ctx().selection) - regular).toBe(50 * 2);
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Large' });
    expect(ctx().selection.food.Size).toEqual([]);
  });

  it('core §5: add-on steppers work only when checked, and add-ons count only above 0', () => {
    const { actor } = start({ item: burger, stockTracked: false });
    const ctx = () => actor.getSnapshot().context;
    actor.send({ type: 'item.addon.increment', id: 1 });
    expect(ctx().selection.addOns[0]).toEqual({ id: 1, checked: false, quantity: 0 });
    actor.send({ type: 'item.addon.toggle', id: 1 });
    expect(ctx().selection.addOns[0]).toEqual({ id: 1, checked: true, quantity: 1 });
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Regular' });
    expect(totalPrice(ctx().spec, ctx().selection)).toBe(280);
    actor.send({ type: 'item.addon.decrement', id: 1 });
    actor.send({ type: 'item.addon.decrement', id: 1 });
    expect(ctx().selection.addOns[0]!.quantity).toBe(0);
    expect(totalPrice(ctx().spec, ctx().selection)).toBe(250);
  });

  it('core §5: plus stops with "Out of Limits" at maximum_cart_quantity and "Out of Stock" at stock; minus stops at 1', () => {
    const { actor, notices } = start({ item: chips });
    actor.send({ type: 'item.quantity.decrement' });
    expect(actor.getSnapshot().context.selection.quantity).toBe(1);
    for (let i = 0; i < 3; i++) actor.send({ type: 'item.quantity.increment' });
    expect(actor.getSnapshot().context.selection.quantity).toBe(3);
    expect(ids(notices)).toEqual(['outOfLimits']);
    const low = start({
      item: { ...chips, variations: [{ type: 'Salted', price: 40, stock: 2 }], maximum_cart_quantity: null },
    });
    for (let i = 0; i < 2; i++) low.actor.send({ type: 'item.quantity.increment' });
    expect(low.actor.getSnapshot().context.selection.quantity).toBe(2);
    expect(ids(low.notices)).toEqual(['outOfStock']);
  });

  it('core §5: an out-of-stock variation blocks add and buy; choosing a variation resets quantity to 1', () => {
    const { actor, notices, calls } = start({ item: chips });
    actor.send({ type: 'item.quantity.increment' });
    actor.send({ type: 'item.choice.select', group: 0, option: 'Masala' });
    expect(actor.getSnapshot().context.selection.quantity).toBe(1);
    actor.send({ type: 'item.cart.submit' });
    actor.send({ type: 'item.buyNow' });
    expect(ids(notices)).toEqual(['variationOutOfStock', 'variationOutOfStock']);
    expect(calls).toEqual([]);
  });

  it('core §4: updating a food item\'s cart line says the alias "Item updated successfully"', async () => {
    const plain = { ...burger, food_variations: [], add_ons: [] };
    const line: CartLineChoice = {
      id: 4,
      item_id: 1,
      item_type: 'App\\Models\\Item',
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    };
    const { actor, notices } = start(
      { item: plain, lines: [line], stockTracked: false },
      { update: async () => [{ ...line, quantity: 2 }] },
    );
    actor.send({ type: 'item.quantity.increment' });
    actor.send({ type: 'item.cart.submit' });
    await settle();
    expect(ids(notices)).toEqual(['itemUpdated']);
  });

  it('core §4: a variation already in the cart restores that line, shows Update To Cart, and an unchanged update warns', async () => {
    const line: CartLineChoice = {
      id: 9,
      item_id: 104,
      item_type: 'App\\Models\\Item',
      quantity: 2,
      variation: [{ type: 'Salted', price: 40, stock: 25 }],
      add_on_ids: [],
      add_on_qtys: [],
    };
    const { actor, notices, calls, requests, emitted } = start(
      { item: chips, lines: [line] },
      { update: async () => [{ ...line, quantity: 3 }] },
    );
    expect(actor.getSnapshot().context.selection.quantity).toBe(2);
    actor.send({ type: 'item.choice.select', group: 0, option: 'Masala' });
    expect(actor.getSnapshot().context.line).toBeNull();
    actor.send({ type: 'item.choice.select', group: 0, option: 'Salted' });
    expect(actor.getSnapshot().context.selection.quantity).toBe(2);
    actor.send({ type: 'item.cart.submit' });
    expect(ids(notices)).toEqual(['noChanges']);
    actor.send({ type: 'item.quantity.increment' });
    actor.send({ type: 'item.cart.submit' });
    expect(actor.getSnapshot().value).toBe('updating');
    await settle();
    expect(requests).toEqual([
      {
        payload: expect.objectContaining({ cart_id: 9, quantity: 3, item_id: 104, model: 'Item', price: 40 }),
        storeId: 7,
      },
    ]);
    expect(ids(notices)).toEqual(['noChanges', 'updated']);
    expect(calls).toEqual(['closeView']);
    expect(emitted).toEqual(['cart.update']);
  });

  it('core §3 Cart add payload: food variation as name and chosen labels, add-on ids and per-add-on quantities', async () => {
    const { actor, requests, notices, emitted } = start({ item: burger, stockTracked: false }, { add: async () => [] });
    actor.send({ type: 'item.food.select', group: 'Size', label: 'Large' });
    actor.send({ type: 'item.food.select', group: 'Toppings', label: 'Mushrooms' });
    actor.send({ type: 'item.food.select', group: 'Toppings', label: 'Pickles' });
    actor.send({ type: 'item.addon.toggle', id: 1 });
    actor.send({ type: 'item.addon.increment', id: 1 });
    actor.send({ type: 'item.cart.submit' });
    await settle();
    expect(requests).toEqual([
      {
        storeId: 1,
        payload: {
          item_id: 1,
          model: 'Item',
          price: 340,
          quantity: 1,
          variation: [
            { name: 'Size', values: { label: ['Large'] } },
            { name: 'Toppings', values: { label: ['Pickles', 'Mushrooms'] } },
          ],
          add_on_ids: [1],
          add_on_qtys: [2],
        },
      },
    ]);
    // "Item added to cart." is the add-to-cart flow's to say; the dialog closes.
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toEqual(['cart.add']);
  });

  it('core §4: an add that did not happen (refused, or cancelled at the store conflict) leaves the dialog open to try again', async () => {
    const { actor, notices, calls } = start(
      { item: { ...chips, id: 5 } },
      { add: () => Promise.reject({ messages: ['Item already exists'] }) },
    );
    actor.send({ type: 'item.cart.submit' });
    expect(actor.getSnapshot().value).toBe('adding');
    await settle();
    // The add-to-cart flow has shown the server's messages; the dialog stays.
    expect(notices).toEqual([]);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('core §4: outside the window the item cannot be bought unless a scheduled order is allowed', () => {
    const closed = start({ item: { ...chips, variations: [], choice_options: [] }, available: false });
    closed.actor.send({ type: 'item.cart.submit' });
    expect(ids(closed.notices)).toEqual(['notAvailable']);
    const scheduled = start({
      item: { ...chips, variations: [], choice_options: [] },
      available: false,
      scheduleOrder: true,
    });
    const seen: unknown[] = [];
    scheduled.actor.on('cart.add', (e) => void seen.push(e.scheduled));
    scheduled.actor.send({ type: 'item.cart.submit' });
    expect(scheduled.actor.getSnapshot().value).toBe('adding');
    expect(seen).toEqual([true]);
  });

  it('core §4 Buy now: campaign items hand over as campaign purchases', () => {
    const { actor, calls } = start({
      item: { ...chips, variations: [], choice_options: [], available_date_starts: '2024-01-01' },
    });
    actor.send({ type: 'item.buyNow' });
    expect(actor.getSnapshot().status).toBe('done');
    // The dialog closes before checkout opens, so checkout is not covered by it.
    expect(calls).toEqual(['closeView', 'buyNow:campaign']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.itemConfig!;
    const paths = modelPaths(entry);
    expect(paths.length).toBeGreaterThan(10);
    const result = coverage(entry.machine, paths);
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  }, 60_000);
});
