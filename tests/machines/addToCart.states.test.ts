import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { AddToCartContext } from '../../machines/cart/addToCart.machine';
import {
  expectStates,
  stepActions as named,
  callInput,
  notifiedIds as notified,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<AddToCartContext>;

/** While an add is under way, the item it is for is known; every step that ends one says how it ended. */
const underWay = (v: View) => expect(v.context.current).not.toBeNull();

const expectations: Expectations<AddToCartContext> = {
  idle: {
    sees: 'cards, dialogs and pages ready to add; nothing waiting (a waiting add starts at once)',
    tags: [],
    context: { current: null, queue: [] },
    check: (v) => {
      const e = v.event?.type ?? '';
      const done = named(v);
      if (e === 'xstate.done.actor.addLine') expect(notified(v)).toEqual(['cart.added']);
      if (e === 'xstate.done.actor.addAfterClear') expect(notified(v)).toEqual(['cart.clearedAndAdded']);
      if (e.startsWith('xstate.done.actor.add'))
        expect(done).toEqual(['storeCart', 'notify', 'announceAdded', 'replyAdded']);
      // core §4: cancel at the store question, or a refusal: the asker is told, and the server's words are shown when it refused.
      if (e === 'cart.conflict.cancel') expect(done).toEqual(['announceNotAdded', 'replyNotAdded']);
      if (e.startsWith('xstate.error.actor.')) {
        // A failure of the call under way is said; one that arrives when nothing waits for it changes nothing.
        const waited = v.from.some((s) => s === 'adding' || s === 'clearing' || s === 'replacing');
        expect(done).toEqual(waited ? ['showServerErrors', 'announceNotAdded', 'replyNotAdded'] : ['ignoreLateAnswer']);
      }
    },
  },
  checkingStore: {
    sees: "the add waits while the cart's store is read; further taps queue behind it",
    tags: [],
    calls: ['readCart'],
    check: underWay,
  },
  confirmingConflict: {
    sees: '"You have item from another store in cart. If you continue, …" with add-item and cancel',
    tags: ['confirming'],
    check: (v) => {
      underWay(v);
      // Nothing is cleared before the customer answers.
      expect(v.step.effects.some((e) => e.kind === 'call')).toBe(false);
    },
  },
  clearing: {
    sees: "the other store's cart is being cleared after the customer confirmed",
    tags: [],
    calls: ['clearCart'],
    check: (v) => {
      underWay(v);
      if (v.event?.type === 'cart.conflict.confirm') expect(named(v)).toEqual([]);
    },
  },
  replacing: {
    sees: 'the cart is empty and the chosen line is being added',
    tags: [],
    calls: ['addAfterClear'],
    check: (v) => {
      underWay(v);
      if (v.event?.type === 'xstate.done.actor.clearCart') {
        expect(named(v)).toEqual(['storeCart']);
        expect(callInput(v, 'addAfterClear')).toEqual({ payload: v.context.current!.payload });
      }
    },
  },
  adding: {
    sees: 'the line is being added (the card or dialog shows it busy)',
    tags: [],
    calls: ['addLine'],
    check: (v) => {
      underWay(v);
      if (v.step.effects.some((e) => e.kind === 'call'))
        expect(callInput(v, 'addLine')).toEqual({ payload: v.context.current!.payload });
    },
  },
};

describe('add-to-cart machine, state by state', () => {
  it('core §4 Adding to the cart: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.addToCart!, expectations);
  });
});
