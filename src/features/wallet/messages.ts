import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TopUpProblem, PointProblem } from '../../domain/wallet';

/** acc §5 Wallet top-up wording, core §8 "Point to wallet transfer successfully.", and plain refusals. */
export const topUpProblemMessages: Record<TopUpProblem, MessageDescriptor> = {
  amountRequired: msg`Please Enter amount`,
  amountNotPositive: msg`The amount must be more than 0.`,
  methodRequired: msg`Payment method is required`,
};

export const walletMessages = {
  transferred: msg`Point to wallet transfer successfully.`,
  digitalPaymentOff: msg`Digital payment is not available right now, so the wallet cannot be topped up.`,
  failed: msg`Something went wrong. Please try again.`,
};

/** `belowMinimum` names the number: "Convert at least 100 points." (one sentence, not a rule and then its value). */
export const pointProblemMessages: Record<Exclude<PointProblem, 'belowMinimum'>, MessageDescriptor> = {
  pointsRequired: msg`Enter how many points to convert.`,
  wholePoints: msg`Points are whole numbers: enter them without a decimal point.`,
  aboveBalance: msg`You do not have that many points.`,
};
