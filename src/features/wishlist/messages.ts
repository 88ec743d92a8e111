import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The wording of the wishlist flow's messages (core §4 Wishlist, acc §8). */
export const wishlistMessages: Record<'wishlist.notLoggedIn' | 'failed' | 'signIn', MessageDescriptor> = {
  'wishlist.notLoggedIn': msg`You are not logged in.`,
  failed: msg`Something went wrong. Please try again.`,
  // The guest's toast keeps a way to sign in after the sign-in modal is closed.
  signIn: msg`Sign In`,
};
