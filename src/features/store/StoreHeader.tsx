import { heroImage } from '../../ui/hero';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { StoreDetails } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { formatMoney, isStoreDiscountRunning, toNumber } from '../../domain/money';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { DeliveryTime } from '../../ui/DeliveryTime';
import { Skeleton } from '../../ui/Skeleton';
import { NotFoundState } from '../../ui/NotFoundState';

/** The top of a store page: cover, logo, name, rating, address, delivery time, open state and discount (api2 §8.8). */
export function StoreHeader({ store, actions }: { store: StoreDetails; actions?: ReactNode }) {
  const { t } = useLingui();
  const fmt = useCatalogSettings().money;
  const closed = store.active === false || store.open === 0;
  const discount = store.discount && isStoreDiscountRunning(store.discount, new Date()) ? store.discount : null;
  return (
    <header className={css({ stack: '3' })} data-testid="store-header">
      <div className={css({ aspectRatio: '3 / 1', borderRadius: 'card', overflow: 'hidden', bg: 'bg.subtle' })}>
        <img
          src={store.cover_photo_full_url ?? undefined}
          alt=""
          width={1200}
          height={400}
          {...heroImage}
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      </div>
      <div className={css({ cluster: '3' })}>
        <img
          src={store.logo_full_url ?? undefined}
          alt=""
          width={64}
          height={64}
          className={css({
            width: '16',
            height: '16',
            borderRadius: 'full',
            objectFit: 'cover',
            bg: 'bg.subtle',
            flexShrink: 0,
          })}
        />
        <div className={css({ minWidth: '0', display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{store.name}</h1>
          <div className={css({ cluster: '2', fontSize: 'sm' })}>
            <Stars value={starValue(store.avg_rating)} label={t`Rated ${formatAverage(store.avg_rating)} out of 5`} />
            <span>{formatAverage(store.avg_rating)}</span>
            <span className={css({ color: 'fg.muted' })}>({store.rating_count ?? 0})</span>
          </div>
        </div>
        {actions}
      </div>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
        {store.address ? <li>{store.address}</li> : null}
        {store.delivery_time ? (
          <li>
            <Trans>
              Delivery <DeliveryTime value={store.delivery_time} />
            </Trans>
          </li>
        ) : null}
        <li
          className={css({ fontWeight: 'semibold', color: closed ? 'fg.danger' : 'accent.default' })}
          data-testid="store-open-state"
        >
          {closed ? <Trans>Closed now</Trans> : <Trans>Open now</Trans>}
        </li>
      </ul>
      {discount ? (
        <p
          className={css({ bg: 'accent.subtle', color: 'accent.emphasis', borderRadius: 'lg', p: '3', fontSize: 'sm' })}
          data-testid="store-discount"
        >
          {discount.discount_type === 'amount' ? (
            <Trans>
              {formatMoney(toNumber(discount.discount), fmt)} off on orders of{' '}
              {formatMoney(toNumber(discount.min_purchase), fmt)} or more
            </Trans>
          ) : (
            <Trans>
              {toNumber(discount.discount)}% off on orders of {formatMoney(toNumber(discount.min_purchase), fmt)} or
              more
            </Trans>
          )}
        </p>
      ) : null}
    </header>
  );
}

export function StoreHeaderSkeleton() {
  return (
    <div className={css({ stack: '3' })} aria-busy="true">
      <Skeleton className={css({ aspectRatio: '3 / 1', borderRadius: 'card' })} />
      <div className={css({ cluster: '3' })}>
        <Skeleton round className={css({ width: '16', height: '16' })} />
        <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Skeleton className={css({ height: '6', width: '60%' })} />
          <Skeleton className={css({ height: '4', width: '40%' })} />
        </div>
      </div>
      <Skeleton className={css({ height: '5', width: '80%' })} />
    </div>
  );
}

export function StoreNotFound() {
  return <NotFoundState testId="store-not-found" title={<Trans>This store could not be found.</Trans>} />;
}
