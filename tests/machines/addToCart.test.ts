import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { addToCartMachine, type AddToCartEmitted } from '../../machines/cart/addToCart.machine';
import { catalog } from '../../machines/catalog';
import type { CartAddPayload } from '../../src/domain/cart';
import type { CartLine } from '../../src/domain/types/cart';
import { coverage, modelPaths, replay } from '../tools/model';

const bananas = {
  id: 101,
  name: 'Organic Bananas',
  store_id: 6,
  module_id: 2,
  module_type: 'grocery',
  price: 80,
  stock: 120,
};
const apples = {
  id: 106,
  name: 'Green Apples',
  store_id: 6,
  module_id: 2,
  module_type: 'grocery',
  price: 120,
  stock: 30,
};
const rice = {
  id: 105,
  name: 'Basmati Rice 5kg',
  store_id: 9,
  module_id: 2,
  module_type: 'grocery',
  price: 850,
  stock: 40,
};
const line = (id: number, item: typeof bananas): CartLine => ({
  id,
  item_id: item.id,
  price: item.price,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item,
});

/** A fake server cart with the platform's behaviour: one line per item, clear empties it. */
function harness(initial: CartLine[] = []) {
  let lines = [...initial];
  const calls: string[] = [];
  const toasts: string[] = [];
  const errors: unknown[] = [];
  const emitted: AddToCartEmitted[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const logic = addToCartMachine.provide({
    actors: {
      readCart: fromPromise(async () => {
        calls.push('read');
        return lines;
      }),
      clearCart: fromPromise(async () => {
        calls.push('clear');
        lines = [];
        return lines;
      }),
      addLine: fromPromise(async ({ input }: { input: { payload: CartAddPayload } }) => {
        calls.push(`add ${input.payload.item_id}x${input.payload.quantity}`);
        if (gate) await gate;
        if (lines.some((l) => l.item_id === input.payload.item_id))
          throw { status: 403, messages: ['Item already exists'] };
        const item = [bananas, apples, rice].find((i) => i.id === input.payload.item_id)!;
        lines = [...lines, { ...line(lines.length + 100, item), quantity: input.payload.quantity }];
        return lines;
      }),
    },
    actions: {
      notify: (_, p) => void toasts.push(p.id),
      showServerErrors: (_, p) => void errors.push(p.error),
      openProductPage: (_, p) => void calls.push(`product ${p.item.id}`),
    },
  });
  const actor = createActor(logic).start();
  actor.on('*', (e) => void emitted.push(e as AddToCartEmitted));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    actor,
    calls,
    toasts,
    errors,
    emitted,
    settle,
    lines: () => lines,
    hold: () => {
      gate = new Promise((r) => (release = r));
    },
    release: () => release?.(),
  };
}

