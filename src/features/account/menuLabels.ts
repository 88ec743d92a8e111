import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountMenuEntryId } from '../../domain/authAccountMenu';

export const MENU_LABELS: Record<AccountMenuEntryId, MessageDescriptor> = {
  'profile-settings': msg`Profile Settings`,
  'my-orders': msg`My Orders`,
  'my-trips': msg`My Trips`,
  wallet: msg`Wallet`,
  coupons: msg`Coupons`,
  'loyalty-points': msg`Loyalty Points`,
  'referral-code': msg`Referral Code`,
  inbox: msg`Inbox`,
  settings: msg`Settings`,
  'track-order': msg`Track Order`,
  address: msg`My Addresses`,
};
