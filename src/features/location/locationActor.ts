import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { locationPickerMachine } from '../../../machines/location/locationPicker.machine';

export type LocationActor = ActorRefFrom<typeof locationPickerMachine>;

/** The app's location picker actor; the edge (src/app/locationFlows.ts) creates it with the real API, storage and reload. */
export const LocationActorContext = createContext<LocationActor | null>(null);

export function useLocationActor(): LocationActor {
  const actor = useContext(LocationActorContext);
  if (!actor) throw new Error('LocationActorContext is missing');
  return actor;
}
