import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { StoreSearchContext } from '../../machines/store/storeSearch.machine';
import {
  expectStates,
  stepActions as named,
  stepCalls as calls,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<StoreSearchContext>;

/** Every change of the view the customer made is put in the URL (publish), so a link opens the same view. */
const publishedOnChange = (v: View) => {
  const e = v.event?.type ?? '';
  const changesView =
    e === 'store.filter' ||
    e === 'store.category' ||
    e === 'store.clear' ||
    e === 'xstate.after.typingPause.storeSearch.typing';
  if (changesView) expect(named(v)).toContain('publish');
};

const expectations: Expectations<StoreSearchContext> = {
  browsing: {
    sees: "nothing typed: the category's items, narrowed by veg / non-veg, price and sort",
    tags: ['browsing'],
    context: { text: '' },
    check: (v) => {
      expect(v.context.view.q).toBe('');
      // No request of its own: the page shows the category's list.
      expect(calls(v)).toEqual([]);
      publishedOnChange(v);
      if (v.event?.type === 'store.clear')
        expect(v.context.view).toMatchObject({ type: 'all', minPrice: undefined, maxPrice: undefined });
    },
  },
  typing: {
    sees: 'the typed text in the field; no request until the pause (no request per keystroke)',
    tags: ['searching'],
    check: (v) => {
      expect(calls(v)).toEqual([]);
      expect(v.context.text).toBe('burg');
    },
  },
  searching: {
    sees: 'the search under way for the view (the text after the pause, with the filters and tab)',
    tags: ['searching'],
    calls: ['runSearch'],
    check: (v) => {
      expect(v.context.view.q).not.toBe('');
      publishedOnChange(v);
    },
  },
  results: {
    sees: 'the matching items in the chosen order',
    tags: ['results'],
    check: (v) => expect(v.context.hits?.items.length).toBeGreaterThan(0),
  },
  empty: {
    sees: 'nothing matched: says so and offers "Clear search and filters"',
    tags: ['empty'],
    check: (v) => expect(v.context.hits).toEqual({ total: 0, items: [] }),
  },
  failed: {
    sees: 'the search failed, with a way to try again',
    tags: ['failed'],
  },
};

describe('store search machine, state by state', () => {
  it(
    'platform-api-turn4 §2.4 Search inside a store: every state a path reaches holds what the customer sees',
    { timeout: 120_000 },
    () => {
      expectStates(catalog.storeSearch!, expectations);
    },
  );
});
