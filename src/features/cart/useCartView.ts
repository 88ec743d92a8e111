import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { cartQuery } from '../../api/queries/cart';
import { useScope } from '../../api/scope';
import { moneyFormatOf } from '../../domain/money';
import { freeDeliveryThreshold } from '../../domain/cartMath';
import { isGuestCheckoutOn } from '../../domain/cartCheckout';

/** What the cart's views read: the module's lines, the money format and the config flags. */
export function useCartView() {
  const scope = useScope();
  const cart = useQuery(cartQuery(scope));
  const config = useQuery(configQuery()).data;
  return {
    module: { id: scope.moduleId, type: scope.moduleType },
    signedIn: scope.signedIn,
    lines: cart.data ?? [],
    loading: cart.isPending && cart.fetchStatus !== 'idle',
    money: moneyFormatOf(config),
    freeDeliveryOver: freeDeliveryThreshold(config as Parameters<typeof freeDeliveryThreshold>[0]),
    guestCheckout: isGuestCheckoutOn(config as Parameters<typeof isGuestCheckoutOn>[0]),
  };
}
