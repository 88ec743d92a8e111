import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AddressErrorId, AddressLabel, GuestContactErrorId } from '../../domain/address';

/** acc §5 Address form messages, exactly as the spec words them (and the phone length rule of acc §9). */
export const ADDRESS_ERRORS: Record<AddressErrorId, MessageDescriptor> = {
  addressRequired: msg`Address is required`,
  nameRequired: msg`Name is required`,
  phoneRequired: msg`Phone Number is required`,
  phoneTooShort: msg`Number must be 10 digits`,
  pointRequired: msg`Move the map or search a place to set the point of this address`,
};

/** acc §5 Guest contact form: all three are required; the spec shows no wording, so these are ours. */
export const CONTACT_ERRORS: Record<GuestContactErrorId, MessageDescriptor> = {
  nameMissing: msg`Please enter the name of the person to contact`,
  phoneMissing: msg`Please enter a phone number we can call`,
  phoneShort: msg`Number must be 10 digits`,
  emailMissing: msg`Please enter an e-mail address for order updates`,
  emailInvalid: msg`Please enter a valid e-mail address, like name@example.com`,
};

/** acc §2 "Label As": home, office or other. */
export const LABELS: Record<AddressLabel, MessageDescriptor> = {
  home: msg`Home`,
  office: msg`Office`,
  other: msg`Other`,
};
