import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  providerDetailsQuery,
  providerReviewsQuery,
  providerVehiclesQuery,
  type ProviderDetails,
  type VehicleFilters,
} from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { Skeleton } from '../../ui/Skeleton';
import { PageLoading, PageMissing } from './PageStates';
import { Heart } from './Heart';
import { VehicleGrid } from './VehicleGrid';
import { VehicleFilterBar } from './VehicleFilterBar';
import { LoadMore } from './LoadMore';
import { card, grid, h1, h2, muted, page, row } from './styles';

/** The provider's cover, logo, name, rating, open state, wishlist heart, address and vehicle count. */
function ProviderHeader({ p }: { p: ProviderDetails }) {
  const { t } = useLingui();
  const total = p.total_vehicle_count ?? 0;
  const open = p.open !== 0;
  return (
    <header className={css({ stack: '3' })} data-testid="provider-header">
      <div className={css({ aspectRatio: '3 / 1', borderRadius: 'card', overflow: 'hidden', bg: 'bg.subtle' })}>
        <img
          src={p.cover_photo_full_url ?? undefined}
          alt=""
          width={1200}
          height={400}
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      </div>
      <div className={css({ cluster: '3' })}>
        <img
          src={p.logo_full_url ?? undefined}
          alt=""
          width={64}
          height={64}
          className={css({ width: '16', height: '16', borderRadius: 'full', bg: 'bg.subtle' })}
        />
        <div className={css({ flex: '1', minWidth: '0' })}>
          <h1 className={h1}>{p.name}</h1>
          <div className={row}>
            <Stars value={starValue(p.avg_rating ?? 0)} label={t`Rated ${formatAverage(p.avg_rating ?? 0)} out of 5`} />
            <span className={css({ fontSize: 'sm' })}>{formatAverage(p.avg_rating ?? 0)}</span>
            <span
              className={css({
                fontSize: 'xs',
                fontWeight: 'bold',
                px: '2',
                borderRadius: 'full',
                bg: open ? 'green.100' : 'red.100',
                color: open ? 'green.800' : 'red.800',
              })}
              data-testid="provider-open"
            >
              {open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
            </span>
          </div>
        </div>
        <Heart target={{ kind: 'provider', id: p.id }} name={p.name} />
      </div>
      <p className={muted}>
        {p.address} · <Trans>{total} vehicles</Trans>
      </p>
    </header>
  );
}

/** The provider's rating and its written reviews. */
function ProviderReviews({ p }: { p: ProviderDetails }) {
  const { t } = useLingui();
  const pages = useInfiniteQuery(providerReviewsQuery(useScope(), p.id));
  const rating = pages.data?.pages[0]?.provider;
  const reviews = pages.data?.pages.flatMap((page) => page.rows);
  return (
    <section className={card} aria-labelledby="provider-reviews" data-testid="provider-reviews">
      <h2 id="provider-reviews" className={h2}>
        <Trans>Reviews</Trans>
      </h2>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>
          {formatAverage(rating?.avg_rating ?? p.avg_rating ?? 0)} out of 5 ·{' '}
          {rating?.rating_count ?? p.rating_count ?? 0} ratings
        </Trans>
      </p>
      {reviews?.length ? (
        <ul className={css({ stack: '2' })}>
          {reviews.map((r) => (
            <li key={r.id} className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}>
              <Stars value={r.rating} label={t`Rated ${r.rating} out of 5`} size={14} />
              <p className={css({ fontSize: 'sm' })}>{r.comment}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>
          <Trans>No written reviews yet.</Trans>
        </p>
      )}
      {pages.hasNextPage ? (
        <LoadMore
          loading={pages.isFetchingNextPage}
          onMore={() => void pages.fetchNextPage()}
          testId="provider-reviews-more"
        />
      ) : null}
    </section>
  );
}

/** core §2 /rental/provider-details: the provider (a rental store), its open state, vehicles (with the vehicle search's filters) and reviews. */
export function ProviderPage({ id }: { id: string }) {
  const scope = useScope();
  const provider = useQuery(providerDetailsQuery(scope, id));
  const p = provider.data;
  const [filters, setFilters] = useState<VehicleFilters>({});
  const vehicles = useInfiniteQuery(providerVehiclesQuery(scope, p?.id ?? 0, filters));
  const shown = vehicles.data?.pages.flatMap((page) => page.rows);
  if (provider.isPending && id) return <PageLoading shape={css({ aspectRatio: '3 / 1' })} />;
  if (!p) return <PageMissing testId="provider-not-found" title={<Trans>Provider not found</Trans>} />;
  return (
    <div className={page} data-testid="provider-page">
      <ProviderHeader p={p} />
      <section className={css({ stack: '3' })} aria-labelledby="provider-vehicles">
        <h2 id="provider-vehicles" className={h2}>
          <Trans>Vehicles</Trans>
        </h2>
        <VehicleFilterBar filters={filters} onChange={setFilters} />
        {vehicles.isPending ? (
          <div className={grid}>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className={css({ aspectRatio: '4 / 5' })} />
            ))}
          </div>
        ) : shown?.length ? (
          <VehicleGrid vehicles={shown} testId="provider-vehicles" providerName={p.name} />
        ) : (
          <div className={css({ stack: '2', alignItems: 'flex-start' })} data-testid="provider-vehicles-empty">
            <p className={muted}>
              <Trans>No vehicles found.</Trans>
            </p>
            {Object.values(filters).some((v) => v !== undefined) ? (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => setFilters({})}
              >
                <Trans>Clear filters</Trans>
              </button>
            ) : null}
          </div>
        )}
        {vehicles.hasNextPage ? (
          <LoadMore
            loading={vehicles.isFetchingNextPage}
            onMore={() => void vehicles.fetchNextPage()}
            testId="provider-vehicles-more"
          />
        ) : null}
      </section>
      <ProviderReviews p={p} />
    </div>
  );
}
