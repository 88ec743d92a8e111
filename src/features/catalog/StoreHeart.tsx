import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { scopedWishlistQuery } from '../../api/queries/wishlist';
import { useScope } from '../../api/scope';
import { isInWishlist, type WishTarget } from '../../domain/wishlist';
import { WishlistFlowContext } from '../../flows/wishlist';
import { sendTo } from '../../flows/lazyActor';
import { Icon } from '../../ui/icons';

/**
 * Favourite a store (core §4 Wishlist; customer/wish-list/add|remove?store_id): the items' wishlist flow does
 * it the same way: a guest is told "You are not logged in." and offered sign-in; the drawer's Stores tab
 * reads the same list, so it shows the change at once.
 */
export function StoreHeart({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useLingui();
  const flow = useContext(WishlistFlowContext);
  const scope = useScope();
  const target: WishTarget = { kind: 'store', id: storeId };
  const on = isInWishlist(useQuery(scopedWishlistQuery(scope)).data, target);
  return (
    <button
      type="button"
      data-testid="store-heart"
      aria-pressed={on}
      aria-label={on ? t`Remove ${storeName} from favourites` : t`Add ${storeName} to favourites`}
      onClick={() => flow && sendTo(flow, { type: 'wishlist.toggle', target, saved: on, signedIn: scope.signedIn })}
      className={heartClass(on)}
    >
      <Icon fill={on ? 'currentColor' : 'none'}>
        <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" />
      </Icon>
    </button>
  );
}

const heartClass = (on: boolean) =>
  css({
    width: '11',
    height: '11',
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: on ? 'fg.danger' : 'fg.muted',
    cursor: 'pointer',
  });
