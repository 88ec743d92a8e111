import type { ActorRefFrom } from 'xstate';
import { useReady, type LazyActor } from '../../flows/lazyActor';
import { flowContext } from '../../flows/flowContext';
import type { searchMachine } from '../../../machines/search/search.machine';

export type SearchActor = ActorRefFrom<typeof searchMachine>;

/**
 * The app's search flow; the edge (src/app/searchFlows.ts) creates it the first time the field is used. The
 * loader is for the header field, which must not wait for it.
 */
export const [SearchActorContext, useSearchLoader] = flowContext<LazyActor<SearchActor>>('SearchActorContext');

/** The flow, suspending until it is loaded: for the search page. */
export const useSearchActor = (): SearchActor => useReady(useSearchLoader());
