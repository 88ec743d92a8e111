import { msg } from '@lingui/core/macro';

/** The offline-payment flow's toasts (platform-api-turn4 §5.3). */
export const offlineMessages = {
  sent: msg`Payment details sent. The business will verify them.`,
  failed: msg`Something went wrong. Please try again.`,
};
