import type { ActorRefFrom } from 'xstate';
import type { rentalCartMachine } from '../../machines/rental/rentalCart.machine';
import type { tripBookingMachine } from '../../machines/rental/tripBooking.machine';
import { useLoaded, useReady, type LazyActor } from './lazyActor';
import { flowContext } from './flowContext';

export type RentalCartActor = ActorRefFrom<typeof rentalCartMachine>;

/** The rental flows, created by the edge (src/app/rentalFlows.ts) with their real calls (issue 16). */
export interface RentalFlows {
  /** The app-wide rental cart flow: vehicle pages add, the cart drawer edits. */
  cart: RentalCartActor;
  /** The trip booking machine with its real calls: one actor per checkout or payment. */
  booking: typeof tripBookingMachine;
  /** Whether the rental cart drawer is open (the header button and an add open it). */
  drawer: {
    isOpen(): boolean;
    set(open: boolean): void;
    subscribe(l: () => void): () => void;
  };
}

/** Loaded the first time the rental module needs it, so none of it is in the first load of other modules. */
export const [RentalFlowsContext, useRentalFlowsLoader] = flowContext<LazyActor<RentalFlows>>('RentalFlowsContext');

/** The rental flows, suspending until loaded. */
export const useRentalFlows = (): RentalFlows => useReady(useRentalFlowsLoader());

/** The rental flows once loaded, else undefined (never suspends). */
export const useLoadedRentalFlows = (): RentalFlows | undefined => useLoaded(useRentalFlowsLoader());