describe('addToCart machine', () => {
  it('core §4 Adding to the cart: same store — the add call runs, "Item added to cart." and the line is there', async () => {
    const h = harness();
    h.actor.send({ type: 'cart.add', item: bananas });
    await h.settle();
    expect(h.calls).toEqual(['read', 'add 101x1']);
    expect(h.toasts).toEqual(['cart.added']);
    expect(h.lines().map((l) => l.item_id)).toEqual([101]);
    expect(h.emitted.map((e) => e.type)).toEqual(['cart.item.added']);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('core §4: another store asks first; cancel keeps the cart as it was', async () => {
    const h = harness([line(1, bananas)]);
    h.actor.send({ type: 'cart.add', item: rice });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('confirmingConflict');
    h.actor.send({ type: 'cart.conflict.cancel' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.lines().map((l) => l.item_id)).toEqual([101]);
    expect(h.calls).toEqual(['read']);
    expect(h.toasts).toEqual([]);
    expect(h.emitted.map((e) => e.type)).toEqual(['cart.item.notAdded']);
  });

  it('core §4: confirming clears the cart, adds the item and says the cart was cleared', async () => {
    const h = harness([line(1, bananas)]);
    h.actor.send({ type: 'cart.add', item: rice });
    await h.settle();
    h.actor.send({ type: 'cart.conflict.confirm' });
    await h.settle();
    expect(h.calls).toEqual(['read', 'clear', 'add 105x1']);
    expect(h.lines().map((l) => l.item.store_id)).toEqual([9]);
    expect(h.toasts).toEqual(['cart.clearedAndAdded']);
  });

  it('core §4: items with variations open the detail dialog; ecommerce ones go to the product page', async () => {
    const h = harness();
    const burger = {
      id: 1,
      store_id: 1,
      module_type: 'food',
      price: 250,
      food_variations: [{ name: 'Size', values: [{ label: 'Large', optionPrice: '50' }] }],
    };
    h.actor.send({ type: 'cart.add', item: burger });
    expect(h.emitted).toEqual([{ type: 'cart.item.chooseVariation', item: burger }]);
    const shirt = {
      id: 301,
      store_id: 14,
      module_type: 'ecommerce',
      price: 500,
      variations: [{ type: 'Red-M', price: 500 }],
    };
    h.actor.send({ type: 'cart.add', item: shirt });
    expect(h.calls).toEqual(['product 301']);
    expect(h.actor.getSnapshot().value).toBe('idle');
    // Once configured in the dialog, the add goes through.
    h.actor.send({
      type: 'cart.add',
      item: burger,
      configured: true,
      payload: {
        item_id: 1,
        model: 'Item',
        price: 300,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    expect(h.actor.getSnapshot().value).toBe('checkingStore');
  });

  it('core §4 a double click makes one line: the same line asked again while it is under way is added once', async () => {
    const h = harness();
    h.hold();
    h.actor.send({ type: 'cart.add', item: bananas });
    h.actor.send({ type: 'cart.add', item: bananas });
    await h.settle();
    h.actor.send({ type: 'cart.add', item: bananas });
    h.release();
    await h.settle();
    expect(h.calls.filter((c) => c.startsWith('add'))).toEqual(['add 101x1']);
    expect(h.lines()).toHaveLength(1);
  });

  it('core §4 Adding to the cart: quick taps on two different cards each add their line, in the order tapped', async () => {
    const h = harness();
    h.hold();
    h.actor.send({ type: 'cart.add', item: bananas });
    h.actor.send({ type: 'cart.add', item: apples });
    expect(h.actor.getSnapshot().context.queue.map((r) => r.item.id)).toEqual([106]);
    h.release();
    await h.settle();
    await h.settle();
    expect(h.calls).toEqual(['read', 'add 101x1', 'read', 'add 106x1']);
    expect(h.lines().map((l) => l.item_id)).toEqual([101, 106]);
    expect(h.toasts).toEqual(['cart.added', 'cart.added']);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('core §4 Adding to the cart: a card add of an item that cannot go in as it is opens the item dialog instead of adding', () => {
    const h = harness();
    h.actor.send({ type: 'cart.add', item: bananas, ready: false });
    expect(h.emitted).toEqual([{ type: 'cart.item.chooseVariation', item: bananas }]);
    expect(h.calls).toEqual([]);
  });

  it('core §4 Adding to the cart: the item dialog that asked is answered: added with the lines, or not added when cancelled', async () => {
    const replies: unknown[] = [];
    const dialog = { send: (e: unknown) => void replies.push(e) } as unknown as AnyActorRef;
    const h = harness();
    h.actor.send({ type: 'cart.add', item: bananas, configured: true, replyTo: dialog });
    await h.settle();
    expect(replies).toEqual([{ type: 'item.cart.added', lines: h.lines() }]);
    h.actor.send({ type: 'cart.add', item: rice, configured: true, replyTo: dialog });
    await h.settle();
    h.actor.send({ type: 'cart.conflict.cancel' });
    expect(replies[1]).toEqual({ type: 'item.cart.notAdded' });
    // A repeated ask while its line is on its way is answered at once, so the dialog never waits forever.
    h.hold();
    h.actor.send({ type: 'cart.add', item: apples, configured: true });
    h.actor.send({ type: 'cart.add', item: apples, configured: true, replyTo: dialog });
    expect(replies[2]).toEqual({ type: 'item.cart.notAdded' });
    h.release();
    await h.settle();
  });

  it('server refusals are shown (already in the cart)', async () => {
    const h = harness([line(1, bananas)]);
    h.actor.send({ type: 'cart.add', item: bananas });
    await h.settle();
    expect(h.errors).toEqual([{ status: 403, messages: ['Item already exists'] }]);
    expect(h.toasts).toEqual([]);
    expect(h.emitted.map((e) => e.type)).toEqual(['cart.item.notAdded']);
  });

  it("the payload of a card add is the spec's: one of the item, Item model, no options", async () => {
    const h = harness();
    const seen: CartAddPayload[] = [];
    const actor = createActor(
      addToCartMachine.provide({
        actors: {
          readCart: fromPromise<CartLine[]>(async () => []),
          addLine: fromPromise<CartLine[], { payload: CartAddPayload }>(async ({ input }) => {
            seen.push(input.payload);
            return [];
          }),
        },
      }),
    ).start();
    actor.send({ type: 'cart.add', item: { ...bananas, available_date_starts: '2024-01-01' } });
    await h.settle();
    expect(seen).toEqual([
      { item_id: 101, model: 'ItemCampaign', price: 80, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    ]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.addToCart!;
    const paths = modelPaths(entry);
    const result = coverage(entry.machine, paths);
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  }, 30_000);

  it('model: every path that adds announces exactly one outcome per accepted add', () => {
    for (const path of modelPaths(catalog.addToCart!)) {
      const r = replay(addToCartMachine, path);
      const done = path.steps.filter((s) => /^xstate\.done\.actor\.(addLine|addAfterClear)$/.test(s.event.type)).length;
      const notified = r.actions.filter((a) => a === 'notify').length;
      expect(notified).toBe(done);
    }
  });
});
