import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../api/errors';

/** What a review's submit tells the customer, in our own words (issue 18): never the server's raw text. */
export const reviewMessages = {
  submitted: msg`Thank you! Your review has been submitted.`,
  alreadyReviewed: msg`You have already reviewed this order.`,
  failed: msg`Your review could not be sent. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

/** A refused submit: already reviewed (403 code `review` or `delivery_man`), else a plain try-again. */
export function reviewErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.status === 403 && (error.hasCode('review') || error.hasCode('delivery_man')))
    return reviewMessages.alreadyReviewed;
  return reviewMessages.failed;
}
