import { assign, fromPromise, setup } from 'xstate';
import { addRecentSearch, isSearchable, normaliseQuery, SUGGEST_DEBOUNCE_MS } from '../../src/domain/search';

/** One line under the field (api2 §9 items/search-suggestion). */
export interface SearchSuggestion {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
}

/** How many items and stores the term found (the first page of items/search and stores/search). */
export interface SearchHits {
  items: number;
  stores: number;
}

export interface SearchInput {
  /** The recent searches kept on the device, newest first (read at the edge). */
  recent: string[];
  /**
   * The results page the app opened at (a fresh load, a shared link): its term, and how many items and stores
   * it found when the query cache already holds them (the server's render of the page fetched them).
   */
  opened?: { text: string; hits: SearchHits | null } | null;
}

export interface SearchContext {
  /** What the field holds. */
  query: string;
  suggestions: SearchSuggestion[];
  /** The term whose results are shown (or being fetched). */
  submitted: string;
  recent: string[];
  /** What the opened results page had found already (null: not known, it is searched). */
  openedHits: SearchHits | null;
}

export type SearchEvent =
  | { type: 'search.type'; text: string }
  /** Enter in the field, a recent search chosen, or the results page opened with `?q=`. */
  | { type: 'search.submit'; text: string }
  | { type: 'search.suggestion.pick'; suggestion: SearchSuggestion }
  | { type: 'search.clear' }
  | { type: 'search.recent.clear' }
  | { type: 'search.retry' };

