import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconBadgeButton } from '../../ui/IconBadgeButton';
import { wishlistCount } from '../../domain/wishlist';
import { HeartIcon } from './icons';
import { useWishlistView } from './useWishlistView';
import { lazyPart } from '../../ui/lazyPart';

const WishlistDrawer = lazyPart(() => import('./WishlistDrawer'));

/** acc §2 Header: the wishlist badge (signed in, zone chosen, not parcel); it opens the wishlist drawer. The phone's bottom bar has its own (`bottom`). */
export function WishlistBadge({ bottom }: { bottom?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const view = useWishlistView();
  if (!view.visible) return null;
  const n = wishlistCount(view.list.data);
  return (
    <>
      <IconBadgeButton
        icon={<HeartIcon />}
        count={n}
        label={t`Wishlist, ${n} saved`}
        title={t`Wishlist`}
        expanded={open}
        onClick={() => {
          setOpen(true);
          void view.list.refetch();
        }}
        testId={bottom ? 'bottom-nav-wishlist' : 'wishlist-badge'}
        countTestId={bottom ? 'bottom-nav-wishlist-count' : 'wishlist-count'}
      />
      {open ? (
        <Suspense fallback={null}>
          <WishlistDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
