import type { storeSearchMachine } from '../../machines/store/storeSearch.machine';
import type { LazyActor } from './lazyActor';
import { flowContext } from './flowContext';

/** The store search with its real calls (src/app/storeSearchFlows.ts); each store page runs its own actor. */
export const [StoreSearchLogicContext, useStoreSearchLoader] =
  flowContext<LazyActor<typeof storeSearchMachine>>('StoreSearchLogicContext');
