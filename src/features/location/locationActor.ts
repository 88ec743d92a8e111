import { createContext, useContext } from 'react';
import { useReady, type LazyActor } from '../../flows/lazyActor';
import type { ActorRefFrom } from 'xstate';
import type { locationPickerMachine } from '../../../machines/location/locationPicker.machine';

export type LocationActor = ActorRefFrom<typeof locationPickerMachine>;

/** The app's location picker actor; the edge (src/app/locationFlows.ts) creates it with the real API, storage and reload. */
/** Created when the picker first opens (or at boot right after a choice, to announce it). */
export const LocationActorContext = createContext<LazyActor<LocationActor> | null>(null);

/** The picker's holder: for the header button and the landing page, which must not wait for it. */
export function useLocationLoader(): LazyActor<LocationActor> {
  const actor = useContext(LocationActorContext);
  if (!actor) throw new Error('LocationActorContext is missing');
  return actor;
}

/** The picker actor, suspending until it is loaded: for the parts of the open picker. */
export function useLocationActor(): LocationActor {
  return useReady(useLocationLoader());
}