export const searchMachine = setup({
  types: {
    tags: {} as 'asking' | 'failed' | 'found' | 'nothingFound' | 'searching',
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    /** Edge: GET items/search-suggestion?name for the chosen module and zone. */
    suggest: fromPromise<SearchSuggestion[], { text: string }>(async () => []),
    /** Edge: the first page of items/search and stores/search (kept in the query cache for the results view). */
    runSearch: fromPromise<SearchHits, { text: string }>(async () => ({ items: 0, stores: 0 })),
  },
  delays: {
    /** The field waits for a pause in typing before asking for suggestions. */
    suggestDebounce: SUGGEST_DEBOUNCE_MS,
  },
  guards: {
    typedSomething: ({ event }) => event.type === 'search.type' && isSearchable(event.text),
    submittedSomething: ({ event }) => event.type === 'search.submit' && isSearchable(event.text),
    foundSomething: (_, params: SearchHits) => params.items + params.stores > 0,
    openedFound: ({ context }) =>
      context.submitted !== '' &&
      context.openedHits !== null &&
      context.openedHits.items + context.openedHits.stores > 0,
    openedEmpty: ({ context }) => context.submitted !== '' && context.openedHits !== null,
    opened: ({ context }) => context.submitted !== '',
  },
  actions: {
    setQuery: assign({ query: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
    clearQuery: assign({ query: '', suggestions: [] }),
    clearSuggestions: assign({ suggestions: [] }),
    setSuggestions: assign({ suggestions: (_, params: { suggestions: SearchSuggestion[] }) => params.suggestions }),
    setSubmitted: assign(({ event }) => {
      const text = event.type === 'search.submit' ? normaliseQuery(event.text) : '';
      return { query: text, submitted: text, suggestions: [] };
    }),
    rememberSearch: assign({
      recent: ({ context }, params: { text: string }) => addRecentSearch(context.recent, params.text),
    }),
    forgetRecent: assign({ recent: [] }),
    /** Edge: keep the list on the device (local storage). */
    storeRecent: (_, _params: { recent: string[] }) => {},
    /** Edge: open /search?q=… (the results page). */
    showResults: (_, _params: { text: string }) => {},
    /** Edge: open the item's page (/product/{slug or id}?module_id=…). */
    openSuggestion: (_, _params: { suggestion: SearchSuggestion }) => {},
  },
}).createMachine({
  id: 'search',
  description:
    'Search: the header field (a search screen on phones) asks for item suggestions after a pause in typing; a newer keystroke cancels the older request, so a stale answer never replaces a newer one. Enter (or a recent search) opens the results page of items and stores for the chosen module; nothing found shows "Sorry no data found related to your search". Recent searches are kept on the device.',
  context: ({ input }) => {
    const text = input.opened && isSearchable(input.opened.text) ? normaliseQuery(input.opened.text) : '';
    return {
      query: text,
      suggestions: [],
      submitted: text,
      recent: text ? addRecentSearch(input.recent, text) : input.recent,
      openedHits: text ? (input.opened?.hits ?? null) : null,
    };
  },
  type: 'parallel',
  on: {
    'search.submit': {
      guard: 'submittedSomething',
      target: ['.field.idle', '.answer.searching'],
      actions: [
        'setSubmitted',
        { type: 'rememberSearch', params: ({ event }) => ({ text: event.text }) },
        { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
        { type: 'showResults', params: ({ context }) => ({ text: context.submitted }) },
      ],
      description: 'The term becomes a recent search and the results page opens.',
    },
    'search.recent.clear': { actions: ['forgetRecent', { type: 'storeRecent', params: { recent: [] } }] },
  },
  states: {
    field: {
      description: 'The search field and what opens under it.',
      initial: 'idle',
      on: {
        'search.type': [
          {
            guard: 'typedSomething',
            target: '.waiting',
            actions: 'setQuery',
            description: 'Each keystroke restarts the pause; a request already sent is cancelled.',
          },
          {
            target: '.idle',
            actions: ['setQuery', 'clearSuggestions'],
            description: 'The field is empty again: the recent searches are offered.',
          },
        ],
        'search.suggestion.pick': {
          target: '.idle',
          actions: [
            'clearQuery',
            { type: 'openSuggestion', params: ({ event }) => ({ suggestion: event.suggestion }) },
          ],
          description:
            "A suggestion opens that item's page (an item opened is not a search: the recent searches stay).",
        },
        'search.clear': { target: '.idle', actions: 'clearQuery' },
      },
      states: {
        idle: {
          description: 'No suggestions asked for: with the field empty, the recent searches are offered.',
        },
        waiting: {
          description: 'Typing: the request waits for a pause (suggestDebounce).',
          tags: ['asking'],
          after: { suggestDebounce: { target: 'suggesting' } },
        },
        suggesting: {
          description: 'Asking items/search-suggestion for the typed text.',
          tags: ['asking'],
          invoke: {
            id: 'suggest',
            src: 'suggest',
            input: ({ context }) => ({ text: normaliseQuery(context.query) }),
            onDone: {
              target: 'suggestions',
              actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
            },
            onError: {
              target: 'suggestions',
              actions: 'clearSuggestions',
              description: 'Suggestions are a help, not a result: a failure shows none, and Enter still searches.',
            },
          },
        },
        suggestions: {
          description: 'The suggestions for the typed text (none when nothing matched); Enter searches the text.',
        },
      },
    },
    answer: {
      description: 'The results page for the submitted term.',
      initial: 'none',
      states: {
        none: {
          description: 'Nothing searched yet.',
          always: [
            {
              guard: 'openedFound',
              target: 'results',
              actions: { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
              description:
                'The app opened at a results page whose items and stores are known already (its server render): shown at once.',
            },
            {
              guard: 'openedEmpty',
              target: 'empty',
              actions: { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
            },
            {
              guard: 'opened',
              target: 'searching',
              actions: { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
              description: 'The app opened at a results page: its term is searched (and kept as a recent search).',
            },
          ],
        },
        searching: {
          description: 'Fetching the first page of items and stores for the term (skeletons).',
          tags: ['searching'],
          invoke: {
            id: 'runSearch',
            src: 'runSearch',
            input: ({ context }) => ({ text: context.submitted }),
            onDone: [
              {
                guard: { type: 'foundSomething', params: ({ event }) => event.output },
                target: 'results',
              },
              {
                target: 'empty',
                description: 'Nothing found: "Sorry no data found related to your search".',
              },
            ],
            onError: { target: 'error' },
          },
        },
        results: { description: 'Items and stores for the term, with paging, sorts and filters.', tags: ['found'] },
        empty: { description: '"Sorry no data found related to your search".', tags: ['nothingFound'] },
        error: {
          description: 'The search failed; the customer can try again.',
          tags: ['failed'],
          on: { 'search.retry': { target: 'searching' } },
        },
      },
    },
  },
});
