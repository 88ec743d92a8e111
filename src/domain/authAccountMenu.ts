/** acc §2 Account menu: the entries (name → path) and the config filters that hide some of them. */
import { flagOr } from './flags';

export type AccountMenuEntryId =
  | 'profile-settings'
  | 'my-orders'
  | 'my-trips'
  | 'wallet'
  | 'coupons'
  | 'loyalty-points'
  | 'referral-code'
  | 'inbox'
  | 'settings'
  | 'track-order'
  | 'address';

export interface AccountMenuEntry {
  id: number;
  name: AccountMenuEntryId;
  path: string;
  /** The query of the path (the address book is /profile?page=address; /settings serves the inbox and the settings by `page`). */
  search?: Record<string, string>;
}

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { id: 1, name: 'profile-settings', path: '/profile' },
  { id: 2, name: 'my-orders', path: '/my-orders' },
  { id: 3, name: 'my-trips', path: '/my-trips' },
  { id: 4, name: 'wallet', path: '/wallet' },
  { id: 5, name: 'coupons', path: '/coupons' },
  { id: 6, name: 'loyalty-points', path: '/loyalty-points' },
  { id: 7, name: 'referral-code', path: '/referral-code' },
  { id: 8, name: 'inbox', path: '/settings', search: { page: 'inbox' } },
  { id: 9, name: 'settings', path: '/settings', search: { page: 'settings' } },
  { id: 10, name: 'track-order', path: '/track-order' },
  { id: 11, name: 'address', path: '/profile', search: { page: 'address' } },
];

export interface AccountMenuConfig {
  customer_wallet_status?: number | null;
  loyalty_point_status?: number | null;
  ref_earning_status?: number | null;
}

/** A module as the module list answers it (`status` is the string "1" when active). */
export interface MenuModule {
  module_type?: string | null;
  status?: string | number | boolean | null;
}

const active = (s: MenuModule['status']) => flagOr(s, true);

export function hasActiveRental(modules: readonly MenuModule[] | null | undefined): boolean {
  return (modules ?? []).some((m) => m.module_type === 'rental' && active(m.status));
}

export function accountMenuEntries(
  config: AccountMenuConfig | null | undefined,
  modules: readonly MenuModule[] | null | undefined,
): AccountMenuEntry[] {
  return ACCOUNT_MENU.filter((e) => {
    if (e.name === 'wallet') return config?.customer_wallet_status !== 0;
    if (e.name === 'loyalty-points') return config?.loyalty_point_status !== 0;
    if (e.name === 'referral-code') return config?.ref_earning_status !== 0;
    if (e.name === 'my-trips') return hasActiveRental(modules);
    return true;
  });
}
