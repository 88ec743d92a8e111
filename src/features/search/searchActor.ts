import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useReady, type LazyActor } from '../../flows/lazyActor';
import type { searchMachine } from '../../../machines/search/search.machine';

export type SearchActor = ActorRefFrom<typeof searchMachine>;

/** The app's search flow; the edge (src/app/searchFlows.ts) creates it the first time the field is used. */
export const SearchActorContext = createContext<LazyActor<SearchActor> | null>(null);

/** The flow's holder: for the header field, which must not wait for it. */
export function useSearchLoader(): LazyActor<SearchActor> {
  const actor = useContext(SearchActorContext);
  if (!actor) throw new Error('SearchActorContext is missing');
  return actor;
}

/** The flow, suspending until it is loaded: for the search page. */
export function useSearchActor(): SearchActor {
  return useReady(useSearchLoader());
}
