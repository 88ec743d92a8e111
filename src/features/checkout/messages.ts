import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaceProblem, Refusal } from '../../../machines/checkout/checkout.rules';

/** What stops Place Order, in the customer's words (acc §2, §8; core §5). */
export const problemMessages: Record<PlaceProblem, MessageDescriptor> = {
  empty: msg`There is nothing to check out.`,
  addressMissing: msg`Please add your delivery address`,
  addressOutOfZone: msg`This store does not deliver to the chosen address. Choose an address in the store's zone.`,
  contactMissing: msg`Please enter your contact info`,
  storeClosed: msg`The store is closed now. Choose a delivery time to schedule your order.`,
  paymentMissing: msg`Payment method is required`,
  codLimit: msg`The total amount of the order, exceeds maximum amount of the cash on delivery method.`,
  walletShort: msg`Your wallet balance is not enough for this order.`,
  prescriptionMissing: msg`Please upload your prescription image.`,
};

/** The server's refusals of order/place by their code (api §3.7), in clear words. */
const placeRefusals: Record<string, MessageDescriptor> = {
  // The zone's cash-on-delivery maximum, when the server refuses it first (a tap before the zone was known).
  order_amount: problemMessages.codLimit,
  coordinates: msg`We can't deliver to this address: it is outside the area we serve.`,
  is_guest: msg`Guest checkout is not available. Please sign in to place your order.`,
  order_type: msg`This order type is not available now. Choose another one.`,
  order_time: msg`The store can't take this order at that time: it is closed, or the time has passed. Choose another time.`,
  store: msg`This store is not available any more.`,
  cart_item: msg`Some items are no longer in stock. Please change your cart.`,
  cart: msg`Your cart has changed. Please check it and try again.`,
  payment_method: msg`This payment method is not available for this order. Choose another one.`,
  coupon: msg`The coupon can't be used with this order. Remove it and try again.`,
};

/** coupon/apply's answers by status (api §3.6). */
const couponRefusals: Record<number, MessageDescriptor> = {
  404: msg`No coupon with this code was found.`,
  406: msg`You have already used this coupon as many times as it allows.`,
  407: msg`This coupon has expired.`,
  403: msg`This coupon is not valid for this order.`,
};

export const genericRefusal = msg`Something went wrong. Please try again.`;

export function placeRefusalMessage(r: Refusal): MessageDescriptor | null {
  return (r.code && placeRefusals[r.code]) || null;
}

// The server's words for these codes are the spec's own message, which the page shows translated: appended,
// they would repeat it (in English) rather than add a detail such as which item ran out.
const serverWordsRepeatOurs = new Set(['order_amount']);

/** The server's own words worth showing under a refusal's text. */
export function placeRefusalDetail(r: Refusal): string[] {
  return r.code && serverWordsRepeatOurs.has(r.code) ? [] : r.messages;
}

// The platform answers an expired coupon with 407, the proxy-authentication status: browsers never hand
// that answer to the page, they fail the request instead. An answer that never arrived is most likely that.
const couponUnanswered = msg`This coupon can't be used. It may have expired: check the code and try again.`;

/** The code exists, for another module (the server's `coupon_module`, a 404 like any unknown code). */
const couponOtherModule = msg`This coupon is for another module. Switch module to use it there.`;

export function couponRefusalMessage(r: Refusal): MessageDescriptor | null {
  if (r.code === 'coupon_module') return couponOtherModule;
  return couponRefusals[r.status] ?? (r.status === 0 ? couponUnanswered : null);
}
