import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AddressWording, LocationMessageId } from '../../domain/location';

/** core §4 Location change: the toast after the reload. */
export const addressSelected: Record<AddressWording, MessageDescriptor> = {
  delivery: msg`New Delivery address selected.`,
  pickup: msg`New Pickup address selected.`,
};

/** The picker's own notices; out-of-zone answers show the server's words instead. */
export const locationMessages: Record<LocationMessageId, MessageDescriptor> = {
  geolocationUnavailable: msg`We could not get your current location. Search for a place or pick it on the map instead.`,
  placeNotFound: msg`This place could not be found. Please choose another one.`,
  lookupFailed: msg`We could not check this location. Please try again.`,
};
