/** Inputs and events for exploring the wishlist machine (machines/catalog.ts). */

const item = { kind: 'item', id: 101 } as const;
const store = { kind: 'store', id: 6 } as const;

export const wishlistSamples = {
  inputs: [{}],
  events: [
    { type: 'wishlist.toggle', target: item, saved: false, signedIn: true },
    { type: 'wishlist.toggle', target: item, saved: false, signedIn: false },
    { type: 'wishlist.toggle', target: item, saved: true, signedIn: true },
    { type: 'wishlist.remove', target: store },
    { type: 'wishlist.remove.ask', target: item },
    { type: 'wishlist.remove.confirm' },
    { type: 'wishlist.remove.cancel' },
    { type: 'xstate.done.actor.addToWishlist', output: { message: 'Added successfully' } },
    { type: 'xstate.error.actor.addToWishlist', error: { status: 409, messages: ['Already in wishlist'] } },
    { type: 'xstate.done.actor.removeFromWishlist', output: { message: 'Successfully removed' } },
    { type: 'xstate.error.actor.removeFromWishlist', error: { status: 404, messages: ['Not found'] } },
  ],
};
