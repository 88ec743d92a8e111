import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import type { Store } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { formatRatingBadge } from '../../domain/rating';
import { DeliveryTime } from '../../ui/DeliveryTime';
import { Skeleton } from '../../ui/Skeleton';
import { cardFrameClass } from './cardFrame';
import { useHydrated } from '../../ui/useHydrated';
import { imageLoading } from '../../ui/hero';
import { storeSearch } from './storeLink';
import { lazyPart } from '../../ui/lazyPart';

// The store page's heart, drawn on every card once the page is on screen: not with the first load (docs/budgets.md).
const StoreHeart = lazyPart(() => import('./StoreHeart').then((m) => ({ default: m.StoreHeart })));

/** The heart's 44 px, held by a blank until it arrives; it sits on the cover, so nothing moves either way. */
const heartRoom = css({ display: 'block', width: '11', height: '11' });

/** Favourite a store from its card (issue 45 item 5): the same heart, flow and sign-in question as its page. */
function CardHeart({ store }: { store: Store }) {
  const hydrated = useHydrated();
  const blank = <span aria-hidden="true" className={heartRoom} />;
  return (
    <div className={css({ position: 'absolute', top: '2', insetEnd: '2' })}>
      {hydrated ? (
        <Suspense fallback={blank}>
          <StoreHeart storeId={store.id} storeName={store.name} />
        </Suspense>
      ) : (
        blank
      )}
    </div>
  );
}

export function StoreCard({ store, firstScreen = false }: { store: Store; firstScreen?: boolean }) {
  const { t } = useLingui();
  const digits = useCatalogSettings().money.digits;
  const closed = store.active === false || store.open === 0;
  // The heart is the card's sibling, not inside its link: a button in a link is neither valid nor reachable.
  return (
    <div className={css({ position: 'relative', height: 'full' })} data-testid="store-card">
      <Link
        to="/store/$id"
        params={{ id: store.slug || String(store.id) }}
        search={storeSearch(store)}
        className={cx(
          cardFrameClass,
          css({ display: 'flex', flexDirection: 'column', textDecoration: 'none', height: 'full' }),
        )}
      >
        <div className={css({ position: 'relative', aspectRatio: '16 / 9', bg: 'bg.subtle' })}>
          <img
            src={store.cover_photo_full_url ?? undefined}
            alt=""
            width={320}
            height={180}
            {...imageLoading(firstScreen)}
            className={css({ width: 'full', height: 'full', objectFit: 'cover', opacity: closed ? 0.6 : 1 })}
          />
          {closed ? (
            <span
              className={css({
                position: 'absolute',
                top: '2',
                insetStart: '2',
                px: '2',
                borderRadius: 'full',
                bg: 'bg.inverse',
                color: 'fg.inverse',
                fontSize: 'xs',
                fontWeight: 'bold',
              })}
            >
              <Trans>Closed now</Trans>
            </span>
          ) : null}
          {/* The logo sits on the cover, so the name below has the card's whole width. */}
          <img
            src={store.logo_full_url ?? undefined}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className={css({
              position: 'absolute',
              bottom: '2',
              insetStart: '2',
              width: '10',
              height: '10',
              borderRadius: 'full',
              objectFit: 'cover',
              bg: 'bg.subtle',
              borderWidth: '2px',
              borderColor: 'bg.surface',
            })}
          />
        </div>
        <div className={css({ stack: '0.5', p: '3', minWidth: '0' })}>
          {/* Two lines before an ellipsis: a narrow slide keeps the whole name ("HealthPlus Pharmacy"). */}
          <p
            className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2, overflowWrap: 'anywhere' })}
            data-testid="store-card-name"
          >
            {store.name}
          </p>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', columnGap: '2' })}>
            <span aria-label={t`Rating ${formatRatingBadge(store.avg_rating, digits)}`}>
              ★ {formatRatingBadge(store.avg_rating, digits)}
            </span>
            {store.delivery_time ? <DeliveryTime value={store.delivery_time} /> : null}
          </p>
        </div>
      </Link>
      <CardHeart store={store} />
    </div>
  );
}

export function StoreCardSkeleton() {
  return (
    <div className={cardFrameClass}>
      <Skeleton className={css({ aspectRatio: '16 / 9', borderRadius: '0' })} />
      <div className={css({ stack: '1', p: '3' })}>
        <Skeleton className={css({ height: '4', width: '70%' })} />
        <Skeleton className={css({ height: '3', width: '40%' })} />
      </div>
    </div>
  );
}
