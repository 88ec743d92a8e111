import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { storeSearchMachine, type StoreHits } from '../../machines/store/storeSearch.machine';
import { STORE_SEARCH_DEBOUNCE_MS, type StoreView } from '../../src/domain/storeBrowse';
import { coverage, modelPaths } from '../tools/model';

const plain: StoreView = { q: '', category: 0, type: 'all', minPrice: undefined, maxPrice: undefined, sort: 'default' };
const burger = { id: 1, name: 'Classic Beef Burger' };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start(view: StoreView = plain) {
  const calls: { view: StoreView; signal: AbortSignal; answer: ReturnType<typeof deferred<StoreHits>> }[] = [];
  const published: StoreView[] = [];
  const actor = createActor(
    storeSearchMachine.provide({
      actors: {
        runSearch: fromPromise(
          ({ input, signal }: { input: { storeId: number; view: StoreView }; signal: AbortSignal }) => {
            const answer = deferred<StoreHits>();
            calls.push({ view: input.view, signal, answer });
            return answer.promise;
          },
        ),
      },
      actions: { publish: (_, p) => void published.push(p.view) },
    }),
    { input: { storeId: 1, view } },
  ).start();
  return { actor, calls, published };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('store search machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('platform-api-turn4 §2.4 Search inside a store: no request per keystroke, one for the last text after the pause', async () => {
    const { actor, calls, published } = start();
    for (const text of ['b', 'bu', 'bur', 'burg']) {
      actor.send({ type: 'store.type', text });
      await vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS - 50);
    }
    expect(calls).toEqual([]);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.map((c) => c.view.q)).toEqual(['burg']);
    // The URL takes the searched text once, not each keystroke.
    expect(published.map((v) => v.q)).toEqual(['burg']);
    calls[0]!.answer.resolve({ total: 1, items: [burger] });
    await flush();
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    expect(actor.getSnapshot().context.hits?.items).toEqual([burger]);
  });

  it('platform-api-turn4 §2.4 Search inside a store: a newer keystroke cancels the request in flight; its late answer is ignored', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'store.type', text: 'bu' });
    await vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'store.type', text: 'burg' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS);
    calls[1]!.answer.resolve({ total: 1, items: [burger] });
    await flush();
    calls[0]!.answer.resolve({ total: 0, items: [] });
    await flush();
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    expect(actor.getSnapshot().context.view.q).toBe('burg');
  });

  it('platform-api-turn4 §2.4 Search inside a store: Enter searches at once; nothing found is the empty state and Clear goes back to the category', async () => {
    const { actor, calls, published } = start({ ...plain, category: 3 });
    actor.send({ type: 'store.type', text: ' qzx ' });
    actor.send({ type: 'store.submit' });
    expect(calls.map((c) => c.view)).toEqual([{ ...plain, category: 3, q: 'qzx' }]);
    calls[0]!.answer.resolve({ total: 0, items: [] });
    await flush();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    actor.send({ type: 'store.filter', change: { type: 'veg', minPrice: 10 } });
    calls[1]!.answer.resolve({ total: 0, items: [] });
    await flush();
    actor.send({ type: 'store.clear' });
    expect(actor.getSnapshot().hasTag('browsing')).toBe(true);
    // Text and filters go; the category tab stays.
    expect(published.at(-1)).toEqual({ ...plain, category: 3 });
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('platform-api-turn4 §2.4 Search inside a store: filters and category tabs search again with the text, or narrow the browsing without it', async () => {
    const { actor, calls, published } = start();
    actor.send({ type: 'store.filter', change: { sort: 'price_low' } });
    actor.send({ type: 'store.category', id: 5 });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('browsing')).toBe(true);
    expect(published.at(-1)).toEqual({ ...plain, sort: 'price_low', category: 5 });
    actor.send({ type: 'store.type', text: 'rice' });
    await vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'store.category', id: 0 });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls.map((c) => [c.view.q, c.view.category, c.view.sort])).toEqual([
      ['rice', 5, 'price_low'],
      ['rice', 0, 'price_low'],
    ]);
  });

  it('platform-api-turn4 §2.4 Search inside a store: a link with a search opens its results; a failure can be retried; emptying the field browses', async () => {
    const { actor, calls } = start({ ...plain, q: 'burger' });
    expect(calls.map((c) => c.view.q)).toEqual(['burger']);
    calls[0]!.answer.reject(new Error('Server error'));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'store.retry' });
    calls[1]!.answer.resolve({ total: 1, items: [burger] });
    await flush();
    expect(actor.getSnapshot().hasTag('results')).toBe(true);
    actor.send({ type: 'store.type', text: '  ' });
    expect(actor.getSnapshot().hasTag('browsing')).toBe(true);
    expect(actor.getSnapshot().context.view.q).toBe('');
  });

  it('model: generated paths reach every state and take every transition', { timeout: 120_000 }, () => {
    const entry = catalog.storeSearch!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});
