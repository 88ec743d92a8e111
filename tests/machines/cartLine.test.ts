import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartLineMachine, type CartLineInput } from '../../machines/cart/cartLine.machine';
import { catalog } from '../../machines/catalog';
import type { CartLineLike } from '../../src/domain/cart';
import { coverage, modelPaths } from '../tools/model';

/** A line on a fake server that applies the platform's limit: over maximum_cart_quantity is refused. */
function harness(input: CartLineInput) {
  let quantity = input.quantity;
  const sent: string[] = [];
  const toasts: string[] = [];
  const errors: unknown[] = [];
  const answer = (): CartLineLike[] =>
    quantity > 0 ? [{ id: input.cartId, item_id: 1, price: 10, quantity, variation: [], add_on_ids: [], add_on_qtys: [], item: { id: 1, store_id: 1, price: 10 } }] : [];
  const actor = createActor(
    cartLineMachine.provide({
      actors: {
        updateQuantity: fromPromise(async ({ input: i }: { input: { cartId: number; quantity: number } }) => {
          sent.push(`update ${i.quantity}`);
          if (input.max && i.quantity > input.max) throw { status: 403, messages: ['Maximum cart quantity exceeded'] };
          quantity = i.quantity;
          return answer();
        }),
        removeLine: fromPromise(async () => {
          sent.push('remove');
          quantity = 0;
          return answer();
        }),
      },
      actions: {
        notify: (_, p) => void toasts.push(p.id),
        showServerErrors: (_, p) => void errors.push(p.error),
      },
    }),
    { input },
  ).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const press = async (type: 'cart.line.increment' | 'cart.line.decrement' | 'cart.line.remove') => {
    actor.send({ type });
    await settle();
  };
  return { actor, sent, toasts, errors, press, quantity: () => actor.getSnapshot().context.quantity };
}

describe('cartLine machine', () => {
  it('core §4: plus and minus move the quantity by one', async () => {
    const h = harness({ cartId: 1, quantity: 2, isFood: false, stock: 10, max: null });
    await h.press('cart.line.increment');
    expect(h.quantity()).toBe(3);
    await h.press('cart.line.decrement');
    await h.press('cart.line.decrement');
    expect(h.quantity()).toBe(1);
    expect(h.sent).toEqual(['update 3', 'update 2', 'update 1']);
  });

  it('core §4: at quantity 1 the minus deletes the line with "Cart item remove successfully."', async () => {
    const h = harness({ cartId: 1, quantity: 1, isFood: false, stock: 10, max: null });
    await h.press('cart.line.decrement');
    expect(h.sent).toEqual(['remove']);
    expect(h.toasts).toEqual(['cart.lineRemoved']);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('core §5: non-food plus stops at the stock with "Out of Stock" and sends nothing', async () => {
    const h = harness({ cartId: 1, quantity: 2, isFood: false, stock: 3, max: null });
    await h.press('cart.line.increment');
    await h.press('cart.line.increment');
    expect(h.quantity()).toBe(3);
    expect(h.sent).toEqual(['update 3']);
    expect(h.toasts).toEqual(['outOfStock']);
  });

  it('core §5: non-food plus stops at maximum_cart_quantity with "Out of Limits"', async () => {
    const h = harness({ cartId: 1, quantity: 1, isFood: false, stock: 40, max: 2 });
    await h.press('cart.line.increment');
    await h.press('cart.line.increment');
    expect(h.quantity()).toBe(2);
    expect(h.sent).toEqual(['update 2']);
    expect(h.toasts).toEqual(['outOfLimits']);
  });

  it('core §5: for food the limit notice shows and the request is still sent (the server refuses)', async () => {
    const h = harness({ cartId: 1, quantity: 2, isFood: true, stock: null, max: 2 });
    await h.press('cart.line.increment');
    expect(h.toasts).toEqual(['outOfLimits']);
    expect(h.sent).toEqual(['update 3']);
    expect(h.errors).toEqual([{ status: 403, messages: ['Maximum cart quantity exceeded'] }]);
    expect(h.quantity()).toBe(2);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('presses while a request runs are ignored', async () => {
    const h = harness({ cartId: 1, quantity: 1, isFood: false, stock: 10, max: null });
    h.actor.send({ type: 'cart.line.increment' });
    h.actor.send({ type: 'cart.line.increment' });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.sent).toEqual(['update 2']);
  });

  it('a sync from the server replaces the limits', () => {
    const h = harness({ cartId: 1, quantity: 1, isFood: false, stock: 1, max: null });
    h.actor.send({ type: 'cart.line.sync', quantity: 1, stock: 5, max: 3 });
    expect(h.actor.getSnapshot().context).toMatchObject({ quantity: 1, stock: 5, max: 3 });
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.cartLine!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });
});
