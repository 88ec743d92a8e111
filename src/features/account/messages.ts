import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FormErrorId } from '../../domain/authForms';

/** Texts the edge shows for the account flows (core §8 / acc §8 wording). */
export const accountMessages = {
  loggedOut: msg`Logout successful.`,
  deleted: msg`Account has been deleted.`,
  noChanges: msg`No changes found to update.`,
  updated: msg`Updated successfully.`,
  genericError: msg`Something went wrong. Please try again.`,
};

/** The profile form's validation messages (core §5, acc §5). */
export const profileErrorMessages: Partial<Record<FormErrorId, MessageDescriptor>> = {
  nameRequired: msg`Name is required`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Must be a valid email`,
  emailTooLong: msg`Email must be at most 255 characters`,
  phoneRequired: msg`Phone number is required`,
  phoneTenDigits: msg`Number must be 10 digits`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password is too short - should be 6 chars minimum.`,
  newPasswordTooShort: msg`Password is too short - should be 8 chars minimum.`,
  confirmRequired: msg`Confirm password is required`,
  passwordsMustMatch: msg`Passwords must match`,
  imageFormat: msg`This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.`,
  imageTooLarge: msg`The image must be at most 2 MB`,
  currentPasswordRequired: msg`Current password is required`,
};
