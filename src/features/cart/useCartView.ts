import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { cartQuery } from '../../api/queries/cart';
import { useScope } from '../../api/scope';
import { moneyFormatOf } from '../../domain/money';
import { isGuestCheckoutOn } from '../../domain/cartCheckout';
import type { freeDeliveryNotice } from '../../domain/billLines';

/** What the cart's views read: the module's lines, the money format and the config flags. */
export function useCartView() {
  const scope = useScope();
  const cart = useQuery(cartQuery(scope));
  const config = useQuery(configQuery()).data;
  const lines = cart.data ?? [];
  return {
    module: { id: scope.moduleId, type: scope.moduleType },
    signedIn: scope.signedIn,
    lines,
    loading: cart.isPending && cart.fetchStatus !== 'idle',
    money: moneyFormatOf(config),
    config: config as Parameters<typeof freeDeliveryNotice>[0],
    guestCheckout: isGuestCheckoutOn(config as Parameters<typeof isGuestCheckoutOn>[0]),
  };
}
