import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The wording of the wishlist flow's messages (core §4 Wishlist, acc §8). */
export const wishlistMessages: Record<'wishlist.notLoggedIn' | 'failed', MessageDescriptor> = {
  'wishlist.notLoggedIn': msg`You are not logged in.`,
  failed: msg`Something went wrong. Please try again.`,
};
