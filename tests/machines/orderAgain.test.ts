import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { OrderAgainContext } from '../../machines/orders/order.again';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

/** The toasts a step showed by message id (notifyDone's fallback). */
const stepNotices = (v: StepView<OrderAgainContext>) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && e.name === 'notifyDone' ? [(e.params as { fallback: string }).fallback] : [],
  );

/** more §10 Order again, the machine beside the order page (machines/orders/order.again.ts); its taps through the page: order.test.ts. */
describe('order again machine', () => {
  it('model: one Order again, explored on its own, reaches every outcome and takes every transition', () => {
    const entry = catalog.orderAgain!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
  it('more §10 Order again: each way one Order again ends holds what the spec says', () => {
    const again: Expectations<OrderAgainContext> = {
      idle: { sees: 'Order again not tapped yet', context: { again: null } },
      adding: {
        sees: "The order's lines are going back into the cart; the button is busy",
        tags: ['orderingAgain'],
        calls: ['orderAgain'],
      },
      done: {
        sees: 'Every line is in the cart: "The order\'s items are in your cart."',
        tags: ['againDone'],
        check: (v) => {
          expect(v.context.again!.added).toBe(v.context.again!.lines);
          expect(stepNotices(v)).toEqual(['order.againAdded']);
        },
      },
      partlyAdded: {
        sees: 'Some lines are in the cart, not all; no "items are in your cart" toast',
        tags: ['againPartly'],
        check: (v) => {
          expect(v.context.again!.added).toBeGreaterThan(0);
          expect(v.context.again!.added).toBeLessThan(v.context.again!.lines);
          expect(stepNotices(v)).toEqual([]);
        },
      },
      notAdded: {
        sees: 'No line went into the cart; no toast',
        tags: ['againNotAdded'],
        context: { again: { lines: 2, added: 0 } },
        check: (v) => expect(stepNotices(v)).toEqual([]),
      },
      failed: {
        sees: 'The lines could not be read: nothing added, Order again can be tapped again',
        tags: ['againFailed'],
        check: (v) => expect(stepNotices(v)).toEqual([]),
      },
    };
    expectStates(catalog.orderAgain!, again);
  });
});
