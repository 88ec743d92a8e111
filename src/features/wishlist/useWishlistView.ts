import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { hasStoredToken } from '../../api/queries/cart';
import { storedWishlistQuery } from '../../api/queries/wishlist';
import { readJson, STORAGE_KEYS } from '../../api/storage';
import { moneyFormatOf } from '../../domain/money';

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** What the wishlist's views read: who asks, the module, and the list (enabled only where the badge shows). */
export function useWishlistView() {
  const signedIn = useSyncExternalStore(subscribeStorage, hasStoredToken, () => false);
  const m = readJson<{ module_type?: unknown }>(localStorage, STORAGE_KEYS.module);
  const moduleType = typeof m?.module_type === 'string' ? m.module_type : null;
  const query = storedWishlistQuery();
  const list = useQuery(query);
  const config = useQuery(configQuery()).data;
  return { signedIn, moduleType, visible: query.enabled === true, list, money: moneyFormatOf(config) };
}
