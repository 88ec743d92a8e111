import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { useReady, type LazyActor } from './lazyActor';

export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

/**
 * The app-wide wishlist flow, created by the edge with its real calls. Hearts on cards and the detail
 * view send `wishlist.toggle` here; the wishlist drawer sends removals.
 */
export const WishlistFlowContext = createContext<LazyActor<WishlistActor> | null>(null);

/** The wishlist flow, suspending until it is loaded (it is created the first time a view needs it). */
export function useWishlistFlow(): WishlistActor {
  const actor = useContext(WishlistFlowContext);
  if (!actor) throw new Error('WishlistFlowContext is missing');
  return useReady(actor);
}
