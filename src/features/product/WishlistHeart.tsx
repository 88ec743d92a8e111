import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { scopedWishlistQuery } from '../../api/queries/wishlist';
import { useScope } from '../../api/scope';
import { isInWishlist } from '../../domain/wishlist';
import { WishlistFlowContext } from '../../flows/wishlist';
import { sendTo } from '../../flows/lazyActor';

/**
 * core §2 wishlist heart of the item view; core §4 Wishlist: the wishlist flow asks for a login
 * ("You are not logged in."), toggles the entry and shows the server's message.
 */
export function WishlistHeart({ itemId, count }: { itemId: number; count: number }) {
  const { t } = useLingui();
  // Only the tap needs the flow: waiting for it here suspended the item's view, and React holds a view that
  // suspended for at least 300 ms (its fallback throttle), which delayed the product page and the dialog.
  const flow = useContext(WishlistFlowContext);
  const scope = useScope();
  const on = isInWishlist(useQuery(scopedWishlistQuery(scope)).data, { kind: 'item', id: itemId });
  return (
    <button
      type="button"
      onClick={() =>
        flow &&
        sendTo(flow, {
          type: 'wishlist.toggle',
          target: { kind: 'item', id: itemId },
          saved: on,
          signedIn: scope.signedIn,
        })
      }
      aria-pressed={on}
      aria-label={on ? t`Remove from wishlist` : t`Add to wishlist`}
      title={t`${count} in wishlists`}
      data-testid="wishlist-heart"
      className={css({
        width: '11',
        height: '11',
        borderRadius: 'full',
        bg: 'bg.surface',
        boxShadow: 'raised',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: 'pointer',
        color: on ? 'fg.danger' : 'fg.muted',
      })}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" />
      </svg>
    </button>
  );
}
