import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { scopedWishlistQuery } from '../../api/queries/wishlist';
import { useScope } from '../../api/scope';
import { isInWishlist, type WishTarget } from '../../domain/wishlist';
import { useWishlistFlow } from '../../flows/wishlist';

const look = (on: boolean) =>
  css({
    width: '11',
    height: '11',
    flexShrink: 0,
    borderRadius: 'full',
    bg: 'bg.surface',
    boxShadow: 'raised',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    color: on ? 'fg.danger' : 'fg.muted',
  });

function HeartIcon({ on }: { on: boolean }) {
  return (
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
  );
}

function LiveHeart({ target, name }: { target: WishTarget; name: string }) {
  const { t } = useLingui();
  const flow = useWishlistFlow();
  const scope = useScope();
  const on = isInWishlist(useQuery(scopedWishlistQuery(scope)).data, target);
  return (
    <button
      type="button"
      onClick={(e) => {
        e.preventDefault();
        flow.send({
          type: 'wishlist.toggle',
          target,
          saved: on,
          signedIn: scope.signedIn,
        });
      }}
      aria-pressed={on}
      aria-label={on ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
      data-testid={`heart-${target.kind}`}
      className={look(on)}
    >
      <HeartIcon on={on} />
    </button>
  );
}

/** core §2/§4 Wishlist: the heart of a vehicle or provider (rental wishlist, api2 §11); the wishlist flow loads on first use. */
export function Heart(props: { target: WishTarget; name: string }) {
  return (
    <Suspense
      fallback={
        <span className={look(false)} aria-hidden="true">
          <HeartIcon on={false} />
        </span>
      }
    >
      <LiveHeart {...props} />
    </Suspense>
  );
}
