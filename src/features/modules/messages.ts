import { msg } from '@lingui/core/macro';

/** core §4 Module choice, §8: the messages of the module choice, shown by the edge as toasts. */
export const moduleMessages = {
  selected: msg`A Module has been selected.`,
  required: msg`A module must be selected to continue.`,
  locationSet: msg`Location set successfully`,
  cartCleared: msg`Your cart has been cleared as the selected zone does not support the previous pickup point.`,
  somethingWrong: msg`Something went wrong. Please try again.`,
};
