import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { cartQuery, hasStoredToken } from '../../api/queries/cart';
import { readJson, STORAGE_KEYS } from '../../api/storage';
import { moneyFormatOf } from '../../domain/money';
import { freeDeliveryThreshold } from '../../domain/cartMath';
import { isGuestCheckoutOn } from '../../domain/cartCheckout';

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** A stored token means signed in (acc §4 Session); other tabs' changes arrive as storage events. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeStorage, hasStoredToken, () => false);
}

export function storedModule(): { id: number | null; type: string | null } {
  const m = typeof localStorage === 'undefined' ? null : readJson<{ id?: unknown; module_type?: unknown }>(localStorage, STORAGE_KEYS.module);
  const id = Number(m?.id);
  return { id: Number.isSafeInteger(id) && id > 0 ? id : null, type: typeof m?.module_type === 'string' ? m.module_type : null };
}

/** What the cart's views read: the module's lines, the money format and the config flags. */
export function useCartView() {
  const module = storedModule();
  const cart = useQuery(cartQuery(module.id));
  const config = useQuery(configQuery()).data;
  return {
    module,
    lines: cart.data ?? [],
    loading: cart.isPending,
    money: moneyFormatOf(config),
    freeDeliveryOver: freeDeliveryThreshold(config as Parameters<typeof freeDeliveryThreshold>[0]),
    guestCheckout: isGuestCheckoutOn(config as Parameters<typeof isGuestCheckoutOn>[0]),
  };
}
