import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemConfigMessageId } from '../../../machines/catalog/itemConfig.machine';

/** The wording of the item-configuration messages (core §4, §5, §8), by the machine's message ids. */
export const itemConfigMessages: Record<ItemConfigMessageId, MessageDescriptor> = {
  outOfStock: msg`Out of Stock`,
  outOfLimits: msg`Out of Limits`,
  variationOutOfStock: msg`This variation is out of stock. Choose another variation to proceed further.`,
  variationRequired: msg`Variation {name} can not remain without selection.`,
  variationRange: msg`Selected variation named {name} must be in between Minimum {min} and Maximum {max}`,
  noChanges: msg`No changes found to update.`,
  updated: msg`Updated successfully`,
  itemUpdated: msg`Item updated successfully`,
  added: msg`Item added to cart.`,
  notAvailable: msg`Not Available now`,
};
