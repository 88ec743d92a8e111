/** Inputs and events for exploring the search machine (machines/catalog.ts), from the demo data. */

const burger = { id: 1, name: 'Classic Beef Burger', slug: 'classic-beef-burger', image: null };

export const searchSamples = {
  inputs: [
    { recent: [] as string[] },
    // The app opened at /search?q=burg: the server's render found items, found nothing, or is not known.
    { recent: [] as string[], opened: { text: 'burg', hits: { items: 2, stores: 1 } } },
    { recent: [] as string[], opened: { text: 'burg', hits: { items: 0, stores: 0 } } },
    { recent: [] as string[], opened: { text: 'burg', hits: null } },
  ],
  events: [
    { type: 'search.type', text: 'burg' },
    { type: 'search.type', text: '' },
    { type: 'xstate.after.suggestDebounce.search.field.waiting' },
    { type: 'xstate.done.actor.suggest', output: [burger] },
    { type: 'xstate.error.actor.suggest', error: { status: 429, messages: ['Too Many Attempts.'] } },
    { type: 'search.submit', text: 'burg' },
    { type: 'search.suggestion.pick', suggestion: burger },
    { type: 'search.clear' },
    { type: 'search.recent.clear' },
    { type: 'xstate.done.actor.runSearch', output: { items: 2, stores: 1 } },
    { type: 'xstate.done.actor.runSearch', output: { items: 0, stores: 0 } },
    { type: 'xstate.error.actor.runSearch', error: { message: 'Server error' } },
    { type: 'search.retry' },
  ],
};
