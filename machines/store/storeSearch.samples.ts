/** Inputs and events for exploring the store-search machine (machines/catalog.ts), from the demo data. */
import type { StoreView } from '../../src/domain/storeBrowse';

const plain: StoreView = { q: '', category: 0, type: 'all', minPrice: undefined, maxPrice: undefined, sort: 'default' };
const burger = { id: 1, name: 'Classic Beef Burger' };

export const storeSearchSamples = {
  inputs: [
    { storeId: 1, view: plain },
    // A shared link: /store/burger-barn?q=burger&sort=price_low
    { storeId: 1, view: { ...plain, q: 'burger', sort: 'price_low' } },
  ],
  events: [
    { type: 'store.type', text: 'burg' },
    { type: 'store.type', text: '' },
    { type: 'store.submit' },
    { type: 'xstate.after.typingPause.storeSearch.typing' },
    { type: 'xstate.done.actor.runSearch', output: { total: 1, items: [burger] } },
    { type: 'xstate.done.actor.runSearch', output: { total: 0, items: [] } },
    { type: 'xstate.error.actor.runSearch', error: { message: 'Server error' } },
    { type: 'store.filter', change: { type: 'veg' } },
    { type: 'store.category', id: 3 },
    { type: 'store.clear' },
    { type: 'store.retry' },
  ],
};
