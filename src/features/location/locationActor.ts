import { useReady, type LazyActor } from '../../flows/lazyActor';
import { flowContext } from '../../flows/flowContext';
import type { ActorRefFrom } from 'xstate';
import type { locationPickerMachine } from '../../../machines/location/locationPicker.machine';

export type LocationActor = ActorRefFrom<typeof locationPickerMachine>;

/**
 * The app's location picker actor; the edge (src/app/locationFlows.ts) creates it with the real API, storage and
 * reload, when the picker first opens (or at boot right after a choice, to announce it). The loader is for the
 * header button and the landing page, which must not wait for it.
 */
export const [LocationActorContext, useLocationLoader] = flowContext<LazyActor<LocationActor>>('LocationActorContext');

/** The picker actor, suspending until it is loaded: for the parts of the open picker. */
export const useLocationActor = (): LocationActor => useReady(useLocationLoader());
