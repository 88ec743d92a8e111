import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { wishlistCount } from '../../domain/wishlist';
import { HeartIcon } from './icons';
import { useWishlistView } from './useWishlistView';

const WishlistDrawer = lazy(() => import('./WishlistDrawer'));

const count = css({
  position: 'absolute',
  top: '0.5',
  insetEnd: '0.5',
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'fg.danger',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

/** acc §2 Header: the wishlist badge (signed in, zone chosen, not parcel); it opens the wishlist drawer. */
export function WishlistBadge() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const view = useWishlistView();
  if (!view.visible) return null;
  const n = wishlistCount(view.list.data);
  return (
    <>
      <button
        type="button"
        className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ position: 'relative' })}`}
        aria-label={t`Wishlist, ${n} saved`}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t`Wishlist`}
        onClick={() => {
          setOpen(true);
          void view.list.refetch();
        }}
        data-testid="wishlist-badge"
      >
        <HeartIcon />
        {n > 0 ? (
          <span className={count} aria-hidden="true" data-testid="wishlist-count">
            {n}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WishlistDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
