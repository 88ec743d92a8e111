import { assign, fromPromise, setup } from 'xstate';
import { isSearchable, normaliseQuery } from '../../src/domain/search';
import {
  NO_STORE_FILTERS,
  STORE_SEARCH_DEBOUNCE_MS,
  type StoreFilters,
  type StoreView,
} from '../../src/domain/storeBrowse';

/** What a store search found: the count and the first page, in the view's order (the edge sorts). */
export interface StoreHits<T = unknown> {
  total: number;
  items: readonly T[];
}

export interface StoreSearchInput {
  storeId: number;
  /** The view the page opened with (its URL). */
  view: StoreView;
}

export interface StoreSearchContext {
  storeId: number;
  /** The committed view: what was last searched or browsed, and what the URL says. */
  view: StoreView;
  /** The field as typed (the view's `q` follows it after the pause). */
  text: string;
  hits: StoreHits | null;
}

export type StoreSearchEvent =
  | { type: 'store.type'; text: string }
  /** Enter in the field: search now, without waiting for the pause. */
  | { type: 'store.submit' }
  | { type: 'store.filter'; change: Partial<StoreFilters> }
  | { type: 'store.category'; id: number }
  /** The empty answer's "Clear": text and filters go, the category tab stays. */
  | { type: 'store.clear' }
  | { type: 'store.retry' };

const withFilters = (view: StoreView, change: Partial<StoreFilters>): StoreView => ({ ...view, ...change });

export const storeSearchMachine = setup({
  types: {
    tags: {} as 'browsing' | 'searching' | 'results' | 'empty' | 'failed',
    context: {} as StoreSearchContext,
    events: {} as StoreSearchEvent,
    input: {} as StoreSearchInput,
  },
  actors: {
    /** Edge: items/search with store_id and the view's filters; the signal aborts a superseded request. */
    runSearch: fromPromise<StoreHits, { storeId: number; view: StoreView }>(async () => ({ total: 0, items: [] })),
  },
  delays: { typingPause: STORE_SEARCH_DEBOUNCE_MS },
  guards: {
    typedSomething: ({ event }) => event.type === 'store.type' && isSearchable(event.text),
    hasText: ({ context }) => context.view.q !== '',
    typedText: ({ context }) => isSearchable(context.text),
    foundSome: ({ event }) => 'output' in event && (event.output as StoreHits).items.length > 0,
  },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'store.type' ? event.text : '') }),
    commitText: assign({ view: ({ context }) => ({ ...context.view, q: normaliseQuery(context.text) }) }),
    setFilters: assign({
      view: ({ context, event }) =>
        event.type === 'store.filter' ? withFilters(context.view, event.change) : context.view,
    }),
    setCategory: assign({
      view: ({ context, event }) =>
        event.type === 'store.category' ? { ...context.view, category: event.id } : context.view,
    }),
    clearNarrowing: assign({
      text: '',
      hits: null,
      view: ({ context }) => ({ ...context.view, ...NO_STORE_FILTERS, sort: context.view.sort, q: '' }),
    }),
    clearText: assign({ text: '', hits: null, view: ({ context }) => ({ ...context.view, q: '' }) }),
    setHits: assign({ hits: ({ event }) => ('output' in event ? (event.output as StoreHits) : null) }),
    /** Edge: the store page's URL takes the view (replacing the entry), so a link opens the same view. */
    publish: (_, _params: { view: StoreView }) => {},
  },
}).createMachine({
  id: 'storeSearch',
  description:
    "platform-api-turn4 §2.4 Search inside a store: the field asks items/search (store_id) after a pause in typing; a newer keystroke or filter cancels the request in flight, so a stale answer never replaces a newer one. Veg / non-veg, the price range, the sort and the category tab narrow the search, or the store's items when nothing is typed; the view is kept in the URL. Nothing found says so and offers to clear.",
  context: ({ input }) => ({ storeId: input.storeId, view: input.view, text: input.view.q, hits: null }),
  initial: 'opening',
  on: {
    'store.type': [
      {
        guard: 'typedSomething',
        target: '.typing',
        actions: 'setText',
        description: 'Each keystroke restarts the pause; a search in flight is cancelled.',
      },
      {
        target: '.browsing',
        actions: ['clearText', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
        description: "The field is empty again: the category's items.",
      },
    ],
    'store.filter': [
      {
        guard: 'typedText',
        target: '.searching',
        actions: ['commitText', 'setFilters', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
        description: 'With text in the field (even before the pause), the filters narrow the search for it.',
      },
      {
        target: '.browsing',
        actions: ['setFilters', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
        description: 'No text: the filters narrow the category.',
      },
    ],
    'store.category': [
      {
        guard: 'typedText',
        target: '.searching',
        actions: ['commitText', 'setCategory', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
      },
      {
        target: '.browsing',
        actions: ['setCategory', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
      },
    ],
    'store.clear': {
      target: '.browsing',
      actions: ['clearNarrowing', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
    },
  },
  states: {
    opening: {
      description: 'The page opens with the view its URL gives.',
      always: [
        { guard: 'hasText', target: 'searching', description: 'A link with a search opens its results.' },
        { target: 'browsing' },
      ],
    },
    browsing: {
      tags: ['browsing'],
      description: "Nothing typed: the category's items, narrowed by the filters.",
    },
    typing: {
      tags: ['searching'],
      description: 'Typing: the search waits for a pause (typingPause).',
      after: {
        typingPause: {
          target: 'searching',
          actions: ['commitText', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
        },
      },
      on: {
        'store.submit': {
          guard: 'typedText',
          target: 'searching',
          actions: ['commitText', { type: 'publish', params: ({ context }) => ({ view: context.view }) }],
          description: 'Enter searches at once.',
        },
      },
    },
    searching: {
      tags: ['searching'],
      description: "Asking items/search for the store's items matching the view.",
      invoke: {
        src: 'runSearch',
        id: 'runSearch',
        input: ({ context }) => ({ storeId: context.storeId, view: context.view }),
        onDone: [
          { guard: 'foundSome', target: 'results', actions: 'setHits' },
          { target: 'empty', actions: 'setHits' },
        ],
        onError: { target: 'failed' },
      },
    },
    results: { tags: ['results'], description: 'The matching items, in the chosen order.' },
    empty: { tags: ['empty'], description: 'Nothing matched: says so and offers "Clear search and filters".' },
    failed: {
      tags: ['failed'],
      description: 'The search failed; the customer can try again.',
      on: { 'store.retry': { target: 'searching' } },
    },
  },
});
