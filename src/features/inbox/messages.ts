import { msg } from '@lingui/core/macro';

/** Texts the chat edge shows (core §5 wording for uploads). */
export const chatMessages = {
  tooManyImages: msg`Maximum 3 images can be send at a time.`,
  imageFormat: msg`This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.`,
  imageTooLarge: msg`The image must be at most 2 MB`,
  notSent: msg`Message not sent. Check your connection and try again.`,
};
