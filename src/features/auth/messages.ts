import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FormErrorId } from '../../domain/authForms';

/** Texts the edge (src/app/accountFlows.ts) shows for the auth flows; acc §8 wording. */
export const authMessages = {
  loggedIn: msg`Logged in successfully.`,
  signedUp: msg`Signup successfully.`,
  genericError: msg`Something went wrong. Please try again.`,
  popupBlocked: msg`The sign-in window could not open. Allow pop-ups and try again.`,
};

/** acc §5 validation messages, by the ids of src/domain/authForms.ts. */
export const formErrorMessages: Record<FormErrorId, MessageDescriptor> = {
  emailOrPhoneRequired: msg`Email or phone number is required`,
  emailOrPhoneInvalid: msg`Must be a valid email or phone number`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password is too short - should be 6 chars minimum.`,
  newPasswordTooShort: msg`Password is too short - should be 8 chars minimum.`,
  phoneGiveRequired: msg`Please give a phone number`,
  phoneTenDigits: msg`Number must be 10 digits`,
  phoneOtherCountryCode: msg`This number starts with another country code. Choose that code in the list, or type the number without it.`,
  firstNameRequired: msg`First name is required`,
  nameRequired: msg`Name is required`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Must be a valid email`,
  emailTooLong: msg`Email must be at most 255 characters`,
  phoneRequired: msg`Phone number is required`,
  phoneProvideRequired: msg`Please provide a phone number`,
  phoneExactlyTen: msg`Number must be exactly 10 digits`,
  confirmRequired: msg`Confirm password is required`,
  passwordsMustMatch: msg`Passwords must match`,
  termsRequired: msg`You must accept the terms and conditions`,
  codeEmpty: msg`field is empty`,
  codeSixDigits: msg`The code must be 6 digits`,
  imageFormat: msg`This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.`,
  imageTooLarge: msg`The image must be at most 2 MB`,
  currentPasswordRequired: msg`Current password is required`,
};
