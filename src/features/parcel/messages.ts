import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ParcelErrorId } from '../../domain/parcel';

/** Every refusal of the parcel flow in words (issue 17). */
export const PARCEL_ERRORS: Record<ParcelErrorId, MessageDescriptor> = {
  senderMissing: msg`Add the sender's address, name and phone number.`,
  receiverMissing: msg`Add the receiver's address, name and phone number.`,
  paymentMissing: msg`Choose how to pay.`,
  outsideCoverage: msg`Sorry, we do not deliver parcels to or from this address. Choose an address inside our service area.`,
  receiverPaysCash: msg`When the receiver pays, it can only be cash on delivery.`,
  paymentUnavailable: msg`This payment method is not available now. Choose another one.`,
  walletLow: msg`Your wallet balance is lower than the total. Top up your wallet or choose another payment method.`,
  guestCheckoutOff: msg`Please sign in to send a parcel.`,
  categoryGone: msg`This parcel category is no longer available. Choose another one.`,
  receiverInvalid: msg`The receiver's details are incomplete. Check the address, name and phone number.`,
  contactMissing: msg`Add your name and phone number.`,
  failed: msg`The order could not be placed. Please try again.`,
};
