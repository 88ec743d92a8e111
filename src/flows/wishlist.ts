import type { ActorRefFrom } from 'xstate';
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { useReady, type LazyActor } from './lazyActor';
import { flowContext } from './flowContext';

export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

/**
 * The app-wide wishlist flow, created by the edge with its real calls. Hearts on cards and the detail
 * view send `wishlist.toggle` here; the wishlist drawer sends removals.
 */
const [WishlistFlowContext, useLoader] = flowContext<LazyActor<WishlistActor>>('WishlistFlowContext');
export { WishlistFlowContext };

/** The wishlist flow, suspending until it is loaded (it is created the first time a view needs it). */
export const useWishlistFlow = (): WishlistActor => useReady(useLoader());
