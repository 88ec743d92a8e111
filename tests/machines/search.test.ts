import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import {
  searchMachine,
  type SearchHits,
  type SearchInput,
  type SearchSuggestion,
} from '../../machines/search/search.machine';
import { SUGGEST_DEBOUNCE_MS } from '../../src/domain/search';
import { coverage, modelPaths } from '../tools/model';

const burger: SearchSuggestion = { id: 1, name: 'Classic Beef Burger', slug: 'classic-beef-burger', image: null };
const bun: SearchSuggestion = { id: 9, name: 'Butter Bun', slug: null, image: null };

/** A promise the test settles by hand, so answers can arrive in any order. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start(recent: string[] = ['pizza'], opened: SearchInput['opened'] = null) {
  const suggestCalls: { text: string; answer: ReturnType<typeof deferred<SearchSuggestion[]>> }[] = [];
  const searchCalls: { text: string; answer: ReturnType<typeof deferred<SearchHits>> }[] = [];
  const effects: Array<[string, unknown]> = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        suggest: fromPromise(({ input }: { input: { text: string } }) => {
          const answer = deferred<SearchSuggestion[]>();
          suggestCalls.push({ text: input.text, answer });
          return answer.promise;
        }),
        runSearch: fromPromise(({ input }: { input: { text: string } }) => {
          const answer = deferred<SearchHits>();
          searchCalls.push({ text: input.text, answer });
          return answer.promise;
        }),
      },
      actions: {
        storeRecent: (_, p) => void effects.push(['storeRecent', p.recent]),
        showResults: (_, p) => void effects.push(['showResults', p.text]),
        openSuggestion: (_, p) => void effects.push(['openSuggestion', p.suggestion.id]),
      },
    }),
    { input: { recent, opened } },
  ).start();
  return { actor, suggestCalls, searchCalls, effects };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('search machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('Search: suggestions are asked once, for the last text, after a pause in typing', async () => {
    const { actor, suggestCalls } = start();
    for (const text of ['b', 'bu', 'bur', 'burg']) {
      actor.send({ type: 'search.type', text });
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 50);
    }
    expect(suggestCalls).toEqual([]);
    expect(actor.getSnapshot().matches({ field: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(suggestCalls.map((c) => c.text)).toEqual(['burg']);
    suggestCalls[0]!.answer.resolve([burger]);
    await flush();
    expect(actor.getSnapshot().matches({ field: 'suggestions' })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([burger]);
  });

  it('Search: a stale answer never overwrites a newer one', async () => {
    const { actor, suggestCalls } = start();
    actor.send({ type: 'search.type', text: 'bu' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    actor.send({ type: 'search.type', text: 'burg' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggestCalls.map((c) => c.text)).toEqual(['bu', 'burg']);
    suggestCalls[1]!.answer.resolve([burger]);
    await flush();
    // The older request answers last: it is ignored.
    suggestCalls[0]!.answer.resolve([bun]);
    await flush();
    expect(actor.getSnapshot().context.suggestions).toEqual([burger]);
    // And an older answer arriving while the newer one is still pending is ignored too.
    actor.send({ type: 'search.type', text: 'pi' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    actor.send({ type: 'search.type', text: 'piz' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    suggestCalls[2]!.answer.resolve([bun]);
    await flush();
    expect(actor.getSnapshot().matches({ field: 'suggesting' })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).not.toContainEqual(bun);
  });

  it('Search: Enter keeps the term as a recent search, opens the results and finds items and stores', async () => {
    const { actor, searchCalls, effects } = start();
    actor.send({ type: 'search.type', text: '  burg ' });
    actor.send({ type: 'search.submit', text: '  burg ' });
    expect(effects).toEqual([
      ['storeRecent', ['burg', 'pizza']],
      ['showResults', 'burg'],
    ]);
    expect(actor.getSnapshot().matches({ field: 'idle', answer: 'searching' })).toBe(true);
    expect(searchCalls.map((c) => c.text)).toEqual(['burg']);
    searchCalls[0]!.answer.resolve({ items: 2, stores: 1 });
    await flush();
    expect(actor.getSnapshot().matches({ answer: 'results' })).toBe(true);
    // Typing a new term leaves the shown results alone until it is submitted.
    actor.send({ type: 'search.type', text: 'piz' });
    expect(actor.getSnapshot().matches({ field: 'waiting', answer: 'results' })).toBe(true);
  });

  it('acc §2 Search: nothing found is the empty state ("Sorry no data found related to your search")', async () => {
    const { actor, searchCalls } = start();
    actor.send({ type: 'search.submit', text: 'qzxwvut' });
    searchCalls[0]!.answer.resolve({ items: 0, stores: 0 });
    await flush();
    expect(actor.getSnapshot().matches({ answer: 'empty' })).toBe(true);
  });

  it('Search: a failed search can be tried again', async () => {
    const { actor, searchCalls } = start();
    actor.send({ type: 'search.submit', text: 'burg' });
    searchCalls[0]!.answer.reject({ message: 'Server error' });
    await flush();
    expect(actor.getSnapshot().matches({ answer: 'error' })).toBe(true);
    actor.send({ type: 'search.retry' });
    expect(searchCalls.map((c) => c.text)).toEqual(['burg', 'burg']);
    searchCalls[1]!.answer.resolve({ items: 0, stores: 1 });
    await flush();
    expect(actor.getSnapshot().matches({ answer: 'results' })).toBe(true);
  });

  it('Search: a blank Enter does nothing; emptying the field drops the suggestions', async () => {
    const { actor, suggestCalls, effects } = start();
    actor.send({ type: 'search.submit', text: '   ' });
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().matches({ answer: 'none' })).toBe(true);
    actor.send({ type: 'search.type', text: 'burg' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    suggestCalls[0]!.answer.resolve([burger]);
    await flush();
    actor.send({ type: 'search.type', text: '' });
    expect(actor.getSnapshot().matches({ field: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('Search: failing suggestions show none, and Enter still searches', async () => {
    const { actor, suggestCalls, searchCalls } = start();
    actor.send({ type: 'search.type', text: 'burg' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    suggestCalls[0]!.answer.reject({ status: 429 });
    await flush();
    expect(actor.getSnapshot().matches({ field: 'suggestions' })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'search.submit', text: 'burg' });
    expect(searchCalls).toHaveLength(1);
  });

  it('Search: a chosen suggestion opens its item (not a search: the recent list stays); recent searches can be cleared', () => {
    const { actor, effects } = start();
    actor.send({ type: 'search.type', text: 'burg' });
    actor.send({ type: 'search.suggestion.pick', suggestion: burger });
    expect(effects).toEqual([['openSuggestion', 1]]);
    expect(actor.getSnapshot().context.query).toBe('');
    expect(actor.getSnapshot().context.recent).toEqual(['pizza']);
    actor.send({ type: 'search.recent.clear' });
    expect(effects.at(-1)).toEqual(['storeRecent', []]);
    expect(actor.getSnapshot().context.recent).toEqual([]);
  });

  it('acc §2 Search: a results page opened by its link shows what its server render found at once, kept as a recent search', () => {
    const { actor, searchCalls, effects } = start(['pizza'], { text: ' burg ', hits: { items: 2, stores: 1 } });
    expect(actor.getSnapshot().hasTag('found')).toBe(true);
    expect(actor.getSnapshot().context.submitted).toBe('burg');
    expect(searchCalls).toEqual([]);
    expect(effects).toEqual([['storeRecent', ['burg', 'pizza']]]);
    // The page's own "open" of the same term runs nothing again; another term does.
    actor.send({ type: 'search.submit', text: 'pizza' });
    expect(searchCalls.map((c) => c.text)).toEqual(['pizza']);
  });

  it('acc §2 Search: a results page opened by its link that found nothing says "Sorry no data found related to your search"', () => {
    const { actor, searchCalls } = start([], { text: 'zzz', hits: { items: 0, stores: 0 } });
    expect(actor.getSnapshot().hasTag('nothingFound')).toBe(true);
    expect(searchCalls).toEqual([]);
  });

  it('Search: a results page opened by its link, its results not known yet, searches its term; a blank term searches nothing', async () => {
    const { actor, searchCalls } = start([], { text: 'burg', hits: null });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    expect(searchCalls.map((c) => c.text)).toEqual(['burg']);
    searchCalls[0]!.answer.resolve({ items: 1, stores: 0 });
    await flush();
    expect(actor.getSnapshot().hasTag('found')).toBe(true);
    const blank = start(['pizza'], { text: '   ', hits: null });
    expect(blank.searchCalls).toEqual([]);
    expect(blank.actor.getSnapshot().context.recent).toEqual(['pizza']);
  });

  it('model: generated paths reach every state and take every transition', { timeout: 120_000 }, () => {
    const entry = catalog.search!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});
