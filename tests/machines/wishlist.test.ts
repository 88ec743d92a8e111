import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { catalog } from '../../machines/catalog';
import type { WishTarget } from '../../src/domain/wishlist';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

/** A fake server wishlist with the platform's answers (409 on a duplicate, 404 on a missing entry). */
function harness(saved: WishTarget[] = []) {
  let list = [...saved];
  const effects: string[] = [];
  const key = (t: WishTarget) => `${t.kind}:${t.id}`;
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        addToWishlist: fromPromise<{ message?: string }, { target: WishTarget }>(async ({ input }) => {
          if (list.some((t) => key(t) === key(input.target))) throw { status: 409, messages: ['Already in wishlist'] };
          list = [...list, input.target];
          return { message: 'Added successfully' };
        }),
        removeFromWishlist: fromPromise<{ message?: string }, { target: WishTarget }>(async ({ input }) => {
          if (!list.some((t) => key(t) === key(input.target))) throw { status: 404, messages: ['Not found'] };
          list = list.filter((t) => key(t) !== key(input.target));
          return { message: 'Successfully removed' };
        }),
      },
      actions: {
        markFavourite: (_, p) => void effects.push(`favourite ${key(p.target)}`),
        dropFavourite: (_, p) => void effects.push(`drop ${key(p.target)}`),
        showServerMessage: (_, p) => void effects.push(`toast ${p.message}`),
        showServerErrors: (_, p) => void effects.push(`error ${(p.error as { messages: string[] }).messages.join()}`),
        notify: (_, p) => void effects.push(p.id),
        openSignIn: () => void effects.push('sign-in modal'),
      },
    }),
  ).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, effects, settle, list: () => list };
}

const item: WishTarget = { kind: 'item', id: 101 };
const store: WishTarget = { kind: 'store', id: 6 };

describe('wishlist machine', () => {
  it('core §4 Wishlist: a guest gets "You are not logged in", the sign-in modal opens, and nothing is sent', async () => {
    const h = harness();
    h.actor.send({ type: 'wishlist.toggle', target: item, saved: false, signedIn: false });
    await h.settle();
    expect(h.effects).toEqual(['wishlist.notLoggedIn', 'sign-in modal']);
    expect(h.list()).toEqual([]);
  });

  it('core §4: a customer adds; the entry is marked favourite and the server message shown', async () => {
    const h = harness();
    h.actor.send({ type: 'wishlist.toggle', target: item, saved: false, signedIn: true });
    await h.settle();
    expect(h.effects).toEqual(['favourite item:101', 'toast Added successfully']);
    expect(h.list()).toEqual([item]);
  });

  it('core §4: the heart of a saved entry removes it', async () => {
    const h = harness([item]);
    h.actor.send({ type: 'wishlist.toggle', target: item, saved: true, signedIn: true });
    await h.settle();
    expect(h.effects).toEqual(['drop item:101', 'toast Successfully removed']);
  });

  it('core §2: deleting an item from the drawer asks first; Cancel keeps it, Yes removes it', async () => {
    const h = harness([item]);
    h.actor.send({ type: 'wishlist.remove.ask', target: item });
    expect(h.actor.getSnapshot().value).toBe('confirmingRemoval');
    h.actor.send({ type: 'wishlist.remove.cancel' });
    await h.settle();
    expect(h.list()).toEqual([item]);
    h.actor.send({ type: 'wishlist.remove.ask', target: item });
    h.actor.send({ type: 'wishlist.remove.confirm' });
    await h.settle();
    expect(h.list()).toEqual([]);
  });

  it('core §2: a store row removes without asking', async () => {
    const h = harness([store]);
    h.actor.send({ type: 'wishlist.remove', target: store });
    await h.settle();
    expect(h.effects).toEqual(['drop store:6', 'toast Successfully removed']);
  });

  it('acc §8: failures show the server message', async () => {
    const h = harness([item]);
    h.actor.send({ type: 'wishlist.toggle', target: item, saved: false, signedIn: true });
    await h.settle();
    expect(h.effects).toEqual(['error Already in wishlist']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.wishlist!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });
});

describe('wishlist machine, state by state', () => {
  it('core §4 Wishlist model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.wishlist!, wishlistExpectations);
  });
});

type WView = StepView<{ target: { kind: string; id: number } | null }>;
const wNamed = (v: WView) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );
/** The heart or row the customer acted on last. */
const lastTarget = (v: WView) => [...v.events].reverse().find((e) => 'target' in e)?.target;

const wishlistExpectations: Expectations<{ target: { kind: string; id: number } | null }> = {
  idle: {
    sees: 'hearts and drawer rows ready',
    context: { target: null },
    check: (v) => {
      const e = v.event;
      const target = lastTarget(v);
      // By hand from core §4: the server's message either way; a guest's heart says "You are not logged in" and offers sign-in.
      const want =
        !e || e.type === 'wishlist.remove.cancel'
          ? []
          : e.type === 'wishlist.toggle'
            ? [['notify', { kind: 'error', id: 'wishlist.notLoggedIn' }], ['openSignIn']]
            : e.type === 'xstate.done.actor.addToWishlist'
              ? [
                  ['markFavourite', { target }],
                  ['showServerMessage', { kind: 'success', message: e.output.message }],
                ]
              : e.type === 'xstate.done.actor.removeFromWishlist'
                ? [
                    ['dropFavourite', { target }],
                    ['showServerMessage', { kind: 'success', message: e.output.message }],
                  ]
                : v.from.includes('idle') || v.from.includes('confirmingRemoval')
                  ? [['ignoreLateAnswer']] // a late failure of a call no longer waited for changes nothing
                  : [['showServerErrors', { error: e.error }]];
      if (e?.type === 'wishlist.toggle') expect(e).toMatchObject({ saved: false, signedIn: false });
      expect(wNamed(v)).toEqual(want);
    },
  },
  confirmingRemoval: {
    sees: '"Are you sure you want to  delete this item?" with Cancel and Yes',
    context: (v) => ({ target: lastTarget(v) }),
  },
  adding: {
    sees: 'the add call runs; further taps wait',
    calls: ['addToWishlist'],
    context: (v) => ({ target: lastTarget(v) }),
    check: (v) =>
      v.from.includes('adding') ||
      expect(v.event).toMatchObject({ type: 'wishlist.toggle', saved: false, signedIn: true }),
  },
  removing: {
    sees: 'the remove call runs',
    calls: ['removeFromWishlist'],
    context: (v) => ({ target: lastTarget(v) }),
    check: (v) =>
      v.from.includes('removing') ||
      expect(['wishlist.remove', 'wishlist.remove.confirm', 'wishlist.toggle']).toContain(v.event?.type),
  },
};
