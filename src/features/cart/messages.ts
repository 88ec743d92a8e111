import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AddToCartMessage } from '../../../machines/cart/addToCart.machine';
import type { CartLineMessage } from '../../../machines/cart/cartLine.machine';

/** The wording of the cart flows' messages (core §4, §5, §8), by the machines' message ids. */
export const cartMessages: Record<
  AddToCartMessage | CartLineMessage | 'checkout.orderNowSignIn' | 'failed',
  MessageDescriptor
> = {
  'cart.added': msg`Item added to cart.`,
  'cart.clearedAndAdded': msg`Your cart has been cleared successfully. And selected item added to the cart.`,
  'cart.lineRemoved': msg`Cart item remove successfully.`,
  outOfStock: msg`Out of Stock`,
  outOfLimits: msg`Out of Limits`,
  'checkout.orderNowSignIn': msg`Please sign in to order now.`,
  failed: msg`Something went wrong. Please try again.`,
};
