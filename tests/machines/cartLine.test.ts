import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartLineMachine, type CartLineInput } from '../../machines/cart/cartLine.machine';
import { catalog } from '../../machines/catalog';
import type { CartLine } from '../../src/domain/types/cart';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { CartLineContext } from '../../machines/cart/cartLine.machine';

/** A line on a fake server that applies the platform's limit: over maximum_cart_quantity is refused. */
function harness(input: CartLineInput) {
  let quantity = input.quantity;
  const sent: string[] = [];
  const toasts: string[] = [];
  const errors: unknown[] = [];
  const answer = (): CartLine[] =>
    quantity > 0
      ? [
          {
            id: input.cartId,
            item_id: 1,
            price: 10,
            quantity,
            variation: [],
            add_on_ids: [],
            add_on_qtys: [],
            item: { id: 1, store_id: 1, price: 10 },
          },
        ]
      : [];
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

describe('cartLine machine, state by state', () => {
  it('core §4 Cart line model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.cartLine!, lineExpectations);
  });
});

type LView = StepView<CartLineContext>;
/** The line as the drawer shows it before this step, folded by hand from the input and the answers. */
function lineBefore(v: LView) {
  const line = { ...(v.input as CartLineInput) };
  for (const e of v.events.slice(0, -1)) {
    if (e.type === 'cart.line.sync') Object.assign(line, { quantity: e.quantity, stock: e.stock, max: e.max });
    if (e.type === 'xstate.done.actor.updateQuantity')
      line.quantity = (e.output as CartLine[]).find((l) => l.id === line.cartId)?.quantity ?? line.quantity;
  }
  return line;
}
/** core §5: non-food plus stops at the stock ("Out of Stock") or at maximum_cart_quantity ("Out of Limits"). */
function plusNotice(l: ReturnType<typeof lineBefore>): 'outOfStock' | 'outOfLimits' | null {
  if (!l.isFood && l.stock !== null && l.quantity >= l.stock) return 'outOfStock';
  if (l.max !== null && l.quantity >= l.max) return 'outOfLimits';
  return null;
}
const lNamed = (v: LView) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );

const lineExpectations: Expectations<CartLineContext> = {
  idle: {
    sees: 'trash at quantity 1, otherwise minus, count and plus',
    context: { target: null },
    check: (v) => {
      const e = v.event;
      const before = lineBefore(v);
      if (e?.type === 'cart.line.increment') {
        // Blocked: the notice, and nothing sent.
        expect(before.isFood).toBe(false);
        expect(lNamed(v)).toEqual([['notify', { kind: 'error', id: plusNotice(before) }]]);
      } else if (e?.type === 'xstate.done.actor.updateQuantity') {
        expect(v.context.quantity).toBe(
          (e.output as CartLine[]).find((l) => l.id === before.cartId)?.quantity ?? before.quantity,
        );
      } else if (e?.type.startsWith('xstate.error.actor.')) {
        const waited = v.from.includes(e.type.endsWith('removeLine') ? 'removing' : 'updating');
        expect(lNamed(v)).toEqual(waited ? [['showServerErrors', { error: e.error }]] : [['ignoreLateAnswer']]);
        expect(v.context.quantity).toBe(before.quantity);
      }
    },
  },
  updating: {
    sees: 'the new quantity is sent; the controls wait',
    calls: ['updateQuantity'],
    check: (v) => {
      if (v.from.includes('updating')) return;
      const before = lineBefore(v);
      const up = v.event!.type === 'cart.line.increment';
      expect(v.context.target).toBe(before.quantity + (up ? 1 : -1));
      if (!up) expect(before.quantity).toBeGreaterThan(1);
      // Food at its maximum: the notice shows and the request is still sent.
      expect(lNamed(v)).toEqual(
        up && before.isFood && plusNotice(before) ? [['notify', { kind: 'error', id: 'outOfLimits' }]] : [],
      );
      if (up && !before.isFood) expect(plusNotice(before)).toBeNull();
    },
  },
  removing: {
    sees: 'the line is deleted',
    calls: ['removeLine'],
    check: (v) =>
      v.from.includes('removing') ||
      expect(v.event!.type === 'cart.line.remove' || lineBefore(v).quantity === 1).toBe(true),
  },
  removed: {
    sees: '"Cart item remove successfully." and the line is gone',
    check: (v) => {
      expect(v.step.status).toBe('done');
      expect(lNamed(v)).toEqual([
        ['storeCart', { lines: v.event!.output }],
        ['notify', { kind: 'success', id: 'cart.lineRemoved' }],
      ]);
    },
  },
};
