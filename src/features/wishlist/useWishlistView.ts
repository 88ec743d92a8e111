import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { scopedWishlistQuery } from '../../api/queries/wishlist';
import { useScope } from '../../api/scope';
import { moneyFormatOf } from '../../domain/money';

/** What the wishlist's views read: who asks, the module, and the list (enabled only where the badge shows). */
export function useWishlistView() {
  const scope = useScope();
  const query = scopedWishlistQuery(scope);
  const list = useQuery(query);
  const config = useQuery(configQuery()).data;
  return {
    signedIn: scope.signedIn,
    moduleType: scope.moduleType,
    visible: query.enabled === true,
    list,
    money: moneyFormatOf(config),
  };
}
